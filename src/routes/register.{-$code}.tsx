import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '@/features/auth/register/register-page.tsx'
import { requireVisitor } from '@/shared/route-guards.ts'

export const Route = createFileRoute('/register/{-$code}')({
  beforeLoad: () => requireVisitor(),
  staticData: { authOverlay: true },
  component: RegisterRoute,
})

/** The segment is a referral code or a spin token (the page tells them apart); `?code=` is the root's search. */
function RegisterRoute() {
  const { code } = Route.useParams()
  const search = Route.useSearch()
  return <RegisterPage routeCode={code} queryCode={search.code} />
}
