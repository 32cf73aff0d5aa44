import { queryOptions, useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { callApi } from '@/api/client.ts'
import { profileWallet } from '@/api/wallet.ts'
import { isAuthenticatedAtom } from './session.ts'

/** Every player-scoped query key starts here, so signing out can drop them all at once. */
export const PLAYER_QUERY_KEY = ['profile'] as const

/**
 * The active wallet (GET profile/wallet): the top bar, the deposit flow and the wallet pages share
 * it, so it lives in shared/. Refreshed every 30 s while logged in (part 1 §4, §9).
 */
export function walletQueryOptions() {
  return queryOptions({
    queryKey: [...PLAYER_QUERY_KEY, 'wallet'],
    queryFn: async ({ signal }) => (await callApi(profileWallet, {}, { signal })).wallet,
    refetchInterval: 30_000,
    staleTime: 10_000,
  })
}

/** The wallet while logged in; idle (no request) for a visitor. */
export function useWallet() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  return useQuery({ ...walletQueryOptions(), enabled: isAuthenticated })
}
