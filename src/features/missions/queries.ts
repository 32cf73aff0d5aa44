import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { missionsAccept, missionsCollect, missionsList, type MissionPeriod } from '@/api/missions.ts'
import { PLAYER_QUERY_KEY } from '@/shared/queries.ts'
import { useIdempotentMutation } from '@/shared/query/use-idempotent-mutation.ts'
import { useMoneyMoved } from '@/shared/wallet.ts'

/** The missions' keys, under the player key so signing out drops them. */
export const missionKeys = {
  all: () => [...PLAYER_QUERY_KEY, 'missions'] as const,
  list: (period: MissionPeriod) => [...missionKeys.all(), period] as const,
}

/** GET missions?period=…: the missions with the player's progress, and what Collect Rewards paid today. */
export function missionsQueryOptions(period: MissionPeriod) {
  return queryOptions({
    queryKey: missionKeys.list(period),
    queryFn: ({ signal }) => callApi(missionsList, { query: { period } }, { signal }),
  })
}

/** POST missionsusers; both lists refresh after it (Accept becomes Active). */
export function useAcceptMission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (missionId: number) => callApi(missionsAccept, { body: { mission_id: missionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: missionKeys.all() }),
  })
}

/**
 * POST missions/collect, a money action: a retry after no answer reuses its idempotency key, so the server pays once.
 * The lists (collected, accumulated rewards) and the wallet (the bonus balance) refresh after any answer.
 */
export function useCollectRewards() {
  const queryClient = useQueryClient()
  const moneyMoved = useMoneyMoved()
  return useIdempotentMutation({
    mutationFn: (_: null, idempotencyKey) => callApi(missionsCollect, {}, { idempotencyKey }),
    fingerprint: () => 'collect',
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: missionKeys.all() }), moneyMoved()]).then(() => undefined),
  })
}
