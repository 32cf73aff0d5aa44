import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/errors.ts'
import { describeApiFailure, type Notice } from '@/shared/notices.ts'

export const limitsTexts = {
  load: msg`Erro ao carregar seus limites`,
  save: msg`Erro ao salvar seus limites`,
  saved: msg`Limites salvos.`,
  noResponse: msg`Erro de conexão. Verifique sua internet e tente novamente.`,
}

export const limitsLoadFailure = { fallback: limitsTexts.load, noResponse: limitsTexts.noResponse }

/** A failed save: the server's words for a 4xx, the form's text otherwise. */
export function describeLimitsSaveFailure(error: unknown): Notice[] {
  return describeApiFailure(error, { fallback: limitsTexts.save, noResponse: limitsTexts.noResponse })
}

/**
 * A 401 that ended the session for the day's session time limit: its body says `action: "session_limit"` beside the
 * words to show (mocks/README.md, the player's limits). Any other 401 is the session supervisor's to handle.
 */
export function isSessionLimitRefusal(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 401) return false
  const body = error.body
  return typeof body === 'object' && body !== null && (body as { action?: unknown }).action === 'session_limit'
}
