import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/promotion')({
  component: PromotionPage,
})

function PromotionPage() {
  return <UnderConstruction title={<Trans>Promoções</Trans>} />
}
