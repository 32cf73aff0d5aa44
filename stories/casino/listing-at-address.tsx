import { useRouterState } from '@tanstack/react-router'
import * as v from 'valibot'
import { CasinoListingPage } from '@/features/casino/listing/listing-page.tsx'
import { ListingSearchSchema, SearchPageSearchSchema } from '@/features/casino/listing/rules/listing-search.ts'
import { CasinoSearchPage } from '@/features/casino/listing/search-page.tsx'

/**
 * A listing as its route shows it, in the story's catch-all router: the provider and the category from the path, the
 * search validated by the route's own schema. The page's links and filters change the story's address, so they work.
 */
export function ListingAtAddress() {
  const location = useRouterState({ select: (state) => state.location })
  const match = /^\/casino\/provider\/([^/]+)(?:\/category\/([^/]+))?/.exec(location.pathname)
  return (
    <CasinoListingPage
      provider={match?.[1] ?? 'all'}
      category={match?.[2] ?? 'all'}
      search={v.parse(ListingSearchSchema, location.search)}
    />
  )
}

/** The search page at the story's address (/casino/search?searchTerm=…). */
export function SearchAtAddress() {
  const search = useRouterState({ select: (state) => state.location.search })
  return <CasinoSearchPage search={v.parse(SearchPageSearchSchema, search)} />
}
