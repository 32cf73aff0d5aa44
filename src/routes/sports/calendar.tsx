import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { SportsCalendarPage } from '@/features/sports/pages/calendar-page.tsx'
import { dayEventsQueryOptions } from '@/features/sports/queries.ts'
import { useNow } from '@/features/sports/components/use-now.ts'
import { saoPauloDay } from '@/features/sports/rules/event-status.ts'

const DaySearch = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined)

/** The matches of one day, São Paulo time; `?dia=aaaa-mm-dd`, today when absent. */
export const Route = createFileRoute('/sports/calendar')({
  validateSearch: v.object({ dia: DaySearch }),
  search: { middlewares: [stripSearchParams({ dia: undefined })] },
  loaderDeps: ({ search }) => ({ dia: search.dia }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(dayEventsQueryOptions(deps.dia ?? saoPauloDay(Date.now())))
  },
  codeSplitGroupings: [['loader'], ['component']],
  component: SportsCalendarRoute,
})

function SportsCalendarRoute() {
  const today = saoPauloDay(useNow())
  return <SportsCalendarPage day={Route.useSearch().dia ?? today} today={today} />
}
