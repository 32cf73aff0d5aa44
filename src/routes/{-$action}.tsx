import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AUTH_ADDRESS_ACTIONS, useAuthModalFromAddress } from '@/features/auth/use-auth-modal-from-address.ts'
import { HomePage } from '@/features/casino/home/home-page.tsx'
import { bannersQueryOptions, homeGamesQueryOptions } from '@/features/casino/queries.ts'
import { GameSearch } from '@/features/casino/search/game-search.tsx'
import { PHONE_MEDIA_QUERY } from '@/shared/hooks/use-is-phone.ts'
import { categoriesQueryOptions } from '@/shared/queries.ts'
import { parseParams, RedirectSearch } from '@/shared/routing.ts'

/**
 * home: `/{action?}`. The action opens a modal on arrival (`openlogin`, `openregister`); any other
 * single segment is not this route, so unknown addresses still reach the not-found page.
 */
const HomeParamsSchema = v.object({ action: v.optional(v.picklist(AUTH_ADDRESS_ACTIONS)) })

export const Route = createFileRoute('/{-$action}')({
  params: { parse: (raw) => parseParams(HomeParamsSchema, raw) },
  validateSearch: v.object({ redirect: RedirectSearch }),
  // Every section of the lobby loads and fails on its own, so nothing here is awaited: the first screen's requests
  // start now (and on hovering a link home), the page renders at once with each section's placeholder. The carousels
  // further down ask for their games when they come near the screen.
  loader: ({ context: { queryClient } }) => {
    const device = globalThis.matchMedia?.(PHONE_MEDIA_QUERY).matches ? 'mobile' : 'desktop'
    void queryClient.prefetchQuery(bannersQueryOptions(device))
    void queryClient.prefetchQuery(homeGamesQueryOptions())
    void queryClient.prefetchQuery(categoriesQueryOptions())
  },
  component: HomeRoute,
})

function HomeRoute() {
  const { action } = Route.useParams()
  const { redirect } = Route.useSearch()
  useAuthModalFromAddress(action, redirect)
  return <HomePage search={<GameSearch />} />
}
