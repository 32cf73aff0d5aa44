import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import * as v from 'valibot'
import { parseParams, SlugParam } from '@/shared/routing.ts'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/reset-password/$token')({
  params: { parse: (raw) => parseParams(v.object({ token: SlugParam }), raw) },
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  return <UnderConstruction title={<Trans>Redefinir senha</Trans>} />
}
