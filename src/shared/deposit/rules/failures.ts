import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DepositFailure } from '@/api/deposit.ts'
import type { FailureTexts } from '@/shared/notices.ts'
import type { Notice } from '@/shared/notice.ts'

/** The deposit's failure texts, word for word as the product spec gives them. */
export const depositFailureMessages = {
  missingId: msg`Erro ao obter ID da transação. Tente novamente.`,
  empty: msg`Erro ao gerar o PIX. Tente novamente.`,
  processing: msg`Erro ao processar requisição`,
  connection: msg`Erro de conexão`,
} satisfies Record<string, MessageDescriptor>

/**
 * A PIX request that failed (describeApiFailure, src/shared/notices.ts): a 4xx shows every value of its error
 * object, one toast each; a 5xx, an HTML error page or a body that breaks the contract shows 'Erro ao processar
 * requisição'; no response (network down, timeout) 'Erro de conexão'. 401/403 say nothing here: the session sends
 * the player to log in.
 */
export const depositFailureTexts: FailureTexts = {
  fallback: depositFailureMessages.processing,
  noResponse: depositFailureMessages.connection,
  silentAuth: true,
}

/**
 * A PIX request answered 2xx without a usable code: a code but no transaction id gives 'Erro ao obter ID da
 * transação. Tente novamente.'; an empty answer (nothing, or no code) 'Erro ao gerar o PIX. Tente novamente.'; a
 * refusal (status false) its own words, or 'Erro ao processar requisição' when it has none.
 */
export function depositRefusal(failure: DepositFailure): Notice[] {
  if (failure.reason === 'missing-id') return [depositFailureMessages.missingId]
  if (failure.reason === 'empty') return [depositFailureMessages.empty]
  return failure.messages.length > 0 ? failure.messages : [depositFailureMessages.processing]
}
