import { useCallback } from 'react'
import { useLingui } from '@lingui/react'
import { useMutation } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { activateLocale, type AppLocale } from '@/shared/i18n/locales.ts'
import { rememberLocale } from '@/shared/i18n/detect.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { updateLanguageMutationOptions } from './queries.ts'

export interface ChangeLanguageOptions {
  /** Tell the server (PUT profile/updateLanguage) when logged in. Off for `?lang=` links. */
  syncServer?: boolean
}

/**
 * Switches the catalog (its own chunk), `<html lang>`, the remembered choice (localStorage
 * `language`) and, for a logged-in player, the server's record of their language.
 */
export function useChangeLanguage() {
  const { i18n } = useLingui()
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  // The spec does not show the answer; a failure leaves the local choice in place, so no message.
  const { mutate: updateServerLanguage } = useMutation(updateLanguageMutationOptions())

  return useCallback(
    async (locale: AppLocale, { syncServer = true }: ChangeLanguageOptions = {}) => {
      await activateLocale(i18n, locale)
      rememberLocale(locale)
      if (syncServer && isAuthenticated) updateServerLanguage(locale)
    },
    [i18n, isAuthenticated, updateServerLanguage],
  )
}
