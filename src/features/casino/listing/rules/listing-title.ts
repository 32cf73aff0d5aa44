import type { CasinoGamesQuery } from '../../rules/listing-query.ts'

/** What a listing's 404 is about: its title says 'Categoria não encontrada' or 'Provedor não encontrado'. */
export type NotFoundKind = 'category' | 'provider'

/**
 * The listing's title from the answer: the category's name in a category view (with the provider's when both are
 * set), the provider's name in a provider view, undefined for the whole catalogue (the page says 'Todos os jogos').
 * A name the answer leaves out falls back to the path's slug.
 */
export function listingTitle(
  provider: string,
  category: string,
  answer: { category_name: string | null; provider_name: string | null },
): { category?: string; provider?: string } | undefined {
  const names: { category?: string; provider?: string } = {}
  if (category !== 'all') names.category = answer.category_name ?? category
  if (provider !== 'all') names.provider = answer.provider_name ?? provider
  return names.category || names.provider ? names : undefined
}

/**
 * Which filter a 404 names. The path tells when only one is set; with both, whether the provider exists decides
 * (undefined while that is not known yet).
 */
export function listingNotFound(
  provider: string,
  category: string,
  providerMissing: boolean | undefined,
): NotFoundKind | undefined {
  const hasProvider = provider !== 'all'
  const hasCategory = category !== 'all'
  if (hasCategory && !hasProvider) return 'category'
  if (hasProvider && !hasCategory) return 'provider'
  if (providerMissing === undefined) return undefined
  return providerMissing ? 'provider' : 'category'
}

/** Whether two queries list the same category and provider (only the page, the term or the filters differ). */
export function sameListing(a: CasinoGamesQuery | undefined, b: CasinoGamesQuery): boolean {
  return a !== undefined && a.category === b.category && a.provider === b.provider
}
