import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/sports/')({
  component: SportsFeaturedPage,
})

function SportsFeaturedPage() {
  return <UnderConstruction title={<Trans>Esportes: jogos em destaque</Trans>} />
}
