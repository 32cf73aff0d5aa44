import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/terms/bonus')({
  component: BonusTermsPage,
})

function BonusTermsPage() {
  return <UnderConstruction title={<Trans>Termos de bônus</Trans>} />
}
