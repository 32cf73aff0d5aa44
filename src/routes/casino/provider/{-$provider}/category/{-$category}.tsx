import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { parseParams } from '@/shared/routing.ts'
import { CategoryParamsSchema, ListingSearchSchema } from '@/features/casino/listing/rules/listing-search.ts'
import { CasinoListingPage } from '@/features/casino/listing/listing-page.tsx'
import { listingQueryOptions } from '@/features/casino/queries.ts'
import { toCasinoGamesQuery } from '@/features/casino/rules/listing-query.ts'

/**
 * casinosAll: /casino/provider/{provider?}/category/{category?}, both segments optional as the route table has them
 * (an omitted one is `all`, no filter: /casino/provider/category/slots is every provider's slots). The loader starts the page's request (so hovering a link to it loads its games too) without waiting
 * for it: the page reads it with useQuery and draws its own states, the 5 placeholder cards on the first load, the
 * previous games dimmed while a next page or filter loads, and a failure or a 404 in place, never the route's error
 * page.
 */
export const Route = createFileRoute('/casino/provider/{-$provider}/category/{-$category}')({
  params: { parse: (raw) => parseParams(CategoryParamsSchema, raw) },
  validateSearch: ListingSearchSchema,
  // Page 1 is the default: the address leaves it out.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps }) => {
    void queryClient.prefetchQuery(listingQueryOptions(toCasinoGamesQuery({ ...params, ...deps })))
  },
  // The loader names the casino's queries: it loads as its own chunk, so none of it weighs on the entry.
  codeSplitGroupings: [['loader'], ['component']],
  component: CategoryListingRoute,
})

function CategoryListingRoute() {
  const { provider, category } = Route.useParams()
  return <CasinoListingPage provider={provider} category={category} search={Route.useSearch()} />
}
