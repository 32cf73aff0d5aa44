import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { TermsPage } from '@/features/content/terms-page.tsx'
import { documentFailure } from '@/features/content/rules/failures.ts'
import { routePending } from '@/shared/ui/page-pending.tsx'
import { routeError } from '@/shared/ui/route-error.tsx'

export const Route = createFileRoute('/terms/conditions-reference')({
  pendingComponent: routePending(msg`Carregando documento…`),
  errorComponent: routeError(documentFailure),
  component: ConditionsReferenceRoute,
})

function ConditionsReferenceRoute() {
  return <TermsPage name="conditions-reference" />
}
