import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { preloadAuthModal } from '@/features/auth/preload-auth-modal.ts'
import { AUTH_ADDRESS_ACTIONS, useAuthModalFromAddress } from '@/features/auth/use-auth-modal-from-address.ts'
import { HomePage } from '@/features/casino/lobby/home-page.tsx'
import { bannersQueryOptions, homeGamesQueryOptions } from '@/features/casino/queries.ts'
import { GameSearch } from '@/features/casino/search/components/game-search.tsx'
import { PHONE_MEDIA_QUERY } from '@/shared/hooks/use-is-phone.ts'
import { categoriesQueryOptions } from '@/shared/queries.ts'
import { parseParams, RedirectSearch } from '@/shared/routing.ts'

/**
 * home: `/{action?}`. The action opens a modal on arrival (`openlogin`, `openregister`); any other
 * single segment is not this route, so unknown addresses still reach the not-found page.
 */
/** How long the lobby's first render waits for its banners and games (the loader below). */
const FIRST_SCREEN_WAIT_MS = 1500

const HomeParamsSchema = v.object({ action: v.optional(v.picklist(AUTH_ADDRESS_ACTIONS)) })

export const Route = createFileRoute('/{-$action}')({
  params: { parse: (raw) => parseParams(HomeParamsSchema, raw) },
  validateSearch: v.object({ redirect: RedirectSearch }),
  // Every section of the lobby loads and fails on its own (prefetchQuery never throws; a section shows its own
  // failure), and the carousels further down ask for their games when they come near the screen. The first screen's
  // banners and games are waited for, briefly: the page's first render then has them, and the first banner (the
  // largest paint) starts downloading with it, instead of a placeholder first and the banner one render later. A
  // slow answer holds the page no longer than FIRST_SCREEN_WAIT_MS; its section then shows its placeholder.
  loader: async ({ context: { queryClient }, params: { action } }) => {
    if (action) {
      // The modal the address asks for, and the root's modal hosts, download with the page.
      import('./-modal-hosts.tsx').catch(() => undefined)
      preloadAuthModal(action)
    }
    const device = globalThis.matchMedia?.(PHONE_MEDIA_QUERY).matches ? 'mobile' : 'desktop'
    const firstScreen = Promise.all([
      queryClient.prefetchQuery(bannersQueryOptions(device)),
      queryClient.prefetchQuery(homeGamesQueryOptions()),
    ])
    void queryClient.prefetchQuery(categoriesQueryOptions())
    await Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))])
  },
  component: HomeRoute,
})

function HomeRoute() {
  const { action } = Route.useParams()
  const { redirect } = Route.useSearch()
  useAuthModalFromAddress(action, redirect)
  return <HomePage search={<GameSearch />} />
}
