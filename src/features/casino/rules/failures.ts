import { msg } from '@lingui/core/macro'
import { describeApiFailure } from '@/shared/notices.ts'
import { type Notice } from '@/shared/notice.ts'

/** The casino's own texts for what went wrong. Loading failures of lists end loading quietly (see the pages). */
export const casinoTexts = {
  favorite: msg`Não foi possível atualizar seus favoritos. Tente novamente.`,
  loadGames: msg`Não foi possível carregar os jogos.`,
  loadGame: msg`Não foi possível carregar o jogo.`,
}

export const describeFavoriteFailure = (error: unknown): Notice[] =>
  describeApiFailure(error, { fallback: casinoTexts.favorite, silentAuth: true })
