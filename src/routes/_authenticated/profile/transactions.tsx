import { lazy } from 'react'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageSearch } from '@/shared/routing.ts'

// Loaded from the route's own chunk, so the wallet's chunk list stays out of the entry (see wallet-pages.tsx).
const TransactionsRoutePage = lazy(() =>
  import('@/features/wallet/wallet-pages.tsx').then((m) => ({ default: m.TransactionsRoutePage })),
)

/** Each table's page: ?saques=2&depositos=1; anything else reads as page 1. */
const HistorySearchSchema = v.object({ saques: PageSearch, depositos: PageSearch })

export const Route = createFileRoute('/_authenticated/profile/transactions')({
  validateSearch: HistorySearchSchema,
  component: TransactionsRoute,
})

/** Histórico de Transações (part 2 §2). */
function TransactionsRoute() {
  // useSearch rather than Route.useSearch: the split component would import Route from the entry chunk, one more
  // export in a chunk that has no bytes to spare.
  const pages = useSearch({ from: '/_authenticated/profile/transactions' })
  return <TransactionsRoutePage pages={pages} />
}
