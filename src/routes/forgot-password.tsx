import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/auth/password/forgot-password-page.tsx'
import { requireVisitor } from '@/shared/route-guards.ts'

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: () => requireVisitor(),
  staticData: { authOverlay: true },
  component: ForgotPasswordPage,
})
