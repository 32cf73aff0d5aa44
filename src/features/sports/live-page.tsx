import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { EventsSection } from './components/events-section.tsx'
import { liveEventsQueryOptions } from './queries.ts'

/** Every match being played now. */
export function SportsLivePage() {
  const { t } = useLingui()
  return (
    <EventsSection
      headingLevel={1}
      title={t`Ao vivo`}
      query={useQuery(liveEventsQueryOptions())}
      empty={<Trans>Nenhuma partida ao vivo agora.</Trans>}
    />
  )
}
