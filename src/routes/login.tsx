import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import * as v from 'valibot'
import { requireVisitor } from '@/shared/route-guards.ts'
import { RedirectSearch } from '@/shared/routing.ts'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/login')({
  validateSearch: v.object({ redirect: RedirectSearch }),
  beforeLoad: () => requireVisitor(),
  component: LoginPage,
})

function LoginPage() {
  return <UnderConstruction title={<Trans>Entrar</Trans>} />
}
