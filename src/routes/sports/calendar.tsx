import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/sports/calendar')({
  component: SportsCalendarPage,
})

function SportsCalendarPage() {
  return <UnderConstruction title={<Trans>Calendário de eventos</Trans>} />
}
