import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { gamesSingle } from '@/api/casino.ts'
import { PLAYER_QUERY_KEY, playerGamesKeys, walletQueryOptions } from '@/shared/queries.ts'

/** The play screen's query keys (the wallet is the shared `walletKeys.active()`). */
export const gamePlayKeys = {
  /** GET games/single/{id}: one launch of a game. */
  launch: (id: number) => [...PLAYER_QUERY_KEY, 'game-play', id] as const,
}

/**
 * GET games/single/{id}: launches the game (a new game session token each time, and the game becomes the player's
 * most recent). A launch is never reused: dropped as soon as the screen leaves (`gcTime: 0`), never refetched while
 * the screen is open (a refetch would hand out a new token and reload the game mid-round), and not retried (a
 * failure is the maintenance screen, at once). The route has no loader for it: hovering a link must not start a game.
 * A launch makes the game the player's most recent, so the cached Recents list is out of date once it has answered.
 */
export function gameLaunchQueryOptions(id: number) {
  return queryOptions({
    queryKey: gamePlayKeys.launch(id),
    queryFn: async ({ signal, client }) => {
      const answer = await callApi(gamesSingle, { params: { id } }, { signal })
      void client.invalidateQueries({ queryKey: playerGamesKeys.recents() })
      return answer
    },
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}

/** The side menu's balance is asked every second while the screen is open: it follows the game's rounds. */
export const LIVE_BALANCE_MS = 1_000

/**
 * The active wallet, the same query the top bar and every money screen share (one cache entry, one request at a
 * time), asked every second by the play screen while it is open and the tab is visible.
 */
export function liveWalletQueryOptions() {
  return queryOptions({
    ...walletQueryOptions(),
    refetchInterval: LIVE_BALANCE_MS,
    refetchIntervalInBackground: false,
  })
}
