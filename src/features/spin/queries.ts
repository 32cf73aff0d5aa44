import { queryOptions, useMutation } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { spinPrizes, spinResult, spinWinners } from '@/api/spin.ts'

/** The wheel's public data: the same for every visitor, so no player key. */
export const spinKeys = {
  all: () => ['spin'] as const,
  /** GET spin/prizes */
  prizes: () => [...spinKeys.all(), 'prizes'] as const,
  /** GET spin/winners */
  winners: () => [...spinKeys.all(), 'winners'] as const,
}

/** GET spin/prizes?sessionId=3: the sectors, in order. */
export function spinPrizesQueryOptions() {
  return queryOptions({
    queryKey: spinKeys.prizes(),
    queryFn: ({ signal }) => callApi(spinPrizes, { query: { sessionId: '3' } }, { signal }),
    staleTime: 10 * 60_000,
  })
}

/** GET spin/winners?sessionId=2: recent winners and the total given. */
export function spinWinnersQueryOptions() {
  return queryOptions({
    queryKey: spinKeys.winners(),
    queryFn: async ({ signal }) => {
      const [winners, total] = await callApi(spinWinners, { query: { sessionId: '2' } }, { signal })
      return { winners, total }
    },
    staleTime: 60_000,
  })
}

/** POST spin/result?sessionId=1: one spin, for this device. */
export function useSpinWheel(deviceId: string) {
  return useMutation({
    mutationFn: () =>
      callApi(spinResult, { query: { sessionId: '1' }, body: { action: 'start', device_id: deviceId } }),
  })
}
