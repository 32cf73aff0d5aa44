import * as v from 'valibot'
import { OptionalText, PageSearch, SlugParam } from '@/shared/routing.ts'

/**
 * casinosAll: /casino/provider/{provider?}/category/{category?}, and /casino/provider/{provider}.
 * Slugs; `all` means no filter, and so does an omitted segment. The search carries the listing's URL state (term, page, filters), so a shared
 * link opens the same listing.
 */
export const ProviderParamsSchema = v.object({ provider: SlugParam })
export const CategoryParamsSchema = v.object({
  provider: v.optional(SlugParam, 'all'),
  category: v.optional(SlugParam, 'all'),
})

export const ListingSearchSchema = v.object({
  searchTerm: OptionalText,
  page: PageSearch,
  popularity: v.fallback(v.optional(v.picklist(['most_viewed', 'trending'])), undefined),
  isNew: v.fallback(v.optional(v.boolean()), undefined),
  gameType: v.fallback(v.optional(v.picklist(['slots', 'table', 'live'])), undefined),
})
export type ListingSearch = v.InferOutput<typeof ListingSearchSchema>

/** casinoSearch: /casino/search?searchTerm=&page= (the term as typed; the page trims and lower-cases it). */
export const SearchPageSearchSchema = v.object({ searchTerm: OptionalText, page: PageSearch })
export type SearchPageSearch = v.InferOutput<typeof SearchPageSearchSchema>
