import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/vip')({
  component: VipPage,
})

function VipPage() {
  return <UnderConstruction title={<Trans>VIP</Trans>} />
}
