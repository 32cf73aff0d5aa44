import { msg } from '@lingui/core/macro'
import type { FailureTexts } from '@/shared/notices.ts'

/** PUT protection/reality-check. */
export const intervalFailure: FailureTexts = {
  fallback: msg`Não foi possível salvar o intervalo do lembrete.`,
  noResponse: msg`Ocorreu um erro na comunicação com o servidor`,
}

/** GET protection/session, inside the reminder. */
export const sessionFailure = msg`Não foi possível carregar o resultado da sessão.`
/** The same, when the backend has no protection/session yet: the reminder still says the time played. */
export const sessionUnavailable = msg`O resultado da sessão ainda não está disponível.`

/** GET protection/reality-check on the limits page, when the backend has no such route yet. */
export const intervalUnavailable = msg`O lembrete de tempo de jogo ainda não está disponível.`
