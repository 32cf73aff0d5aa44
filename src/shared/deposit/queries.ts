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
import { cpfOnFile } from '@/shared/player-cpf.ts'
import { PLAYER_QUERY_KEY, playerDataKeys, playerDataQueryOptions } from '@/shared/queries.ts'
import { useIdempotentMutation } from '@/shared/query/use-idempotent-mutation.ts'
import type { DepositGateway } from './rules/gateways.ts'

/** The deposit domain's query keys (the wallet and its histories are `walletKeys`, src/shared/wallet.ts). */
export const depositKeys = {
  /** Every status check of a PIX code. */
  statuses: () => [...PLAYER_QUERY_KEY, 'deposit', 'status'] as const,
  /** GET wallet/transaction/status/{id} */
  status: (idTransaction: string) => [...depositKeys.statuses(), idTransaction] as const,
}

/** A deposit asked without a CPF: the form asks for one when the account has none, so this is a bug or a race. */
export class MissingCpfError extends Error {
  constructor() {
    super('A deposit needs the player’s CPF')
    this.name = 'MissingCpfError'
  }
}

/**
 * The cpf the request sends: the one the player typed (the account had none), else the one on file, read from the
 * one cached profile/data. A deposit needs the player's real CPF (src/api/player-cpf.ts): there is no placeholder.
 */
async function depositCpf(queryClient: QueryClient, typed: string | undefined): Promise<string> {
  if (typed) return digitsOnly(typed)
  const onFile = cpfOnFile((await queryClient.fetchQuery(playerDataQueryOptions())).cpf)
  if (onFile === null) throw new MissingCpfError()
  return onFile
}

export interface PixRequest {
  gateway: DepositGateway
  /** Centavos. */
  amount: number
  acceptBonus: boolean
  /** The CPF the player typed because the account has none (kept by the server once the deposit is made). */
  cpf?: string
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
        cpf: await depositCpf(queryClient, request.cpf),
        gateway: request.gateway,
        paymentType: 'pix',
      }
      const answer = await callApi(depositEndpointFor(request.gateway), { body }, { idempotencyKey })
      return normalizeDepositResponse(answer)
    },
    // A CPF typed now is on the account from here on: the next deposit does not ask, the profile shows it.
    onSuccess: (_outcome, request) => {
      if (request.cpf) void queryClient.invalidateQueries({ queryKey: playerDataKeys.data() })
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
