import type * as v from 'valibot'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { profileData } from '@/api/profile.ts'
import {
  couponRedeem,
  profileActivateWallet,
  profileMyWallets,
  profileWithdraw,
  walletDepositHistory,
  walletWithdrawHistory,
  walletWithdrawRequest,
  type WithdrawRequestBodySchema,
} from '@/api/wallet.ts'
import { PLAYER_QUERY_KEY, walletQueryOptions } from '@/shared/wallet.ts'
import type { PixKeyData } from './pix-key-prefill.ts'

// Every key sits under PLAYER_QUERY_KEY (signing out drops them), but none under ['profile', 'wallet']: that is the
// active wallet's key, and invalidating it must not also refetch the lists below as prefix matches.

/** GET profile/mywallet: 'Minhas Carteiras'. */
export function myWalletsQueryOptions() {
  return queryOptions({
    queryKey: [...PLAYER_QUERY_KEY, 'mywallet'],
    queryFn: async ({ signal }) => (await callApi(profileMyWallets, {}, { signal })).wallets,
  })
}

/**
 * GET profile/data: the player's cpf, phone and e-mail, which prefill the PIX key. Keyed apart from any other
 * feature's use of the same call, since each keeps its own shape of the answer.
 */
export function pixKeyDataQueryOptions() {
  return queryOptions({
    queryKey: [...PLAYER_QUERY_KEY, 'data', 'pix-key'],
    queryFn: async ({ signal }): Promise<PixKeyData> => {
      const { user } = await callApi(profileData, {}, { signal })
      return { cpf: user.cpf ?? null, phone: user.phone ?? null, email: user.email }
    },
    staleTime: 5 * 60_000,
  })
}


const HISTORY_KEY = [...PLAYER_QUERY_KEY, 'history'] as const

/** GET wallet/withdraw?page=n. */
export function withdrawHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...HISTORY_KEY, 'withdraws', page],
    queryFn: async ({ signal }) => (await callApi(walletWithdrawHistory, { query: { page } }, { signal })).withdraws,
    // The table keeps the page it shows while the next one loads, instead of flashing empty. (TanStack's
    // keepPreviousData is this same function; importing it would add an export to the entry chunk.)
    placeholderData: (previous) => previous,
  })
}

/** GET wallet/deposit?page=n. */
export function depositHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...HISTORY_KEY, 'deposits', page],
    queryFn: async ({ signal }) => (await callApi(walletDepositHistory, { query: { page } }, { signal })).deposits,
    placeholderData: (previous) => previous,
  })
}

/** Money moved: the active wallet, the list of wallets and the history all reload. */
export function useReloadMoney() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: walletQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: myWalletsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
    ])
}

/** POST profile/mywallet/{id}: one call, then both wallet queries reload (part 2 §4). */
export function useActivateWallet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => callApi(profileActivateWallet, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: myWalletsQueryOptions().queryKey }),
      ]),
  })
}

/** POST profile/coupon/redeem; the wallet reloads after a success (the caller decides what counts as one). */
export function useRedeemCoupon() {
  return useMutation({
    mutationFn: (code: string) => callApi(couponRedeem, { body: { code } }),
  })
}

export interface PageWithdrawInput {
  /** Reais, as the contract asks for a JSON number. */
  amount: number
  pix_key: string
  pix_key_type: 'document' | 'phoneNumber' | 'email' | 'randomKey'
  idempotencyKey: string
}

/** POST profile/withdraw (the PIX withdraw page). */
export function usePageWithdraw() {
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: PageWithdrawInput) => callApi(profileWithdraw, { body }, { idempotencyKey }),
  })
}

export type DialogWithdrawBody = v.InferInput<typeof WithdrawRequestBodySchema>

/** POST wallet/withdraw/request (the wallet's withdraw dialog). */
export function useDialogWithdraw() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: DialogWithdrawBody; idempotencyKey: string }) =>
      callApi(walletWithdrawRequest, { body }, { idempotencyKey }),
  })
}
