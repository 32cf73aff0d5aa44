import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import {
  casinosGame,
  casinosGames,
  casinosProvider,
  casinosProviders,
  featuredGames,
  gamesAll,
  gamesFavorite,
  searchGames,
  type Game,
} from '@/api/casino.ts'
import type { Paginated } from '@/api/pagination.ts'
import { profileFavorites, profileRecents } from '@/api/profile.ts'
import { settingsBanners } from '@/api/settings.ts'
import { CATALOGUE_QUERY_KEY, playerGamesKeys } from '@/shared/queries.ts'
import { useToast } from '@/shared/toast.ts'
import { describeFavoriteFailure } from './rules/failures.ts'
import type { CasinoGamesQuery } from './rules/listing-query.ts'
import { OVERLAY_LIMIT } from './rules/search-terms.ts'

/**
 * The casino's query keys. The catalogue (lists, games, search) is public but its games carry the viewer's
 * `hasFavorite`, so it sits under CATALOGUE_QUERY_KEY, which a login or a logout refreshes rather than drops; the
 * player's own lists (favorites, recents) sit under PLAYER_QUERY_KEY (`playerGamesKeys`, shared: a game launch refreshes the recents) and go with the session.
 */
export const casinoKeys = {
  catalogue: () => CATALOGUE_QUERY_KEY,
  listing: (query: CasinoGamesQuery) => [...CATALOGUE_QUERY_KEY, 'games', query] as const,
  providers: () => [...CATALOGUE_QUERY_KEY, 'providers'] as const,
  provider: (slug: string) => [...CATALOGUE_QUERY_KEY, 'provider', slug] as const,
  home: () => [...CATALOGUE_QUERY_KEY, 'all'] as const,
  featured: () => [...CATALOGUE_QUERY_KEY, 'featured'] as const,
  search: (term: string, mode: { limit: number } | { page: number }) =>
    [...CATALOGUE_QUERY_KEY, 'search', term, mode] as const,
  game: (id: number) => [...CATALOGUE_QUERY_KEY, 'game', id] as const,
  banners: (device: 'mobile' | 'desktop') => ['banners', device] as const,
  player: () => playerGamesKeys.all(),
  favorites: (page: number) => [...casinoKeys.player(), 'favorites', page] as const,
  recents: (page: number) => [...playerGamesKeys.recents(), page] as const,
}

/** The catalogue changes slowly: a minute before a list is asked again. */
const CATALOGUE_STALE_MS = 60_000

/** GET casinos/games: the listing, one page of 12. The previous page stays on screen while the next one loads. */
export function listingQueryOptions(query: CasinoGamesQuery) {
  return queryOptions({
    queryKey: casinoKeys.listing(query),
    queryFn: ({ signal }) => callApi(casinosGames, { query }, { signal }),
    staleTime: CATALOGUE_STALE_MS,
    placeholderData: keepPreviousData,
  })
}

/** GET casinos/providers. */
export function providersQueryOptions() {
  return queryOptions({
    queryKey: casinoKeys.providers(),
    queryFn: async ({ signal }) => (await callApi(casinosProviders, {}, { signal })).providers,
    staleTime: 10 * 60_000,
  })
}

/** GET casinos/provider/{provider}: the provider listing's title. */
export function providerQueryOptions(slug: string) {
  return queryOptions({
    queryKey: casinoKeys.provider(slug),
    queryFn: async ({ signal }) =>
      (await callApi(casinosProvider, { params: { provider: slug } }, { signal })).provider,
    staleTime: 10 * 60_000,
  })
}

/** GET games/all: every provider with its games, flattened for the home grid. */
export function homeGamesQueryOptions() {
  return queryOptions({
    queryKey: casinoKeys.home(),
    queryFn: async ({ signal }) =>
      (await callApi(gamesAll, {}, { signal })).providers.flatMap((provider) => provider.games ?? []),
    staleTime: CATALOGUE_STALE_MS,
  })
}

/** GET featured/games. */
export function featuredGamesQueryOptions() {
  return queryOptions({
    queryKey: casinoKeys.featured(),
    queryFn: async ({ signal }) => (await callApi(featuredGames, {}, { signal })).featured_games,
    staleTime: CATALOGUE_STALE_MS,
  })
}

/** GET search/games: the overlay asks `limit` 8, the search page a `page`. */
export function searchQueryOptions(
  term: string,
  mode: { limit: number } | { page: number } = { limit: OVERLAY_LIMIT },
) {
  return queryOptions({
    queryKey: casinoKeys.search(term, mode),
    queryFn: async ({ signal }) =>
      (await callApi(searchGames, { query: { searchTerm: term, ...mode } }, { signal })).games,
    staleTime: CATALOGUE_STALE_MS,
    placeholderData: keepPreviousData,
  })
}

