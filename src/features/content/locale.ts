import { useLingui } from '@lingui/react/macro'
import { DEFAULT_LOCALE, parseLocale, type AppLocale } from '@/shared/i18n/locales.ts'

/** The active interface language: the documents load in it. */
export function useActiveLocale(): AppLocale {
  const { i18n } = useLingui()
  return parseLocale(i18n.locale) ?? DEFAULT_LOCALE
}
