import { useRef } from 'react'
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import {
  depositEndpointFor,
  normalizeDepositResponse,
  transactionStatus,
  type DepositBody,
  type DepositOutcome,
} from '@/api/deposit.ts'
import { isApiError } from '@/api/errors.ts'
import { toDecimal } from '@/api/money.ts'
import { profileData } from '@/api/profile.ts'
import { digitsOnly } from '@/shared/br/masks.ts'
import { PLAYER_QUERY_KEY } from '@/shared/wallet.ts'
import type { DepositGateway } from './rules/gateways.ts'

/** "cpf (default eleven zeros)" (part 1 §3): what the deposit sends when the player has none on file. */
export const NO_CPF = '00000000000'

/** GET profile/data: the player's cpf for the deposit. Under the player key, so signing out drops it. */
export function profileDataQueryOptions() {
  return queryOptions({
    queryKey: [...PLAYER_QUERY_KEY, 'data'],
    queryFn: async ({ signal }) => (await callApi(profileData, {}, { signal })).user,
    staleTime: 5 * 60_000,
  })
}

/**
 * The cpf as eleven digits, or eleven zeros when the player has none (or it cannot be read now: the deposit does not
 * wait on a failing profile call, the gateway asks again if it needs one).
 */
async function depositCpf(queryClient: QueryClient): Promise<string> {
  try {
    const user = await queryClient.fetchQuery(profileDataQueryOptions())
    const cpf = digitsOnly(user.cpf ?? '')
    return cpf.length === 11 ? cpf : NO_CPF
  } catch {
    return NO_CPF
  }
}

export interface PixRequest {
  gateway: DepositGateway
  /** Centavos. */
  amount: number
  acceptBonus: boolean
}

/**
 * POST brasilcash/qrcode-pix, rexpay/qrcode-pix or wallet/deposit/payment, the answer normalised to one shape.
 *
 * Idempotency: every request carries a key (the mock and payment backends answer a repeat with the first answer).
 * A request that got no answer at all (network, timeout) may have created the charge, so trying the same deposit
 * again reuses its key; any answer ends the key, so a new deposit of the same amount is a new PIX.
 */
export function useGeneratePix() {
  const queryClient = useQueryClient()
  const unanswered = useRef<{ fingerprint: string; key: string } | null>(null)
  return useMutation({
    mutationFn: async (request: PixRequest): Promise<DepositOutcome> => {
      const body: DepositBody = {
        amount: toDecimal(request.amount),
        accept_bonus: request.acceptBonus,
        cpf: await depositCpf(queryClient),
        gateway: request.gateway,
        paymentType: 'pix',
      }
      const fingerprint = JSON.stringify(body)
      const previous = unanswered.current
      const key = previous?.fingerprint === fingerprint ? previous.key : crypto.randomUUID()
      try {
        const answer = await callApi(depositEndpointFor(request.gateway), { body }, { idempotencyKey: key })
        unanswered.current = null
        return normalizeDepositResponse(answer)
      } catch (error) {
        const noAnswer = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
        unanswered.current = noAnswer ? { fingerprint, key } : null
        throw error
      }
    },
  })
}

/** GET wallet/transaction/status/{id}: asked on demand (the panel's countdown), never cached as fresh. */
export function transactionStatusQueryOptions(idTransaction: string) {
  return queryOptions({
    queryKey: [...PLAYER_QUERY_KEY, 'deposit', 'status', idTransaction],
    queryFn: ({ signal }) => callApi(transactionStatus, { params: { id: idTransaction } }, { signal }),
    staleTime: 0,
    // A failed check is silent and the next period asks again: retrying here would only delay the answer.
    retry: false,
  })
}
