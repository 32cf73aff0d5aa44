import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/_authenticated/profile/withdraw')({
  component: WithdrawPage,
})

function WithdrawPage() {
  return <UnderConstruction title={<Trans>Saque</Trans>} />
}
