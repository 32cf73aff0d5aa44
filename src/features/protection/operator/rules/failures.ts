import { msg } from '@lingui/core/macro'
import { describeApiFailure, type Notice } from '@/shared/notices.ts'

/** The operator block's failure text. */
export const operatorTexts = {
  load: msg`Não foi possível carregar os dados do operador.`,
}

export function describeOperatorFailure(error: unknown): Notice[] {
  return describeApiFailure(error, { fallback: operatorTexts.load })
}
