import { msg } from '@lingui/core/macro'
import type { FailureTexts } from '@/shared/notices.ts'

export const contentTexts = {
  documentLoad: msg`Não foi possível carregar este documento.`,
  faqLoad: msg`Não foi possível carregar as perguntas frequentes.`,
  pageLoad: msg`Não foi possível carregar esta página.`,
}

/** A content page that could not show (the settings behind its figures did not load). */
export const contentPageFailure: FailureTexts = { fallback: contentTexts.pageLoad }
