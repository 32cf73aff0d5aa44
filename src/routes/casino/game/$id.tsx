import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { isApiError } from '@/api/errors.ts'
import { GamePage } from '@/features/casino/game-page/game-page.tsx'
import { featuredGamesQueryOptions, gameQueryOptions } from '@/features/casino/queries.ts'
import { casinoTexts } from '@/features/casino/rules/failures.ts'
import { IdParam, parseParams } from '@/shared/routing.ts'
import { routeError } from '@/shared/ui/route-error.tsx'

/**
 * A game's page (a search result opens it with a full page load). An unknown or disabled game (404) is the app's
 * not-found page; any other failure is the page's failure view with a retry, without a toast (a game that fails to
 * load is only logged by the original).
 */
export const Route = createFileRoute('/casino/game/$id')({
  // The loader travels in its own chunk, not in the entry: it pulls in the casino's queries, which the first paint
  // of other pages does not need (the entry's size budget). Its error view goes with it: it shows when the loader fails.
  codeSplitGroupings: [['loader', 'errorComponent'], ['component']],
  params: {
    parse: (raw) => parseParams(v.object({ id: IdParam }), raw),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: async ({ context: { queryClient }, params }) => {
    // The recommended games under the game load and fail on their own (a quiet line with a retry).
    void queryClient.prefetchQuery(featuredGamesQueryOptions())
    try {
      await queryClient.ensureQueryData(gameQueryOptions(params.id))
    } catch (error) {
      // A JSON 404 names no such game; a route the backend lacks is the page's unavailable state instead.
      if (isApiError(error) && error.status === 404 && !error.isRouteMissing) throw notFound()
      throw error
    }
  },
  errorComponent: routeError({ fallback: casinoTexts.loadGame }),
  component: CasinoGameRoute,
})

function CasinoGameRoute() {
  return <GamePage id={Route.useParams().id} />
}
