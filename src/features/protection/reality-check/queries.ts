import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import {
  protectionRealityCheck,
  protectionRealityCheckUpdate,
  protectionSession,
  type RealityCheckInterval,
} from '@/api/protection-activity.ts'
import { PLAYER_QUERY_KEY } from '@/shared/queries.ts'

export const realityCheckKeys = {
  all: () => [...PLAYER_QUERY_KEY, 'protection', 'reality-check'] as const,
  setting: () => [...realityCheckKeys.all(), 'setting'] as const,
  session: () => [...realityCheckKeys.all(), 'session'] as const,
}

/** GET protection/session: since when the player is logged in, and the session's play totals. */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: realityCheckKeys.session(),
    queryFn: ({ signal }) => callApi(protectionSession, {}, { signal }),
    // Read when a reminder opens: the totals are those of that moment, never an earlier answer kept meanwhile (the
    // timer's read at login is not shown half an hour later, whatever the client's garbage collection did).
    staleTime: 0,
    gcTime: 0,
  })
}

/** GET protection/reality-check: the interval the player chose (30 minutes until they do). */
export function realityCheckSettingQueryOptions() {
  return queryOptions({
    queryKey: realityCheckKeys.setting(),
    queryFn: async ({ signal }) => (await callApi(protectionRealityCheck, {}, { signal })).interval_minutes,
    staleTime: Infinity,
  })
}

/** PUT protection/reality-check: the server's answer becomes the cached setting (the reminder's timer follows it). */
export function useSetRealityCheckInterval() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (minutes: RealityCheckInterval) =>
      callApi(protectionRealityCheckUpdate, { body: { interval_minutes: minutes } }),
    onSuccess: (answer) => queryClient.setQueryData(realityCheckKeys.setting(), answer.interval_minutes),
  })
}
