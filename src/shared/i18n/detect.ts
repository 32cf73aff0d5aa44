import { DEFAULT_LOCALE, parseLocale, type AppLocale } from './locales.ts'

/** localStorage key holding the player's chosen locale. */
export const LANGUAGE_KEY = 'language'

export interface LocaleSources {
  /** The page's query string: `?lang=` wins: a shared link opens in the language it names. */
  search?: string
  /** What the player chose before (localStorage `language`). */
  stored?: string | null
  /** navigator.languages, best first. */
  preferred?: readonly string[]
}

/** ?lang, then the remembered choice, then the browser's languages, then pt-BR. */
export function pickLocale({ search = '', stored, preferred = [] }: LocaleSources): AppLocale {
  const fromQuery = parseLocale(new URLSearchParams(search).get('lang'))
  if (fromQuery) return fromQuery
  const fromStorage = parseLocale(stored)
  if (fromStorage) return fromStorage
  for (const language of preferred) {
    const locale = parseLocale(language)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

export function readStoredLocale(): AppLocale | null {
  try {
    return parseLocale(localStorage.getItem(LANGUAGE_KEY))
  } catch {
    return null
  }
}

export function rememberLocale(locale: AppLocale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale)
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this visit only.
  }
}

/** The boot-time choice from the real page. */
export function detectInitialLocale(): AppLocale {
  const locale = pickLocale({
    search: globalThis.location?.search ?? '',
    stored: readStoredLocale(),
    preferred: globalThis.navigator?.languages ?? [],
  })
  // A `?lang=` link keeps working after the player navigates away from it.
  if (new URLSearchParams(globalThis.location?.search ?? '').get('lang')) rememberLocale(locale)
  return locale
}
