import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { SearchPageSearchSchema } from '@/features/casino/listing/rules/listing-search.ts'
import { CasinoSearchPage } from '@/features/casino/listing/search-page.tsx'
import { searchQueryOptions } from '@/features/casino/queries.ts'
import { searchPageTerm } from '@/features/casino/rules/search-terms.ts'

/** casinoSearch. The loader starts the search without waiting for it; the page draws its own states. */
export const Route = createFileRoute('/casino/search')({
  validateSearch: SearchPageSearchSchema,
  // Page 1 is the default: the address leaves it out.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    const term = searchPageTerm(deps.searchTerm)
    if (term !== null) void queryClient.prefetchQuery(searchQueryOptions(term, { page: deps.page }))
  },
  // The loader names the casino's queries: it loads as its own chunk, so none of it weighs on the entry.
  codeSplitGroupings: [['loader'], ['component']],
  component: SearchRoute,
})

function SearchRoute() {
  return <CasinoSearchPage search={Route.useSearch()} />
}
