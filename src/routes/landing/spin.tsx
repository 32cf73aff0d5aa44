import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { requireVisitor } from '@/shared/route-guards.ts'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/landing/spin')({
  beforeLoad: () => requireVisitor(),
  component: SpinLandingPage,
})

function SpinLandingPage() {
  return <UnderConstruction title={<Trans>Roleta de prêmios</Trans>} />
}
