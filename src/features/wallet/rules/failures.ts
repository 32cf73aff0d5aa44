import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FailureTexts } from '@/shared/notices.ts'
import type { Notice } from '@/shared/notice.ts'

/**
 * The wallet area's failure texts, word for word as the product spec gives them. Every call shows "every value of
 * the error body's object" as a notice when a 4xx answer has words (describeApiFailure, src/shared/notices.ts), and
 * its own text below otherwise: a 5xx, an HTML page or a debug trace never reaches the player.
 */
export const walletFailureMessages = {
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

/** GET profile/wallet. */
export const walletLoadFailure: FailureTexts = { fallback: walletFailureMessages.walletLoad }

/** GET profile/mywallet ('Minhas Carteiras'). */
export const walletListFailure: FailureTexts = { fallback: walletFailureMessages.walletList }

/** POST profile/mywallet/{id} (switching the active wallet). */
export const walletSwitchFailure: FailureTexts = { fallback: walletFailureMessages.walletSwitch }

/** The history tables: a reply that could not be read, or no reply at all. */
export const historyFailure: FailureTexts = {
  fallback: walletFailureMessages.historyUnreadable,
  noResponse: walletFailureMessages.historyNoResponse,
}

/**
 * A withdraw request (the PIX withdraw page and the wallet's dialog): the body's message if present, otherwise its
 * errors-map values; a reply without words 'Erro ao processar requisição', no reply 'Erro de conexão', and a request
 * that never went out 'Erro ao processar sua solicitação'.
 */
export const withdrawFailure: FailureTexts = {
  fallback: walletFailureMessages.withdrawRequest,
  noResponse: walletFailureMessages.withdrawConnection,
  unexpected: walletFailureMessages.withdrawGeneric,
  prefer: 'message',
}

/** A withdraw answer that came back 2xx but says success false: its message, or 'Erro ao processar sua solicitação'. */
export function withdrawRefusal(message: string | undefined): Notice[] {
  return [message?.trim() ? message : walletFailureMessages.withdrawGeneric]
}

/** The coupon field: the server's first words, or 'Erro ao aplicar o cupom'. */
export const couponFailure: FailureTexts = { fallback: walletFailureMessages.coupon, first: true }
