import { mutationOptions } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { profileUpdateLanguage } from '@/api/language.ts'
import { toServerLanguage, type AppLocale } from '@/shared/i18n/locales.ts'

/** PUT profile/updateLanguage: the server's record of a logged-in player's language. */
export function updateLanguageMutationOptions() {
  return mutationOptions({
    mutationFn: (locale: AppLocale) => callApi(profileUpdateLanguage, { body: { language: toServerLanguage(locale) } }),
  })
}
