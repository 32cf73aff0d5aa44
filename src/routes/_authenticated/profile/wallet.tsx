import { lazy } from 'react'
import { createFileRoute } from '@tanstack/react-router'

// Loaded from the route's own chunk, so the wallet's chunk list stays out of the entry (see wallet-pages.tsx).
const WalletOverviewPage = lazy(() =>
  import('@/features/wallet/wallet-pages.tsx').then((m) => ({ default: m.WalletOverviewPage })),
)

export const Route = createFileRoute('/_authenticated/profile/wallet')({
  component: WalletRoute,
})

/** Visão Geral: balance, rollover, actions, coupon and 'Minhas Carteiras' (part 2 §2). */
function WalletRoute() {
  return <WalletOverviewPage />
}
