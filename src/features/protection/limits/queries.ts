import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { protectionLimits, protectionLimitsUpdate, type ProtectionLimitsBody } from '@/api/protection-limits.ts'
import { protectionLimitsKey } from '@/shared/queries.ts'

export const limitsKeys = {
  all: protectionLimitsKey,
}

/** GET protection/limits. */
export function limitsQueryOptions() {
  return queryOptions({
    queryKey: limitsKeys.all(),
    queryFn: ({ signal }) => callApi(protectionLimits, {}, { signal }),
  })
}

/** PUT protection/limits: the answer is the new state, cached at once. */
export function useSaveLimits() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ProtectionLimitsBody) => callApi(protectionLimitsUpdate, { body }),
    onSuccess: (answer) => queryClient.setQueryData(limitsKeys.all(), answer.limits),
  })
}

/** A fresh GET protection/limits (the prompt after a sign-in, the session time checks), cached as the query. */
export function fetchFreshLimits(queryClient: QueryClient) {
  return queryClient.fetchQuery({ ...limitsQueryOptions(), staleTime: 0 })
}
