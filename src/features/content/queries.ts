import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { I18n } from '@lingui/core'
import { parseLocale, type AppLocale } from '@/shared/i18n/locales.ts'
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

/** What a content page's loader gets from the router's context. */
interface LoaderContext {
  queryClient: QueryClient
  i18n: I18n
}

/**
 * A content page's loader starts its document downloading in the active language, so hovering a link preloads it
 * too. It does not wait: the page's title shows at once and the document loads and fails in its own section
 * (docs/architecture.md, "Loading data on routes"). Before the first catalog is active (the first load at start-up
 * runs beside it) the language is not settled, and the page's section asks for the document itself.
 */
export function prefetchLegalDocument({ queryClient, i18n }: LoaderContext, name: LegalDocumentName): void {
  const locale = parseLocale(i18n.locale)
  if (locale) void queryClient.prefetchQuery(legalDocumentQueryOptions(name, locale))
}

/** The FAQ's loader, as prefetchLegalDocument. */
export function prefetchFaq({ queryClient, i18n }: LoaderContext): void {
  const locale = parseLocale(i18n.locale)
  if (locale) void queryClient.prefetchQuery(faqQueryOptions(locale))
}
