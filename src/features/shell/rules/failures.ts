import { msg } from '@lingui/core/macro'
import { describeApiFailure } from '@/shared/notices.ts'
import { type Notice } from '@/shared/notice.ts'

/** The shell's failure texts (the spec's words). */
export const shellFailureMessages = {
  categories: msg`Não foi possível carregar as categorias.`,
}

/** The side menu's categories: each of the server's words from a 4xx, otherwise the menu's own text. */
export function describeCategoriesFailure(error: unknown): Notice[] {
  return describeApiFailure(error, { fallback: shellFailureMessages.categories })
}
