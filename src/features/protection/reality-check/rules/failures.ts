import { msg } from '@lingui/core/macro'
import type { FailureTexts } from '@/shared/notices.ts'

/** PUT protection/reality-check. */
export const intervalFailure: FailureTexts = {
  fallback: msg`Não foi possível salvar o intervalo do lembrete.`,
  noResponse: msg`Ocorreu um erro na comunicação com o servidor`,
}

/** GET protection/session, inside the reminder. */
export const sessionFailure = msg`Não foi possível carregar o resultado da sessão.`
