import { useEffect, useEffectEvent } from 'react'
import { useLingui } from '@lingui/react'
import { useAtomValue, useSetAtom } from 'jotai'
import { parseLocale, type AppLocale } from '@/shared/i18n/locales.ts'
import { authModalAtom, isAuthenticatedAtom, referralCodeAtom } from '@/shared/session.ts'
import { useSwitchLocale } from './use-switch-locale.ts'

/**
 * The query parameters the spec honours on any page: `lang` selects the language and
 * `code` pre-fills the referral code and opens registration. Boot already applied `lang` before
 * the first paint; this covers links followed inside the running app. Each acts when its value
 * appears in the URL, so a later choice in the language drawer is not undone by a stale `?lang=`.
 */
export function useUrlPreferences({
  lang,
  code,
  onAuthPage = false,
}: {
  lang?: string | undefined
  code?: string | undefined
  /** Login/register pages are the form already: `?code=` only pre-fills, it opens no modal on top. */
  onAuthPage?: boolean
}) {
  const { i18n } = useLingui()
  const switchLocale = useSwitchLocale()
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  const setReferralCode = useSetAtom(referralCodeAtom)
  const setAuthModal = useSetAtom(authModalAtom)

  const applyLocale = useEffectEvent((locale: AppLocale) => {
    if (locale !== i18n.locale) void switchLocale(locale)
  })
  const applyCode = useEffectEvent((referral: string) => {
    setReferralCode(referral)
    if (!isAuthenticated && !onAuthPage) setAuthModal('register')
  })

  const locale = parseLocale(lang)
  useEffect(() => {
    if (locale) applyLocale(locale)
  }, [locale])

  useEffect(() => {
    if (code) applyCode(code)
  }, [code])
}
