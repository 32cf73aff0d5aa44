import type { GameType } from '@/api/casino.ts'

/** The listing's filters as they live in the URL (listing-search.ts) and as the chips set them. */
export interface ListingFilters {
  searchTerm?: string | undefined
  popularity?: 'most_viewed' | 'trending' | undefined
  isNew?: boolean | undefined
  gameType?: GameType | undefined
}

export interface ListingRequest extends ListingFilters {
  provider: string
  category: string
  page: number
}

/** GET casinos/games's query, as the backend reads it. */
export interface CasinoGamesQuery {
  page?: number
  searchTerm?: string
  category?: string
  provider?: string
  popularity?: 'most_viewed' | 'trending'
  isNew?: 1
  gameType?: GameType
  sortBy?: 'views' | 'trending'
}

/** The route's `all` means no filter: it is not sent. */
const slug = (value: string): string | undefined => (value && value !== 'all' ? value : undefined)

/**
 * The listing's URL state mapped to the casino query exactly as the backend expects it: `all` is left out, the
 * popularity filter is sent as itself and as the sort (most_viewed → sortBy=views, trending → sortBy=trending), the
 * new filter only as isNew=1 when set, page 1 is the default and is not sent. Keys with no value are absent, so two
 * equal listings make equal query keys.
 */
export function toCasinoGamesQuery(request: ListingRequest): CasinoGamesQuery {
  const query: CasinoGamesQuery = {}
  if (request.page > 1) query.page = request.page
  const term = request.searchTerm?.trim()
  if (term) query.searchTerm = term
  const category = slug(request.category)
  if (category) query.category = category
  const provider = slug(request.provider)
  if (provider) query.provider = provider
  if (request.popularity) {
    query.popularity = request.popularity
    query.sortBy = request.popularity === 'most_viewed' ? 'views' : 'trending'
  }
  if (request.isNew) query.isNew = 1
  if (request.gameType) query.gameType = request.gameType
  return query
}

/** Whether any filter chip or term is active (the empty state then offers to clear them). */
export function hasActiveFilters(filters: ListingFilters): boolean {
  return Boolean(filters.searchTerm?.trim() || filters.popularity || filters.isNew || filters.gameType)
}
