import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { depositHistoryQueryOptions, withdrawHistoryQueryOptions } from '@/features/wallet/queries.ts'
import { historyFailure } from '@/features/wallet/rules/failures.ts'
import { TransactionsPage } from '@/features/wallet/transactions-page.tsx'
import { PageSearch } from '@/shared/routing.ts'
import { routeError } from '@/shared/ui/route-error.tsx'
import { routePending } from '@/shared/ui/page-pending.tsx'

/** Each table's page: ?saques=2&depositos=1; anything else reads as page 1. */
const HistorySearchSchema = v.object({ saques: PageSearch, depositos: PageSearch })

/**
 * Histórico de Transações. The loader asks for both tables' pages (prefetchQuery: a failed table shows its own
 * failure and retry inside the page, the other one stays), and waits for them, so paging keeps the table it shows
 * until the next page is there.
 */
export const Route = createFileRoute('/_authenticated/profile/_wallet-area/transactions')({
  validateSearch: HistorySearchSchema,
  loaderDeps: ({ search }) => ({ saques: search.saques, depositos: search.depositos }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(withdrawHistoryQueryOptions(deps.saques)),
      queryClient.prefetchQuery(depositHistoryQueryOptions(deps.depositos)),
    ]),
  pendingComponent: routePending(),
  errorComponent: routeError(historyFailure, { toasts: true }),
  component: TransactionsRoute,
})

function TransactionsRoute() {
  return <TransactionsPage pages={Route.useSearch()} />
}
