import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AffiliatePage } from '@/features/affiliate/affiliate-page.tsx'
import { affiliateInfoQueryOptions, affiliateRatesQueryOptions } from '@/features/affiliate/queries.ts'
import { affiliateLoadFailure } from '@/features/affiliate/rules/failures.ts'
import { routeError } from '@/shared/ui/route-error.tsx'
import { routePending } from '@/shared/ui/page-pending.tsx'

/**
 * The affiliate programme. It waits for the affiliate info; the player's record (the rates on the stat cards)
 * starts loading with it and the page shows without it.
 */
export const Route = createFileRoute('/_authenticated/profile/affiliate')({
  loader: async ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(affiliateRatesQueryOptions())
    await queryClient.ensureQueryData(affiliateInfoQueryOptions())
  },
  pendingComponent: routePending(msg`Carregando programa de afiliados…`),
  errorComponent: routeError(affiliateLoadFailure, { toasts: true }),
  component: AffiliatePage,
})
