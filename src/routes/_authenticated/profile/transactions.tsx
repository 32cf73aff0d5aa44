import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/_authenticated/profile/transactions')({
  component: TransactionsPage,
})

function TransactionsPage() {
  return <UnderConstruction title={<Trans>Histórico de Transações</Trans>} />
}
