import { queryOptions } from '@tanstack/react-query'
import { callApi, getApiConfig } from '@/api/client.ts'
import { categoriesList } from '@/api/categories.ts'
import { settingsData } from '@/api/settings.ts'
import { profileWallet } from '@/api/wallet.ts'
import { readCachedSetting, writeCachedSetting } from './settings-cache.ts'

/*
 * The queries every feature shares (the wallet, the player's data, the site settings) and the logout call: like a
 * feature's queries.ts, the only place in src/shared that talks to the server (docs/architecture.md). Hooks that
 * use them live beside their domain (wallet.ts, settings.ts, sign-out.ts).
 */

/** Every player-scoped query key starts here, so signing out can drop them all at once. */
export const PLAYER_QUERY_KEY = ['profile'] as const

/**
 * The casino catalogue: public answers that still differ by viewer (each game's `hasFavorite`). A login or a logout
 * refreshes them in place instead of dropping them, so the lobby does not flash back to its loading state.
 */
export const CATALOGUE_QUERY_KEY = ['casino'] as const

/**
 * The wallet domain's query keys, in one place so each endpoint is cached once and every feature invalidates the
 * same keys. The active wallet's key is a prefix of nothing else: invalidating it must not also refetch the lists.
 */
export const walletKeys = {
  /** GET profile/wallet */
  active: () => [...PLAYER_QUERY_KEY, 'wallet'] as const,
  /** GET profile/mywallet */
  list: () => [...PLAYER_QUERY_KEY, 'mywallet'] as const,
  /** Both history tables, every page. */
  history: () => [...PLAYER_QUERY_KEY, 'history'] as const,
  /** GET wallet/withdraw?page= */
  withdraws: (page: number) => [...walletKeys.history(), 'withdraws', page] as const,
  /** GET wallet/deposit?page= */
  deposits: (page: number) => [...walletKeys.history(), 'deposits', page] as const,
}

/**
 * GET profile/ (the profile modal): the player's statistics change with every game round, which only the game screen
 * knows of, so its key lives here.
 */
export const profileSummaryKey = () => [...PLAYER_QUERY_KEY, 'summary'] as const

/**
 * GET protection/limits: each limit's use so far (deposited, lost, played) moves with every money event, which the
 * wallet's refresh announces (useMoneyMoved), so its key lives here.
 */
export const protectionLimitsKey = () => [...PLAYER_QUERY_KEY, 'protection', 'limits'] as const

/**
 * The player's game lists (favorites, recents): the casino shows them, and other features change them (a game
 * launch makes the game the most recent), so their keys live here.
 */
export const playerGamesKeys = {
  all: () => [...PLAYER_QUERY_KEY, 'games'] as const,
  /** GET profile/recents, every page. */
  recents: () => [...playerGamesKeys.all(), 'recents'] as const,
}

/**
 * The active wallet (GET profile/wallet): the top bar, the deposit flow and the wallet pages share
 * it, so it lives in shared/. Refreshed every 30 s while logged in, as the top bar's balance must be.
 */
export function walletQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.active(),
    queryFn: async ({ signal }) => (await callApi(profileWallet, {}, { signal })).wallet,
    refetchInterval: 30_000,
    staleTime: 10_000,
  })
}

/** The player-data domain's query keys. */
export const playerDataKeys = {
  /** GET profile/data */
  data: () => [...PLAYER_QUERY_KEY, 'data'] as const,
}

/**
 * GET profile/data: the player's personal data (the deposit sends its cpf, the withdraw forms prefill the PIX key
 * from cpf, phone and e-mail). Cached once, in the answer's own shape; each feature reads what it needs with
 * `select`, so the same endpoint is never cached twice under two shapes.
 */
export function playerDataQueryOptions() {
  return queryOptions({
    queryKey: playerDataKeys.data(),
    queryFn: async ({ signal }) => {
      // Its contract loads with the first page that needs the player's data, not in the entry chunk: no first paint
      // needs it.
      const { profileData } = await import('@/api/profile-data.ts')
      return (await callApi(profileData, {}, { signal })).user
    },
    staleTime: 5 * 60_000,
  })
}

/** The settings domain's query keys. */
export const settingsKeys = {
  /** GET settings/data */
  data: () => ['settings', 'data'] as const,
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.data(),
    queryFn: async ({ signal }) => {
      const { setting } = await callApi(settingsData, {}, { signal })
      writeCachedSetting(setting)
      return setting
    },
    initialData: readCachedSetting,
    // The cached copy counts as stale: shown at once, refreshed in the background.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  })
}

/** The casino categories' query keys (the side menu and the casino pages share one list). */
export const categoryKeys = {
  /** GET categories */
  all: () => ['categories'] as const,
}

/** GET categories: the side menu's list and the home's carousels, one per category. */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.all(),
    queryFn: async ({ signal }) => (await callApi(categoriesList, {}, { signal })).categories,
    staleTime: 10 * 60_000,
  })
}

/** POST auth/logout: the server forgets the token; the caller ends the session without waiting for it. */
export async function sendLogout(): Promise<unknown> {
  // The auth contract (its schemas) loads on demand, out of the entry chunk; the caller ends the session meanwhile,
  // so the token is read now, synchronously, and handed to the call.
  const token = getApiConfig().getToken()
  const { authLogout } = await import('@/api/auth.ts')
  return callApi(authLogout, {}, { token })
}
