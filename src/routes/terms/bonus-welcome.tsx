import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { TermsPage } from '@/features/content/terms-page.tsx'
import { documentFailure } from '@/features/content/rules/failures.ts'
import { routePending } from '@/shared/ui/page-pending.tsx'
import { routeError } from '@/shared/ui/route-error.tsx'

export const Route = createFileRoute('/terms/bonus-welcome')({
  pendingComponent: routePending(msg`Carregando documento…`),
  errorComponent: routeError(documentFailure),
  component: WelcomeBonusRoute,
})

function WelcomeBonusRoute() {
  return <TermsPage name="bonus-welcome" />
}
