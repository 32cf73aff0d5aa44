import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { MyBetsPage } from '@/features/sports/slip/my-bets-page.tsx'
import { MY_BETS_FAILURE } from '@/features/sports/slip/rules/failures.ts'
import { myBetsQueryOptions } from '@/features/sports/slip/queries.ts'
import { requireLogin } from '@/shared/route-guards.ts'
import { PageSearch } from '@/shared/routing.ts'
import { routePending } from '@/shared/ui/page-pending.tsx'
import { routeError } from '@/shared/ui/route-error.tsx'

/** ?tab=open|settled&page=2; anything else reads as the open tickets' first page. */
const MyBetsSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(['open', 'settled']), 'open'), 'open'),
  page: PageSearch,
})

/**
 * Minhas apostas, inside the sports layout (its navigation and the slip stay around it), for logged-in players
 * only: a visitor goes home with the login modal and comes back here after logging in.
 */
export const Route = createFileRoute('/sports/my-bets')({
  validateSearch: MyBetsSearchSchema,
  loaderDeps: ({ search }) => ({ tab: search.tab, page: search.page }),
  beforeLoad: ({ location }) => requireLogin(location),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(myBetsQueryOptions(deps.tab, deps.page)),
  pendingComponent: routePending(msg`Carregando suas apostas…`),
  errorComponent: routeError(MY_BETS_FAILURE, { toasts: true }),
  component: MyBetsRoute,
})

function MyBetsRoute() {
  return <MyBetsPage search={Route.useSearch()} />
}
