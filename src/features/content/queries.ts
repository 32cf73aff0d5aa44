import { queryOptions } from '@tanstack/react-query'
import type { AppLocale } from '@/shared/i18n/locales.ts'
import { loadFaq, loadLegalDocument } from './documents/load.ts'
import type { LegalDocumentName } from './documents/types.ts'

/**
 * The content pages' documents are code (lazy chunks, one per document and locale), not API calls; they go through
 * Query all the same, so the pages load and fail like every other page (pending view, route error, retry).
 */
export const contentKeys = {
  all: () => ['content'] as const,
  legal: (name: LegalDocumentName, locale: AppLocale) => [...contentKeys.all(), 'legal', name, locale] as const,
  faq: (locale: AppLocale) => [...contentKeys.all(), 'faq', locale] as const,
}

export function legalDocumentQueryOptions(name: LegalDocumentName, locale: AppLocale) {
  return queryOptions({
    queryKey: contentKeys.legal(name, locale),
    queryFn: () => loadLegalDocument(name, locale),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function faqQueryOptions(locale: AppLocale) {
  return queryOptions({
    queryKey: contentKeys.faq(locale),
    queryFn: () => loadFaq(locale),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
