import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pixKeyDataQueryOptions } from '@/features/wallet/queries.ts'
import { walletLoadFailure } from '@/features/wallet/rules/failures.ts'
import { WithdrawPage } from '@/features/wallet/withdraw-page.tsx'
import { routeError } from '@/shared/ui/route-error.tsx'
import { routePending } from '@/shared/ui/page-pending.tsx'
import { walletQueryOptions } from '@/shared/queries.ts'

/**
 * Sacar: the PIX withdraw page. It waits for the wallet (the balance it may withdraw); the player's data that fills
 * the PIX key starts loading with it, and the form works without it.
 */
export const Route = createFileRoute('/_authenticated/profile/_wallet-area/withdraw')({
  loader: async ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(pixKeyDataQueryOptions())
    await queryClient.ensureQueryData(walletQueryOptions())
  },
  pendingComponent: routePending(msg`Carregando carteira…`),
  errorComponent: routeError(walletLoadFailure, { toasts: true }),
  component: WithdrawPage,
})
