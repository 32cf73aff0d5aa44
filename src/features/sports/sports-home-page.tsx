import { Title, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { EventsSection } from './components/events-section.tsx'
import { LiveCarousel } from './components/live-carousel.tsx'
import { eventsQueryOptions, liveEventsQueryOptions, nextEventsQueryOptions } from './queries.ts'
import { LeagueChips } from './components/league-chips.tsx'
import type { SportsHomeSearch } from './rules/home-search.ts'
import classes from './sports-home-page.module.css'

/**
 * The sports home: the live matches in a carousel, `Main Games` filtered by league (the filter is in the address),
 * and `Next Events`. Each list loads and fails on its own; the route's loader has started all of them.
 */
export function SportsHomePage({ search }: { search: SportsHomeSearch }) {
  const { t } = useLingui()
  const league = search.liga
  const live = useQuery(liveEventsQueryOptions())
  const events = useQuery(eventsQueryOptions(league))
  const next = useQuery(nextEventsQueryOptions(league))
  return (
    <div className={classes.page}>
      <VisuallyHidden>
        <Title order={1}>
          <Trans>Apostas esportivas</Trans>
        </Title>
      </VisuallyHidden>
      <EventsSection
        title={t`Ao vivo agora`}
        query={live}
        empty={<Trans>Nenhuma partida ao vivo agora.</Trans>}
        render={(list) => <LiveCarousel events={list} label={t`Partidas ao vivo`} />}
      />
      <EventsSection
        title={t`Principais jogos`}
        query={events}
        toolbar={<LeagueChips active={league} />}
        empty={<Trans>Nenhuma partida encontrada</Trans>}
      />
      <EventsSection
        title={t`Próximos eventos`}
        query={next}
        empty={<Trans>Nenhum próximo evento por enquanto.</Trans>}
      />
    </div>
  )
}
