import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SportsSearchPage, sportsSearchTerm } from '@/features/sports/search-page.tsx'
import { searchEventsQueryOptions } from '@/features/sports/queries.ts'
import { OptionalText } from '@/shared/routing.ts'

/** Matches by team or league name, the term in the address (`?termo=`). */
export const Route = createFileRoute('/sports/search')({
  validateSearch: v.object({ termo: OptionalText }),
  loaderDeps: ({ search }) => ({ termo: search.termo }),
  loader: ({ context: { queryClient }, deps }) => {
    const term = sportsSearchTerm(deps.termo)
    if (term) void queryClient.prefetchQuery(searchEventsQueryOptions(term))
  },
  codeSplitGroupings: [['loader'], ['component']],
  component: SportsSearchRoute,
})

function SportsSearchRoute() {
  const { termo } = Route.useSearch()
  // A new term from the address (back, a link) starts the box afresh.
  return <SportsSearchPage key={termo ?? ''} term={termo} />
}
