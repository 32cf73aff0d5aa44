import { msg } from '@lingui/core/macro'
import type { FailureTexts } from '@/shared/notices.ts'

/** The wheel's texts for what did not work (the spec shows none: its failures end the loading silently). */
export const spinTexts = {
  prizesLoad: msg`Não foi possível carregar a roleta.`,
  winnersLoad: msg`Não foi possível carregar os ganhadores.`,
  spin: msg`Não foi possível girar a roleta. Tente novamente.`,
  noResponse: msg`Erro de conexão. Verifique sua internet e tente novamente.`,
  unavailable: msg`A roleta ainda não está disponível.`,
}

/** GET spin/prizes (the route's failure). */
export const prizesFailure: FailureTexts = {
  fallback: spinTexts.prizesLoad,
  noResponse: spinTexts.noResponse,
  unavailable: spinTexts.unavailable,
}

/** POST spin/result: the server's words for a refusal (this device already spun), the catalogue's otherwise. */
export const spinFailure: FailureTexts = {
  fallback: spinTexts.spin,
  noResponse: spinTexts.noResponse,
  unavailable: spinTexts.unavailable,
  prefer: 'message',
}
