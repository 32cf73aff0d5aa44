import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { OverviewPage } from '@/features/wallet/overview-page.tsx'
import { myWalletsQueryOptions } from '@/features/wallet/queries.ts'
import { walletLoadFailure } from '@/features/wallet/rules/failures.ts'
import { routeError } from '@/shared/ui/route-error.tsx'
import { routePending } from '@/shared/ui/page-pending.tsx'
import { walletQueryOptions } from '@/shared/queries.ts'

/**
 * Visão Geral: balance, rollover, actions, coupon and 'Minhas Carteiras'. The page waits for the wallet; the list of
 * wallets starts loading with it and shows its own loading and failure inside its card.
 */
export const Route = createFileRoute('/_authenticated/profile/_wallet-area/wallet')({
  loader: async ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(myWalletsQueryOptions())
    await queryClient.ensureQueryData(walletQueryOptions())
  },
  pendingComponent: routePending(msg`Carregando carteira…`),
  errorComponent: routeError(walletLoadFailure, { toasts: true }),
  component: OverviewPage,
})
