import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { requireVisitor } from '@/shared/route-guards.ts'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/register/{-$code}')({
  beforeLoad: () => requireVisitor(),
  component: RegisterPage,
})

function RegisterPage() {
  return <UnderConstruction title={<Trans>Cadastro</Trans>} />
}
