import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ResetPasswordPage } from '@/features/auth/password/reset-password-page.tsx'
import { parseParams, SlugParam } from '@/shared/routing.ts'

export const Route = createFileRoute('/reset-password/$token')({
  params: { parse: (raw) => parseParams(v.object({ token: SlugParam }), raw) },
  staticData: { authOverlay: true },
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token } = Route.useParams()
  return <ResetPasswordPage token={token} />
}
