import { useEffect, useRef, useState } from 'react'
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginPage } from '@/features/auth/login/login-page.tsx'
import { requireVisitor } from '@/shared/route-guards.ts'
import { readUrlCredentials, RedirectSearch } from '@/shared/routing.ts'

export const Route = createFileRoute('/login')({
  // `user` and `pass` (log in from a link) are deliberately not in the schema: see readUrlCredentials.
  validateSearch: v.object({ redirect: RedirectSearch }),
  beforeLoad: () => requireVisitor(),
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
  return <LoginPage redirect={redirect} autoLogin={autoLogin} clearCredentials={clearCredentials} />
}
