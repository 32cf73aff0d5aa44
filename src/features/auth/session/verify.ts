import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'

/** Endpoint ids the supervisor treats specially (strings, so the eager code does not pull in the contract). */
export const VERIFY_ENDPOINT_ID = 'auth.verify'
export const LOGOUT_ENDPOINT_ID = 'auth.logout'

/**
 * GET auth/verify for one token: keyed by the token, so it runs once per boot and again only when
 * the token changes (a login), never on focus or remount.
 */
export function verifyQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'verify', token],
    queryFn: async ({ signal }) => {
      // The auth contract (every auth schema) stays out of the entry chunk: it loads with the first check.
      const { authVerify } = await import('@/api/auth.ts')
      return callApi(authVerify, {}, { signal })
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Retrying a refused token cannot make it valid; a lost connection is only logged anyway.
    retry: false,
  })
}
