import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { LimitsPage } from '@/features/protection/limits/limits-page.tsx'
import { limitsQueryOptions } from '@/features/protection/limits/queries.ts'
import { limitsLoadFailure } from '@/features/protection/limits/rules/failures.ts'
import { routeError } from '@/shared/ui/route-error.tsx'
import { routePending } from '@/shared/ui/page-pending.tsx'

/** Limites: deposit, loss and session time limits. More player-protection settings join as sections of the page. */
export const Route = createFileRoute('/_authenticated/profile/_wallet-area/limits')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(limitsQueryOptions()),
  pendingComponent: routePending(msg`Carregando limites…`),
  errorComponent: routeError(limitsLoadFailure, { toasts: true }),
  component: LimitsRoute,
})

function LimitsRoute() {
  // The reality check's interval (another player-protection setting) mounts here as a child section.
  return <LimitsPage />
}
