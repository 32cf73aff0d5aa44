import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/sports/live')({
  component: SportsLivePage,
})

function SportsLivePage() {
  return <UnderConstruction title={<Trans>Esportes ao vivo</Trans>} />
}
