import { lazy } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

// Loaded from the route's own chunk, so the wallet's chunk list stays out of the entry (see wallet-pages.tsx).
const WalletArea = lazy(() => import('@/features/wallet/wallet-pages.tsx').then((m) => ({ default: m.WalletArea })))

export const Route = createFileRoute('/_authenticated/profile/deposit')({
  component: DepositPage,
})

/** Depositar, inside the wallet area; the deposit widget takes the placeholder's place. */
function DepositPage() {
  return (
    <WalletArea>
      <UnderConstruction title={<Trans>Depósito</Trans>} />
    </WalletArea>
  )
}
