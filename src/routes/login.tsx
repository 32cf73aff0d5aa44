import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginPage } from '@/features/auth/login/login-page.tsx'
import { useLinkLogin } from '@/features/auth/login/use-link-login.ts'
import { requireVisitor } from '@/shared/route-guards.ts'
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
  const link = useLinkLogin()
  return (
    <LoginPage
      redirect={redirect}
      autoLogin={link.autoLogin}
      confirmAutoLogin={link.confirmAutoLogin}
      clearCredentials={link.clearCredentials}
    />
  )
}
