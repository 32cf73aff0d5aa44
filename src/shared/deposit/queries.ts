import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import {
  depositEndpointFor,
  normalizeDepositResponse,
  transactionStatus,
  type DepositBody,
  type DepositOutcome,
} from '@/api/deposit.ts'
import { toDecimal } from '@/api/money.ts'
import { digitsOnly } from '@/shared/br/masks.ts'
import { PLAYER_QUERY_KEY, playerDataQueryOptions } from '@/shared/queries.ts'
import { useIdempotentMutation } from '@/shared/query/use-idempotent-mutation.ts'
import type { DepositGateway } from './rules/gateways.ts'

/** The deposit domain's query keys (the wallet and its histories are `walletKeys`, src/shared/wallet.ts). */
export const depositKeys = {
  /** Every status check of a PIX code. */
  statuses: () => [...PLAYER_QUERY_KEY, 'deposit', 'status'] as const,
  /** GET wallet/transaction/status/{id} */
  status: (idTransaction: string) => [...depositKeys.statuses(), idTransaction] as const,
}

/** The cpf the deposit sends when the player has none on file: eleven zeros. */
export const NO_CPF = '00000000000'

/**
 * The cpf as eleven digits, or eleven zeros when the player has none (or it cannot be read now: the deposit does not
 * wait on a failing profile call, the gateway asks again if it needs one). Read from the one cached profile/data.
 */
async function depositCpf(queryClient: QueryClient): Promise<string> {
  try {
    const user = await queryClient.fetchQuery(playerDataQueryOptions())
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
 * POST brasilcash/qrcode-pix, rexpay/qrcode-pix or wallet/deposit/payment, the answer normalised to one shape. Sent
 * as a money action (useIdempotentMutation): a second submit while one is on its way sends nothing, and trying the
 * same deposit again after no answer reuses its idempotency key, so the gateway never creates two charges for it.
 */
export function useGeneratePix() {
  const queryClient = useQueryClient()
  return useIdempotentMutation({
    mutationFn: async (request: PixRequest, idempotencyKey): Promise<DepositOutcome> => {
      const body: DepositBody = {
        amount: toDecimal(request.amount),
        accept_bonus: request.acceptBonus,
        cpf: await depositCpf(queryClient),
        gateway: request.gateway,
        paymentType: 'pix',
      }
      const answer = await callApi(depositEndpointFor(request.gateway), { body }, { idempotencyKey })
      return normalizeDepositResponse(answer)
    },
  })
}

/** GET wallet/transaction/status/{id}: asked on demand (the panel's countdown), never cached as fresh. */
export function transactionStatusQueryOptions(idTransaction: string) {
  return queryOptions({
    queryKey: depositKeys.status(idTransaction),
    queryFn: ({ signal }) => callApi(transactionStatus, { params: { id: idTransaction } }, { signal }),
    staleTime: 0,
    // A failed check is silent and the next period asks again: retrying here would only delay the answer.
    retry: false,
  })
}
