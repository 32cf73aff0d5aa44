import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { TransactionsPage } from '@/features/wallet/components/transactions-page.tsx'
import { PageSearch } from '@/shared/routing.ts'

/** Each table's page: ?saques=2&depositos=1; anything else reads as page 1. */
const HistorySearchSchema = v.object({ saques: PageSearch, depositos: PageSearch })

export const Route = createFileRoute('/_authenticated/profile/_wallet-area/transactions')({
  validateSearch: HistorySearchSchema,
  component: TransactionsRoute,
})

/** Histórico de Transações (part 2 §2). */
function TransactionsRoute() {
  return <TransactionsPage pages={Route.useSearch()} />
}
