import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DepositFailure } from '@/api/deposit.ts'
import { isApiError } from '@/api/errors.ts'

/** Part 1 §8, word for word. */
export const depositFailureMessages = {
  missingId: msg`Erro ao obter ID da transação. Tente novamente.`,
  empty: msg`Erro ao gerar o PIX. Tente novamente.`,
  processing: msg`Erro ao processar requisição`,
  connection: msg`Erro de conexão`,
} satisfies Record<string, MessageDescriptor>

export type FailureText = string | MessageDescriptor

/**
 * What a PIX request that gave no code shows, one toast each (part 1 §8):
 * - an answer with a code but no transaction id: 'Erro ao obter ID da transação. Tente novamente.';
 * - an empty answer (nothing, or no code): 'Erro ao gerar o PIX. Tente novamente.';
 * - an API error: every value of its error object, or 'Erro ao processar requisição' when it has none (an HTML
 *   error page, a body that breaks the contract);
 * - no response (network down, timeout): 'Erro de conexão'.
 *
 * 401/403 say nothing here: the session sends the player to log in.
 */
export function describeDepositFailure(failure: DepositFailure | unknown): FailureText[] {
  if (isDepositFailure(failure)) {
    if (failure.reason === 'missing-id') return [depositFailureMessages.missingId]
    if (failure.reason === 'empty') return [depositFailureMessages.empty]
    return failure.messages.length > 0 ? failure.messages : [depositFailureMessages.processing]
  }
  if (!isApiError(failure)) return [depositFailureMessages.processing]
  if (failure.kind === 'network' || failure.kind === 'timeout') return [depositFailureMessages.connection]
  if (failure.isAuthError) return []
  if (failure.kind === 'malformed') return [depositFailureMessages.processing]
  const messages = failure.messages
  return messages.length > 0 ? messages : [depositFailureMessages.processing]
}

function isDepositFailure(value: unknown): value is DepositFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    'ok' in value &&
    value.ok === false &&
    'reason' in value &&
    'messages' in value
  )
}
