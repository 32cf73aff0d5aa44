import { msg } from '@lingui/core/macro'
import { describeApiFailure } from '@/shared/notices.ts'
import { type Notice } from '@/shared/notice.ts'

/** The operator block's failure text. */
export const operatorTexts = {
  load: msg`Não foi possível carregar os dados do operador.`,
  /** The backend has no settings/operator yet: the footer says so in its block, the rest of the page works. */
  unavailable: msg`A identificação do operador ainda não está disponível.`,
}

export function describeOperatorFailure(error: unknown): Notice[] {
  return describeApiFailure(error, { fallback: operatorTexts.load, unavailable: operatorTexts.unavailable })
}
