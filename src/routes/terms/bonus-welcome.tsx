import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/terms/bonus-welcome')({
  component: WelcomeBonusPage,
})

function WelcomeBonusPage() {
  return <UnderConstruction title={<Trans>Bônus de boas-vindas</Trans>} />
}
