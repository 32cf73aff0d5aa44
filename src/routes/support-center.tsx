import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/support-center')({
  component: SupportCenterPage,
})

function SupportCenterPage() {
  return <UnderConstruction title={<Trans>Central de suporte</Trans>} />
}
