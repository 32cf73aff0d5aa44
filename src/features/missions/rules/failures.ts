import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FailureTexts } from '@/shared/notices.ts'

/**
 * The missions modal's texts. The spec gives only the success notice ('Mission accepted successfully'); the
 * failures follow the app's pattern: a 4xx's words (the backend's refusal) as they come, otherwise these.
 */
export const missionTexts = {
  accepted: msg`Missão aceita com sucesso`,
  load: msg`Não foi possível carregar as missões.`,
  accept: msg`Não foi possível aceitar a missão.`,
  collect: msg`Não foi possível coletar as recompensas.`,
  noResponse: msg`Erro de conexão. Verifique sua internet e tente novamente.`,
  nothingToCollect: msg`Nenhuma recompensa para coletar.`,
  unavailable: msg`As missões ainda não estão disponíveis.`,
} satisfies Record<string, MessageDescriptor>

export const missionsLoadFailure: FailureTexts = {
  fallback: missionTexts.load,
  noResponse: missionTexts.noResponse,
  unavailable: missionTexts.unavailable,
}
export const missionAcceptFailure: FailureTexts = { fallback: missionTexts.accept, noResponse: missionTexts.noResponse }
export const missionsCollectFailure: FailureTexts = {
  fallback: missionTexts.collect,
  noResponse: missionTexts.noResponse,
}
