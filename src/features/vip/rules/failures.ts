import { msg } from '@lingui/core/macro'
import type { FailureTexts } from '@/shared/notices.ts'

/** The spec only logs a VIP failure; the page shows the app's one failure view with this text and a retry. */
export const vipLoadFailure: FailureTexts = {
  fallback: msg`Não foi possível carregar o programa VIP.`,
  noResponse: msg`Erro de conexão. Verifique sua internet e tente novamente.`,
  unavailable: msg`O programa VIP ainda não está disponível.`,
}
