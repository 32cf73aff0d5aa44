import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/errors.ts'

/**
 * What each wallet-area call shows when it fails (spec part 2 §8), one notice per entry. An entry is either the
 * server's own words (shown as they come) or one of the texts below (translated).
 *
 * - Wallet load, wallet list, wallet switch and history: "every value of the error body's object" as a notice;
 *   fallbacks 'Erro ao carregar dados da carteira' and 'Erro ao carregar carteiras'. The history tells a reply it
 *   could not read ('Ocorreu um erro ao processar a resposta do servidor') from no reply at all ('Ocorreu um erro na
 *   comunicação com o servidor').
 * - Withdraw (both forms): "the message if present, otherwise the errors-map values; fallbacks 'Erro ao processar
 *   requisição', 'Erro de conexão', and 'Erro ao processar sua solicitação' (also used when a success response says
 *   success false and has no message)". As in the original's axios handler: a reply without readable words gives
 *   the first, no reply the second, anything else (the request never went out) the third.
 * - Coupon: the server's message or 'Erro ao aplicar o cupom'.
 *
 * An HTML error page never reaches a notice: the client keeps only JSON bodies (src/api/client.ts).
 */
export type Notice = string | MessageDescriptor

export const walletFailureTexts = {
  walletLoad: msg`Erro ao carregar dados da carteira`,
  walletList: msg`Erro ao carregar carteiras`,
  walletSwitch: msg`Erro ao atualizar a carteira`,
  historyUnreadable: msg`Ocorreu um erro ao processar a resposta do servidor`,
  historyNoResponse: msg`Ocorreu um erro na comunicação com o servidor`,
  withdrawRequest: msg`Erro ao processar requisição`,
  withdrawConnection: msg`Erro de conexão`,
  withdrawGeneric: msg`Erro ao processar sua solicitação`,
  coupon: msg`Erro ao aplicar o cupom`,
} satisfies Record<string, MessageDescriptor>

/** Wallet load, list and switch: the body's words, else the call's fallback. */
export function describeWalletFailure(error: unknown, fallback: MessageDescriptor): Notice[] {
  const words = isApiError(error) && error.kind === 'http' ? error.messages : []
  return words.length > 0 ? words : [fallback]
}

/** The history tables. */
export function describeHistoryFailure(error: unknown): Notice[] {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
    return [walletFailureTexts.historyNoResponse]
  }
  const words = isApiError(error) && error.kind === 'http' ? error.messages : []
  return words.length > 0 ? words : [walletFailureTexts.historyUnreadable]
}

/** A failed withdraw request (the PIX withdraw page and the wallet's dialog). */
export function describeWithdrawFailure(error: unknown): Notice[] {
  if (!isApiError(error)) return [walletFailureTexts.withdrawGeneric]
  if (error.kind === 'network' || error.kind === 'timeout') return [walletFailureTexts.withdrawConnection]
  if (error.kind === 'malformed') return [walletFailureTexts.withdrawRequest]
  const body = error.body
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const { message, errors } = body as Record<string, unknown>
    if (typeof message === 'string' && message.trim() !== '') return [message]
    const fields = fieldMessages(errors)
    if (fields.length > 0) return fields
  }
  // Laravel's other failure shapes ({ error }, a bare string) still carry words for the player.
  const words = error.messages
  return words.length > 0 ? words : [walletFailureTexts.withdrawRequest]
}

/** A withdraw answer that came back 2xx but says success false. */
export function describeWithdrawRefusal(message: string | undefined): Notice[] {
  return [message?.trim() ? message : walletFailureTexts.withdrawGeneric]
}

/** A failed coupon: the server's message (its first words), or the fallback. */
export function describeCouponFailure(error: unknown): Notice {
  const words = isApiError(error) && error.kind === 'http' ? error.messages : []
  return words[0] ?? walletFailureTexts.coupon
}

/** Laravel's errors map (field -> message or list of messages) as one list, in order. */
function fieldMessages(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return []
  return Object.values(errors as Record<string, unknown>)
    .flat()
    .filter((message): message is string => typeof message === 'string' && message.trim() !== '')
}
