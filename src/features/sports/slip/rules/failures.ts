import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/errors.ts'
import { betRefusal, type BetRefusal } from '@/api/sports.ts'
import { describeApiFailure } from '@/shared/notices.ts'
import { type Notice } from '@/shared/notice.ts'

/** The catalogue's words for a refused or failed placement. */
export const PLACEMENT_FAILURE = {
  fallback: msg`Não foi possível registrar sua aposta. Tente novamente.`,
  noResponse: msg`Sem resposta do servidor. Verifique sua conexão e tente novamente.`,
  unreadable: msg`Ocorreu um erro ao processar a resposta do servidor`,
  // A backend without the sports routes: the slip keeps the picks and says so.
  unavailable: msg`As apostas esportivas ainda não estão disponíveis.`,
}

export function placementNotices(error: unknown): Notice[] {
  return describeApiFailure(error, PLACEMENT_FAILURE)
}

/** The server's list of changed or suspended selections of a refused placement (a 422 with `changes`). */
export function placementRefusal(error: unknown): BetRefusal | null {
  return isApiError(error) && error.kind === 'http' ? betRefusal(error.body) : null
}

/** The catalogue's words when my bets do not load. */
export const MY_BETS_FAILURE = {
  fallback: msg`Não foi possível carregar suas apostas.`,
  noResponse: msg`Sem resposta do servidor. Verifique sua conexão e tente novamente.`,
  unreadable: msg`Ocorreu um erro ao processar a resposta do servidor`,
  unavailable: msg`O histórico de apostas ainda não está disponível.`,
}
