import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { protectionPause, protectionPauseBalance, protectionPauseWithdraw } from '@/api/protection-pause.ts'
import type { PixKeyType } from '@/api/wallet-area.ts'
import { useIdempotentMutation } from '@/shared/query/use-idempotent-mutation.ts'
import type { PauseChoice } from './rules/pause-choice.ts'

/**
 * Not under PLAYER_QUERY_KEY: the withdraw-only screen has no session, only the login refusal's token, which is part
 * of the key (another refusal, another balance).
 */
export const pauseKeys = {
  balance: (token: string) => ['protection', 'pause-withdraw', token] as const,
}

/** Taking a break cannot be undone: sent once, and a retry after no answer reuses the key. */
export function usePause() {
  return useIdempotentMutation({
    mutationFn: (input: PauseChoice & { password: string }, idempotencyKey: string) =>
      callApi(protectionPause, { body: input }, { idempotencyKey }),
  })
}

export function pauseBalanceQueryOptions(token: string) {
  return queryOptions({
    queryKey: pauseKeys.balance(token),
    queryFn: ({ signal }) => callApi(protectionPauseBalance, {}, { signal, token }),
    // A 401 means the token expired: asking again will not help.
    retry: false,
  })
}

export interface PauseWithdrawInput {
  amount: number
  pix_key: string
  pix_key_type: PixKeyType
  /** The CPF the player typed because the account has none (the server keeps it). */
  cpf?: string
}

export function usePauseWithdraw(token: string) {
  return useIdempotentMutation({
    mutationFn: (body: PauseWithdrawInput, idempotencyKey: string) =>
      callApi(protectionPauseWithdraw, { body }, { idempotencyKey, token }),
  })
}
