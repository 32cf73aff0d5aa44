import { useCallback } from 'react'
import { useLingui } from '@lingui/react'
import { activateLocale, type AppLocale } from '@/shared/i18n/locales.ts'
import { rememberLocale } from '@/shared/i18n/detect.ts'

/**
 * Switches the catalog (its own chunk), `<html lang>` and the remembered choice (localStorage `language`). Alone, it is
 * a `?lang=` link's change (use-url-preferences.ts), which tells the server nothing. A module of its own, without the
 * server's part (use-change-language.ts), so the entry, where the shell follows those links, carries no mutation
 * (the size budget, docs/performance.md).
 */
export function useSwitchLocale() {
  const { i18n } = useLingui()
  return useCallback(
    async (locale: AppLocale) => {
      await activateLocale(i18n, locale)
      rememberLocale(locale)
    },
    [i18n],
  )
}
