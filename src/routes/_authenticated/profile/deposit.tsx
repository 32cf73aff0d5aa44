import { lazy } from 'react'
import { createFileRoute } from '@tanstack/react-router'

// Loaded from the route's own chunk, so the wallet's chunk list stays out of the entry (see wallet-pages.tsx).
const WalletArea = lazy(() => import('@/features/wallet/wallet-pages.tsx').then((m) => ({ default: m.WalletArea })))
const DepositWidgetPage = lazy(() =>
  import('@/features/deposit/deposit-page.tsx').then((m) => ({ default: m.DepositPage })),
)

export const Route = createFileRoute('/_authenticated/profile/deposit')({
  component: DepositRoute,
})

/** Depositar (profileDeposit): the PIX deposit widget over the settings background, inside the wallet area. */
function DepositRoute() {
  return (
    <WalletArea>
      <DepositWidgetPage />
    </WalletArea>
  )
}
