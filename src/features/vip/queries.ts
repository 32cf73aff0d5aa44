import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { profileVip, vipLevels } from '@/api/vip.ts'
import { PLAYER_QUERY_KEY } from '@/shared/queries.ts'

export const vipKeys = {
  /** The player's progress (GET profile/vip/), under the player key so signing out drops it. */
  player: () => [...PLAYER_QUERY_KEY, 'vip'] as const,
  /** The public tables (GET vip/levels) a visitor sees. */
  levels: () => ['vip', 'levels'] as const,
}

export function vipQueryOptions() {
  return queryOptions({ queryKey: vipKeys.player(), queryFn: ({ signal }) => callApi(profileVip, {}, { signal }) })
}

export function vipLevelsQueryOptions() {
  return queryOptions({
    queryKey: vipKeys.levels(),
    queryFn: ({ signal }) => callApi(vipLevels, {}, { signal }),
    // The tables change with the backend's configuration, not with play.
    staleTime: 10 * 60_000,
  })
}
