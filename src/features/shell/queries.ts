import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { categoriesList } from '@/api/categories.ts'
import { profileUpdateLanguage } from '@/api/language.ts'
import { toServerLanguage, type AppLocale } from '@/shared/i18n/locales.ts'

/** The shell's query keys. Settings and the wallet are app-wide: see src/shared. */
export const shellKeys = {
  /** GET categories (the side menu). */
  categories: () => ['categories'] as const,
}

/** The side menu's categories (GET categories). */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: shellKeys.categories(),
    queryFn: async ({ signal }) => (await callApi(categoriesList, {}, { signal })).categories,
    staleTime: 10 * 60_000,
  })
}

/** PUT profile/updateLanguage: the server's record of a logged-in player's language. */
export function updateLanguageMutationOptions() {
  return mutationOptions({
    mutationFn: (locale: AppLocale) => callApi(profileUpdateLanguage, { body: { language: toServerLanguage(locale) } }),
  })
}
