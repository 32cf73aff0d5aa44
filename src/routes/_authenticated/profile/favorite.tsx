import { createFileRoute } from '@tanstack/react-router'
import { PlayerGamesPage } from '@/features/casino/player-lists/player-games-page.tsx'
import { favoritesQueryOptions } from '@/features/casino/queries.ts'

/**
 * The player's favorite games. The loader asks for the page without failing the route (prefetchQuery): a failure
 * shows in the page's place, with a retry, as favorites failures end loading quietly.
 */
export const Route = createFileRoute('/_authenticated/profile/favorite')({
  // The loader travels in its own chunk, not in the entry: it pulls in the casino's queries, which the first paint
  // of other pages does not need (the entry's size budget).
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(favoritesQueryOptions()),
  component: FavoritesRoute,
})

function FavoritesRoute() {
  return <PlayerGamesPage list="favorites" page={1} />
}
