import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { SpinLandingPage } from '@/features/spin/spin-landing-page.tsx'
import { spinPrizesQueryOptions, spinWinnersQueryOptions } from '@/features/spin/queries.ts'
import { prizesFailure } from '@/features/spin/rules/failures.ts'
import { requireVisitor } from '@/shared/route-guards.ts'
import { routePending } from '@/shared/ui/page-pending.tsx'
import { routeError } from '@/shared/ui/route-error.tsx'

export const Route = createFileRoute('/landing/spin')({
  beforeLoad: () => requireVisitor(),
  loader: ({ context: { queryClient } }) => {
    // The winners list loads and fails on its own beside the wheel.
    void queryClient.prefetchQuery(spinWinnersQueryOptions())
    return queryClient.ensureQueryData(spinPrizesQueryOptions())
  },
  pendingComponent: routePending(msg`Carregando roleta…`),
  errorComponent: routeError(prizesFailure),
  component: SpinLandingPage,
})
