import { msg } from '@lingui/core/macro'
import { describeApiFailure, type FailureTexts } from '@/shared/notices.ts'

/** The pause page's and the withdraw-only screen's texts for failures. */
export const pauseTexts = {
  pauseFailed: msg`Não foi possível registrar a pausa. Tente novamente.`,
  noResponse: msg`Erro de conexão. Verifique sua internet e tente novamente.`,
  unreadable: msg`Erro ao processar resposta do servidor.`,
  balanceLoad: msg`Erro ao carregar o saldo`,
  balanceLoading: msg`Carregando saldo…`,
  withdrawFailed: msg`Erro ao processar sua solicitação`,
  cashOnly: msg`Você ainda pode sacar o saldo em dinheiro; o bônus não é sacável.`,
}

export const pauseFailure: FailureTexts = {
  fallback: pauseTexts.pauseFailed,
  noResponse: pauseTexts.noResponse,
  unreadable: pauseTexts.unreadable,
}

export const pauseWithdrawFailure: FailureTexts = {
  fallback: pauseTexts.withdrawFailed,
  noResponse: pauseTexts.noResponse,
  unreadable: pauseTexts.unreadable,
}

export const describePauseFailure = (error: unknown) => describeApiFailure(error, pauseFailure)
