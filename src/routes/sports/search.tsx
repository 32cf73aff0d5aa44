import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/sports/search')({
  component: SportsSearchPage,
})

function SportsSearchPage() {
  return <UnderConstruction title={<Trans>Buscar eventos esportivos</Trans>} />
}
