import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { PlayerGamesPage } from '@/features/casino/player-lists/player-games-page.tsx'
import { recentsQueryOptions } from '@/features/casino/queries.ts'
import { PageSearch } from '@/shared/routing.ts'

/**
 * The games the player opened last. The loader asks for the page without failing the route (prefetchQuery): a
 * failure shows in the page's place, with a retry, as recents failures end loading quietly.
 */
export const Route = createFileRoute('/_authenticated/profile/recents')({
  // The loader travels in its own chunk, not in the entry: it pulls in the casino's queries, which the first paint
  // of other pages does not need (the entry's size budget).
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: v.object({ page: PageSearch }),
  // Page 1 is the address without ?page.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(recentsQueryOptions(deps.page)),
  component: RecentsRoute,
})

function RecentsRoute() {
  return <PlayerGamesPage list="recents" page={Route.useSearch().page} />
}
