import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { calendarDay, SportsCalendarPage } from '@/features/sports/calendar-page.tsx'
import { dayEventsQueryOptions } from '@/features/sports/queries.ts'
import { useNow } from '@/features/sports/use-now.ts'
import { saoPauloDay } from '@/features/sports/rules/event-status.ts'
import { OptionalText } from '@/shared/routing.ts'

/** The matches of one day, São Paulo time; `?dia=aaaa-mm-dd`, today when absent. */
export const Route = createFileRoute('/sports/calendar')({
  // The day is checked where it is used (calendarDay), which keeps the check out of the entry chunk.
  validateSearch: v.object({ dia: OptionalText }),
  loaderDeps: ({ search }) => ({ dia: search.dia }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(dayEventsQueryOptions(calendarDay(deps.dia, saoPauloDay(Date.now()))))
  },
  codeSplitGroupings: [['loader'], ['component']],
  component: SportsCalendarRoute,
})

function SportsCalendarRoute() {
  const today = saoPauloDay(useNow())
  return <SportsCalendarPage day={calendarDay(Route.useSearch().dia, today)} today={today} />
}
