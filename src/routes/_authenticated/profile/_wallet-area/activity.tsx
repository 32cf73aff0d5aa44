import { createFileRoute } from '@tanstack/react-router'
import { ActivityPage } from '@/features/protection/activity/activity-page.tsx'
import { activityQueryOptions } from '@/features/protection/activity/queries.ts'
import { ActivitySearchSchema } from '@/features/protection/activity/rules/search.ts'
import { toActivityQuery } from '@/features/protection/activity/rules/search-query.ts'

/**
 * 'Extrato de atividade': the filter is the address (?periodo=, ?tipo=, ?grupo=, ?pagina=). The loader starts the
 * statement's request without waiting (hovering a link preloads it), and the page keeps the previous statement on
 * screen while the next one loads (docs/architecture.md, lists filtered in place).
 */
export const Route = createFileRoute('/_authenticated/profile/_wallet-area/activity')({
  validateSearch: ActivitySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(activityQueryOptions(toActivityQuery(deps)))
  },
  // The loader names the statement's queries: its own chunk, so none of it weighs on the entry.
  codeSplitGroupings: [['loader'], ['component']],
  component: ActivityRoute,
})

function ActivityRoute() {
  return <ActivityPage search={Route.useSearch()} />
}
