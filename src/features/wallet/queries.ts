import type * as v from 'valibot'
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import {
  couponRedeem,
  profileActivateWallet,
  profileMyWallets,
  profileWithdraw,
  walletDepositHistory,
  walletWithdrawHistory,
  walletWithdrawRequest,
  type PixKeyType,
  type WithdrawRequestBodySchema,
} from '@/api/wallet-area.ts'
import { playerDataKeys, playerDataQueryOptions, walletKeys } from '@/shared/queries.ts'
import { useIdempotentMutation } from '@/shared/query/use-idempotent-mutation.ts'
import { useMoneyMoved } from '@/shared/wallet.ts'
import type { PixKeyData } from './rules/pix-key-prefill.ts'

// Keys from walletKeys (src/shared/wallet.ts): the deposit and the top bar invalidate the same ones.

/** GET profile/mywallet: 'Minhas Carteiras'. */
export function myWalletsQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.list(),
    queryFn: async ({ signal }) => (await callApi(profileMyWallets, {}, { signal })).wallets,
  })
}

/** The part of GET profile/data that can be a PIX key (cpf, phone, e-mail): the one cached profile/data, selected. */
export function pixKeyDataQueryOptions() {
  return queryOptions({
    ...playerDataQueryOptions(),
    select: (user): PixKeyData => ({ cpf: user.cpf ?? null, phone: user.phone ?? null, email: user.email }),
  })
}

/** GET wallet/withdraw?page=n. */
export function withdrawHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: walletKeys.withdraws(page),
    queryFn: async ({ signal }) => (await callApi(walletWithdrawHistory, { query: { page } }, { signal })).withdraws,
  })
}

/** GET wallet/deposit?page=n. */
export function depositHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: walletKeys.deposits(page),
    queryFn: async ({ signal }) => (await callApi(walletDepositHistory, { query: { page } }, { signal })).deposits,
  })
}

/** POST profile/mywallet/{id}: one call, then the money reloads (the active wallet is another one now). */
export function useActivateWallet() {
  const moneyMoved = useMoneyMoved()
  return useMutation({
    mutationFn: (id: number) => callApi(profileActivateWallet, { params: { id } }),
    onSuccess: () => moneyMoved(),
  })
}

/**
 * POST profile/coupon/redeem, a money action: a second press while one is on its way sends nothing, and the same
 * code tried again after no answer reuses its idempotency key (the first try may have credited the bonus). The
 * caller decides what counts as a success (an answer may say status false) and reloads the money then.
 */
export function useRedeemCoupon() {
  return useIdempotentMutation({
    mutationFn: (code: string, idempotencyKey) => callApi(couponRedeem, { body: { code } }, { idempotencyKey }),
  })
}

export interface PageWithdrawInput {
  /** Reais, as the contract asks for a JSON number. */
  amount: number
  pix_key: string
  pix_key_type: PixKeyType
  /** The CPF the player typed because the account has none (the server keeps it). */
  cpf?: string
}

/** A CPF sent with a withdrawal is on the account from then on: the forms stop asking, the profile shows it. */
function keptCpf(queryClient: QueryClient, body: { cpf?: string | undefined }) {
  if (body.cpf) void queryClient.invalidateQueries({ queryKey: playerDataKeys.data() })
}

/**
 * POST profile/withdraw (the PIX withdraw page), a money action: the same withdrawal tried again after no answer
 * reuses its idempotency key, so the server pays it once.
 */
export function usePageWithdraw() {
  const queryClient = useQueryClient()
  return useIdempotentMutation({
    mutationFn: (body: PageWithdrawInput, idempotencyKey) => callApi(profileWithdraw, { body }, { idempotencyKey }),
    onSuccess: (_answer, body) => keptCpf(queryClient, body),
  })
}

export type DialogWithdrawBody = v.InferInput<typeof WithdrawRequestBodySchema>

/** POST wallet/withdraw/request (the wallet's withdraw dialog), a money action like the page's. */
export function useDialogWithdraw() {
  const queryClient = useQueryClient()
  return useIdempotentMutation({
    mutationFn: (body: DialogWithdrawBody, idempotencyKey) =>
      callApi(walletWithdrawRequest, { body }, { idempotencyKey }),
    onSuccess: (_answer, body) => keptCpf(queryClient, body),
  })
}
