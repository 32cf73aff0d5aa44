import { msg } from '@lingui/core/macro'
import type { FailureTexts } from '@/shared/notices.ts'

export const contentTexts = {
  documentLoad: msg`Não foi possível carregar este documento.`,
  faqLoad: msg`Não foi possível carregar as perguntas frequentes.`,
}

/** A terms page whose document did not download. */
export const documentFailure: FailureTexts = { fallback: contentTexts.documentLoad }
