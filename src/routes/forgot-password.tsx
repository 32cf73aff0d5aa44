import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { requireVisitor } from '@/shared/route-guards.ts'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: () => requireVisitor(),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  return <UnderConstruction title={<Trans>Recuperar senha</Trans>} />
}
