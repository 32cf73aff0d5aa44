import { msg } from '@lingui/core/macro'
import { describeApiFailure } from '@/shared/notices.ts'
import { type Notice } from '@/shared/notice.ts'

export const limitsTexts = {
  load: msg`Erro ao carregar seus limites`,
  save: msg`Erro ao salvar seus limites`,
  saved: msg`Limites salvos.`,
  noResponse: msg`Erro de conexão. Verifique sua internet e tente novamente.`,
  unavailable: msg`Os limites ainda não estão disponíveis.`,
}

export const limitsLoadFailure = {
  fallback: limitsTexts.load,
  noResponse: limitsTexts.noResponse,
  unavailable: limitsTexts.unavailable,
}

/** A failed save: the server's words for a 4xx, the form's text otherwise. */
export function describeLimitsSaveFailure(error: unknown): Notice[] {
  return describeApiFailure(error, { fallback: limitsTexts.save, noResponse: limitsTexts.noResponse })
}
