import { useCallback } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { protectionLimitsKey, walletKeys, walletQueryOptions } from './queries.ts'
import { isAuthenticatedAtom } from './session.ts'

/** The wallet while logged in; idle (no request) for a visitor. */
export function useWallet() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  return useQuery({ ...walletQueryOptions(), enabled: isAuthenticated })
}

/**
 * Money moved (a deposit paid, a withdrawal sent or decided, a coupon redeemed, a wallet switched): the active
 * wallet, the list of wallets, both histories and the limits' use so far (a deposit counts against its limit) reload.
 * The one refresh every money event goes through.
 */
export function useMoneyMoved(): () => Promise<void> {
  const queryClient = useQueryClient()
  return useCallback(async () => {
    await Promise.all(
      [walletKeys.active(), walletKeys.list(), walletKeys.history(), protectionLimitsKey()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
  }, [queryClient])
}
