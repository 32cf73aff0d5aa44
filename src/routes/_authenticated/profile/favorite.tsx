import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PlayerGamesPage } from '@/features/casino/player-lists/player-games-page.tsx'
import { favoritesQueryOptions } from '@/features/casino/queries.ts'
import { PageSearch } from '@/shared/routing.ts'

/**
 * The player's favorite games. The loader asks for the page without failing the route (prefetchQuery): a failure
 * shows in the page's place, with a retry, as favorites failures end loading quietly.
 */
export const Route = createFileRoute('/_authenticated/profile/favorite')({
  validateSearch: v.object({ page: PageSearch }),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(favoritesQueryOptions(deps.page)),
  component: FavoritesRoute,
})

function FavoritesRoute() {
  return <PlayerGamesPage list="favorites" page={Route.useSearch().page} />
}