/** GET casinos/game/{id}: the game page. */
export function gameQueryOptions(id: number) {
  return queryOptions({
    queryKey: casinoKeys.game(id),
    queryFn: async ({ signal, client }) => {
      const { game } = await callApi(casinosGame, { params: { id } }, { signal })
      // The server records a player's visit as the most recent game: the cached Recents list is out of date.
      void client.invalidateQueries({ queryKey: playerGamesKeys.recents() })
      return game
    },
    staleTime: CATALOGUE_STALE_MS,
  })
}

/** GET settings/banners for one device (mobile under 768 px). */
export function bannersQueryOptions(device: 'mobile' | 'desktop') {
  return queryOptions({
    queryKey: casinoKeys.banners(device),
    queryFn: async ({ signal }) =>
      (await callApi(settingsBanners, { query: { client_device: device } }, { signal })).banners,
    staleTime: 10 * 60_000,
  })
}

/** GET profile/favorites. */
export function favoritesQueryOptions(page = 1) {
  return queryOptions({
    queryKey: casinoKeys.favorites(page),
    queryFn: async ({ signal }) => (await callApi(profileFavorites, { query: { page } }, { signal })).games,
  })
}

/** GET profile/recents. */
export function recentsQueryOptions(page = 1) {
  return queryOptions({
    queryKey: casinoKeys.recents(page),
    queryFn: async ({ signal }) => (await callApi(profileRecents, { query: { page } }, { signal })).games,
  })
}

const isGame = (value: object): value is Game => 'id' in value && 'game_name' in value && 'game_code' in value

/**
 * Copies `data` with every game of this id marked (or unmarked) a favorite, whatever the answer's shape (a page, a
 * list, providers with games, one game). Everything else keeps its identity, so only the cards of that game render
 * again (the card is memoised).
 */
export function withFavorite<T>(data: T, gameId: number, favorite: boolean): T {
  if (Array.isArray(data)) {
    let changed = false
    const next = data.map((item: unknown) => {
      const updated = withFavorite(item, gameId, favorite)
      if (updated !== item) changed = true
      return updated
    })
    return (changed ? next : data) as T
  }
  if (data === null || typeof data !== 'object') return data
  if (isGame(data)) {
    if (data.id !== gameId || data.hasFavorite === favorite) return data
    return { ...data, hasFavorite: favorite }
  }
  let changed = false
  const next: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    const updated = withFavorite(value, gameId, favorite)
    if (updated !== value) changed = true
    next[key] = updated
  }
  return (changed ? next : data) as T
}

/** A favorites page without this game (the card leaves at once when the player unfavorites it there). */
function withoutGame(page: Paginated<Game> | undefined, gameId: number): Paginated<Game> | undefined {
  if (!page || !page.data.some((game) => game.id === gameId)) return page
  return { ...page, data: page.data.filter((game) => game.id !== gameId), total: Math.max(0, page.total - 1) }
}

function markEverywhere(queryClient: QueryClient, gameId: number, favorite: boolean) {
  queryClient.setQueriesData({ queryKey: casinoKeys.catalogue() }, (data: unknown) =>
    withFavorite(data, gameId, favorite),
  )
  queryClient.setQueriesData({ queryKey: [...casinoKeys.player(), 'recents'] }, (data: unknown) =>
    withFavorite(data, gameId, favorite),
  )
  queryClient.setQueriesData<Paginated<Game>>({ queryKey: [...casinoKeys.player(), 'favorites'] }, (page) =>
    favorite ? withFavorite(page, gameId, true) : withoutGame(page, gameId),
  )
}

/**
 * POST games/favorite/{id} with the state asked for (so a retry or a double click cannot flip it back). Optimistic:
 * every cached copy of the game changes at once; a failure puts every copy back as it was and tells the player.
 * Favorites are refreshed afterwards either way, so a game added elsewhere shows up there.
 */
export function useFavoriteGame() {
  const queryClient = useQueryClient()
  const toast = useToast()
  return useMutation({
    mutationFn: ({ gameId, favorite }: { gameId: number; favorite: boolean }) =>
      callApi(gamesFavorite, { params: { id: gameId }, body: { favorite } }),
    onMutate: async ({ gameId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: casinoKeys.catalogue() })
      await queryClient.cancelQueries({ queryKey: casinoKeys.player() })
      const snapshot = [
        ...queryClient.getQueriesData({ queryKey: casinoKeys.catalogue() }),
        ...queryClient.getQueriesData({ queryKey: casinoKeys.player() }),
      ]
      markEverywhere(queryClient, gameId, favorite)
      return { snapshot }
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data)
      // Told here rather than in mutate's own callbacks: those never run once the component that asked has left the
      // page, and on the favorites page the card leaves at once.
      toast.errors(describeFavoriteFailure(error))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...casinoKeys.player(), 'favorites'] }),
  })
}
