import { msg } from '@lingui/core/macro'
import { describeApiFailure } from '@/shared/notices.ts'
import { type Notice } from '@/shared/notice.ts'

/** The sports pages' texts for what did not load. */
export const sportsTexts = {
  leagues: msg`Não foi possível carregar as ligas.`,
  events: msg`Não foi possível carregar as partidas.`,
  event: msg`Não foi possível carregar a partida.`,
  /** The backend has no sports routes yet (a page's words; a list on a page says the shared section text). */
  unavailable: msg`As apostas esportivas ainda não estão disponíveis.`,
}

/** The leagues' failure says the server's own words when it sent some (a 4xx), else the catalogue text. */
export const describeLeaguesFailure = (error: unknown): Notice[] =>
  describeApiFailure(error, { fallback: sportsTexts.leagues })
