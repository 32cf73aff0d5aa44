import { createFileRoute } from '@tanstack/react-router'
import { PlayerGamesPage } from '@/features/casino/player-lists/player-games-page.tsx'
import { recentsQueryOptions } from '@/features/casino/queries.ts'

/**
 * The games the player opened last. The loader asks for the page without failing the route (prefetchQuery): a
 * failure shows in the page's place, with a retry, as recents failures end loading quietly.
 */
export const Route = createFileRoute('/_authenticated/profile/recents')({
  // The loader travels in its own chunk, not in the entry: it pulls in the casino's queries, which the first paint
  // of other pages does not need (the entry's size budget).
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(recentsQueryOptions()),
  component: RecentsRoute,
})

function RecentsRoute() {
  return <PlayerGamesPage list="recents" page={1} />
}
