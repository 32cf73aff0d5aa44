import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/_authenticated/profile/deposit')({
  component: DepositPage,
})

function DepositPage() {
  return <UnderConstruction title={<Trans>Depósito</Trans>} />
}
