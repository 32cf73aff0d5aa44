import { useState } from 'react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginPage } from '@/features/auth/login/login-page.tsx'
import { requireVisitor } from '@/shared/route-guards.ts'
import { OptionalText, RedirectSearch } from '@/shared/routing.ts'

export const Route = createFileRoute('/login')({
  // `user` and `pass` prefill and submit the form; the page removes them from the URL at once.
  validateSearch: v.object({ redirect: RedirectSearch, user: OptionalText, pass: OptionalText }),
  beforeLoad: () => requireVisitor(),
  staticData: { authOverlay: true },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect, user, pass } = Route.useSearch()
  const navigate = useNavigate()
  // Kept from the first render: the address loses them before the form submits.
  const [autoLogin] = useState(() => (user && pass ? { user, pass } : undefined))
  const [clearCredentials] = useState(
    () => () => navigate({ to: '/login', search: { redirect }, replace: true }),
  )
  return <LoginPage redirect={redirect} autoLogin={autoLogin} clearCredentials={clearCredentials} />
}
