import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { parseParams } from '@/shared/routing.ts'
import { ProviderParamsSchema, ListingSearchSchema } from '@/features/casino/listing/rules/listing-search.ts'
import { CasinoListingPage } from '@/features/casino/listing/listing-page.tsx'
import { listingQueryOptions } from '@/features/casino/queries.ts'
import { toCasinoGamesQuery } from '@/features/casino/rules/listing-query.ts'

/** casinosAll without a category: one provider's games (the loader as in category/$category.tsx). */
export const Route = createFileRoute('/casino/provider/$provider/')({
  params: { parse: (raw) => parseParams(ProviderParamsSchema, raw) },
  validateSearch: ListingSearchSchema,
  // Page 1 is the default: the address leaves it out.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps }) => {
    void queryClient.prefetchQuery(listingQueryOptions(toCasinoGamesQuery({ ...params, category: 'all', ...deps })))
  },
  // The loader names the casino's queries: it loads as its own chunk, so none of it weighs on the entry.
  codeSplitGroupings: [['loader'], ['component']],
  component: ProviderListingRoute,
})

function ProviderListingRoute() {
  return <CasinoListingPage provider={Route.useParams().provider} category="all" search={Route.useSearch()} />
}
