import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/casinos')({
  component: CasinosPage,
})

function CasinosPage() {
  return <UnderConstruction title={<Trans>Cassino</Trans>} />
}
