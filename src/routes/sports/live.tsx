import { createFileRoute } from '@tanstack/react-router'
import { SportsLivePage } from '@/features/sports/live-page.tsx'
import { liveEventsQueryOptions } from '@/features/sports/queries.ts'

/** Every live match; the page draws its own loading, empty and failure states. */
export const Route = createFileRoute('/sports/live')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(liveEventsQueryOptions())
  },
  codeSplitGroupings: [['loader'], ['component']],
  component: SportsLivePage,
})
