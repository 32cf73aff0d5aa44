import type { I18n, Messages } from '@lingui/core'
import { retryImport } from '../retry-import.ts'

/** pt-BR is the source locale; en and es are complete translations. */
export const LOCALES = ['pt-BR', 'en', 'es'] as const
export type AppLocale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: AppLocale = 'pt-BR'

/**
 * Each language named in itself, as language pickers do, so a player who cannot read the current
 * language still finds their own. Deliberately not translated.
 */
export const LOCALE_NAMES: Record<AppLocale, string> = {
  'pt-BR': 'Português (Brasil)',
  en: 'English',
  es: 'Español',
}

export function isAppLocale(value: string): value is AppLocale {
  return (LOCALES as readonly string[]).includes(value)
}

/** Accepts what the outside world sends: `?lang=pt-br`, the server's `pt_BR`, `en-US`, `ES`. */
export function parseLocale(input: string | null | undefined): AppLocale | null {
  if (!input) return null
  const norm = input.trim().toLowerCase().replace('_', '-').replace(/^php-/, '')
  if (norm === 'pt-br' || norm === 'pt') return 'pt-BR'
  if (norm === 'en' || norm.startsWith('en-')) return 'en'
  if (norm === 'es' || norm.startsWith('es-')) return 'es'
  return null
}

/** The backend's language codes (profile/updateLanguage). */
export function toServerLanguage(locale: AppLocale): 'pt_BR' | 'en' | 'es' {
  return locale === 'pt-BR' ? 'pt_BR' : locale
}

const catalogs: Record<AppLocale, () => Promise<{ messages: Messages }>> = {
  'pt-BR': () => import('../../../locales/pt-BR/messages.po'),
  en: () => import('../../../locales/en/messages.po'),
  es: () => import('../../../locales/es/messages.po'),
}

/**
 * Loads the catalog (its own chunk, retried when its download fails, and fetched again on the next call after a
 * failure), activates it and keeps `<html lang>` in step.
 */
export async function activateLocale(i18n: I18n, locale: AppLocale): Promise<void> {
  const { messages } = await retryImport(catalogs[locale])
  i18n.loadAndActivate({ locale, messages })
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}
