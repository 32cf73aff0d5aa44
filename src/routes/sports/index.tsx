import { createFileRoute } from '@tanstack/react-router'
import { SportsHomeSearchSchema } from '@/features/sports/rules/home-search.ts'
import { SportsHomePage } from '@/features/sports/sports-home-page.tsx'
import {
  eventsQueryOptions,
  leaguesQueryOptions,
  liveEventsQueryOptions,
  nextEventsQueryOptions,
} from '@/features/sports/queries.ts'

/**
 * The sports home (featured games). The loader starts every list and the league chips without waiting: each one
 * loads, fails and retries on its own inside the page, and a league chip keeps the previous list on screen while the
 * next loads.
 */
export const Route = createFileRoute('/sports/')({
  validateSearch: SportsHomeSearchSchema,
  loaderDeps: ({ search }) => ({ liga: search.liga }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(leaguesQueryOptions())
    void queryClient.prefetchQuery(liveEventsQueryOptions())
    void queryClient.prefetchQuery(eventsQueryOptions(deps.liga))
    void queryClient.prefetchQuery(nextEventsQueryOptions(deps.liga))
  },
  // The loader names the sports queries: it loads as its own chunk, so none of it weighs on the entry.
  codeSplitGroupings: [['loader'], ['component']],
  component: SportsHomeRoute,
})

function SportsHomeRoute() {
  return <SportsHomePage search={Route.useSearch()} />
}
