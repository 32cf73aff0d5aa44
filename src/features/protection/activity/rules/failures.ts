import { msg } from '@lingui/core/macro'
import type { FailureTexts } from '@/shared/notices.ts'

/** GET protection/activity: the statement and its totals. */
export const activityFailure: FailureTexts = {
  fallback: msg`Não foi possível carregar o extrato.`,
  unavailable: msg`O extrato ainda não está disponível.`,
  noResponse: msg`Ocorreu um erro na comunicação com o servidor`,
  unreadable: msg`Ocorreu um erro ao processar a resposta do servidor`,
}

/** GET protection/activity/export: the CSV. */
export const exportFailure: FailureTexts = {
  fallback: msg`Não foi possível exportar o extrato.`,
  noResponse: msg`Ocorreu um erro na comunicação com o servidor`,
  unreadable: msg`Ocorreu um erro ao processar a resposta do servidor`,
}
