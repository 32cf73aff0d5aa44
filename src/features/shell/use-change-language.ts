import { useCallback } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import type { AppLocale } from '@/shared/i18n/locales.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { updateLanguageMutationOptions } from './queries.ts'
import { useSwitchLocale } from './use-switch-locale.ts'

/**
 * The player's choice in the language drawer: the switch (use-switch-locale.ts) and, for a logged-in player, the
 * server's record of their language (PUT profile/updateLanguage).
 */
export function useChangeLanguage() {
  const switchLocale = useSwitchLocale()
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  // The spec does not show the answer; a failure leaves the local choice in place, so no message.
  const { mutate: updateServerLanguage } = useMutation(updateLanguageMutationOptions())

  return useCallback(
    async (locale: AppLocale) => {
      await switchLocale(locale)
      if (isAuthenticated) updateServerLanguage(locale)
    },
    [switchLocale, isAuthenticated, updateServerLanguage],
  )
}
