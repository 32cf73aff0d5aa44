import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { isApiError } from '@/api/errors.ts'
import { SportsEventPage } from '@/features/sports/event-page.tsx'
import { eventQueryOptions } from '@/features/sports/queries.ts'
import { sportsTexts } from '@/features/sports/rules/failures.ts'
import { IdParam, parseParams } from '@/shared/routing.ts'
import { routePending } from '@/shared/ui/page-pending.tsx'
import { routeError } from '@/shared/ui/route-error.tsx'

/** sportSingle: one event with every market. An unknown event (404) is the app's not-found page. */
export const Route = createFileRoute('/sports/event/$date/$id')({
  // The loader names the sports queries: it loads as its own chunk, so none of it weighs on the entry. Its error view
  // goes with it: it shows when the loader fails.
  codeSplitGroupings: [['loader', 'errorComponent'], ['component']],
  params: {
    parse: (raw) => parseParams(v.object({ date: v.pipe(v.string(), v.isoDate()), id: IdParam }), raw),
    stringify: ({ date, id }) => ({ date, id: String(id) }),
  },
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await queryClient.ensureQueryData(eventQueryOptions(params.id))
    } catch (error) {
      // A JSON 404 names no such event; a route the backend lacks is the page's unavailable state instead.
      if (isApiError(error) && error.status === 404 && !error.isRouteMissing) throw notFound()
      throw error
    }
  },
  pendingComponent: routePending(),
  errorComponent: routeError({ fallback: sportsTexts.event, unavailable: sportsTexts.unavailable }),
  component: SportsEventRoute,
})

function SportsEventRoute() {
  return <SportsEventPage id={Route.useParams().id} />
}
