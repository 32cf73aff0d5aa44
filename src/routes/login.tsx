import { useEffect, useRef, useState } from 'react'
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import { useAtomValue } from 'jotai'
import { LoginPage } from '@/features/auth/login/login-page.tsx'
import { linkFromSite, signedInAsOther } from '@/features/auth/login/link-login.ts'
import { requireVisitor } from '@/shared/route-guards.ts'
import { userAtom } from '@/shared/session.ts'
import { readUrlCredentials, RedirectSearch } from '@/shared/routing.ts'

export const Route = createFileRoute('/login')({
  // `user` and `pass` (log in from a link) are deliberately not in the schema: see readUrlCredentials.
  validateSearch: v.object({ redirect: RedirectSearch }),
  // A signed-in visitor is sent home, unless a link brings credentials: the page then asks before switching accounts.
  beforeLoad: ({ location, cause }) => {
    const { user, pass } = readUrlCredentials(location.searchStr)
    if (user && pass) return
    // The same page once its address lost the link's credentials, the confirmation still up ('stay': only the search
    // changed). Entering /login again (back to it after logging in) sends a signed-in player home as before.
    if (cause === 'stay') return
    requireVisitor()
  },
  staticData: { authOverlay: true },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  const router = useRouter()
  const navigate = useNavigate()
  // Kept from the first render: the address loses them before the form submits.
  const [credentials] = useState(() => readUrlCredentials(router.history.location.search))
  const [autoLogin] = useState(() =>
    credentials.user && credentials.pass ? { user: credentials.user, pass: credentials.pass } : undefined,
  )
  const currentUser = useAtomValue(userAtom)
  // Decided on the first render (the address and the session change afterwards): a link from elsewhere, or one that
  // would switch the signed-in player's account, is confirmed first (docs/architecture.md, "Start-up and security").
  const [confirm] = useState(() => {
    if (!autoLogin) return false
    const state = router.history.location.state as { __TSR_index?: unknown } | undefined
    const index = typeof state?.__TSR_index === 'number' ? state.__TSR_index : 0
    const fromSite = linkFromSite(globalThis.document?.referrer ?? '', globalThis.location?.origin ?? '', index)
    return !fromSite || signedInAsOther(currentUser, autoLogin.user)
  })
  // Removes both from the address and, by replacing the entry, from the history; every other parameter stays.
  const [clearCredentials] = useState(
    () => () =>
      navigate({
        to: '/login',
        search: (prev) => {
          const next: Record<string, unknown> = { ...prev }
          delete next.user
          delete next.pass
          return next
        },
        replace: true,
      }),
  )
  // Either one alone is scrubbed too (a password must never stay in the address bar or the history), with no
  // login: the page clears them itself before it submits when both are there.
  const scrubbed = useRef(false)
  useEffect(() => {
    if (autoLogin || scrubbed.current) return
    if (credentials.user === null && credentials.pass === null) return
    scrubbed.current = true
    void clearCredentials()
  }, [autoLogin, clearCredentials, credentials])
  return (
    <LoginPage redirect={redirect} autoLogin={autoLogin} confirmAutoLogin={confirm} clearCredentials={clearCredentials} />
  )
}
