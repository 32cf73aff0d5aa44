import { lazy, Suspense, useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useSettings } from '@/shared/settings.ts'
import { useEverTrue } from '@/shared/ui/mount-when-opened.tsx'
import { walletQueryOptions } from '@/shared/queries.ts'
import { CouponForm } from './components/coupon-form.tsx'
import { MyWallets } from './components/my-wallets.tsx'
import { ActionsCard, BalanceCard, RolloverCard } from './components/overview-cards.tsx'
import { WalletPageLayout } from './components/wallet-page-layout.tsx'
import { quickWithdrawOpenAtom } from './state.ts'

// The withdraw dialog loads at its first opening.
const WithdrawDialog = lazy(() =>
  import('./components/withdraw-dialog.tsx').then((m) => ({ default: m.WithdrawDialog })),
)

/**
 * /profile/wallet, 'Visão Geral': balance, rollover, actions, coupon and 'Minhas Carteiras'. The route's loader
 * brings the wallet (its pending and error views are the route's); the list of wallets loads and fails on its own.
 */
export function OverviewPage() {
  const setting = useSettings()
  const { data: wallet } = useSuspenseQuery(walletQueryOptions())
  const [withdrawOpen, setWithdrawOpen] = useAtom(quickWithdrawOpenAtom)
  const withdrawMounted = useEverTrue(withdrawOpen)
  // Leaving the page closes the dialog: coming back must not reopen it.
  useEffect(() => () => setWithdrawOpen(false), [setWithdrawOpen])

  return (
    <WalletPageLayout title={<Trans>Visão Geral</Trans>}>
      <BalanceCard wallet={wallet} />
      <RolloverCard wallet={wallet} setting={setting} />
      <ActionsCard onWithdraw={() => setWithdrawOpen(true)} />
      <CouponForm />
      {withdrawMounted ? (
        <Suspense fallback={null}>
          <WithdrawDialog opened={withdrawOpen} onClose={() => setWithdrawOpen(false)} wallet={wallet} />
        </Suspense>
      ) : null}
      <MyWallets />
    </WalletPageLayout>
  )
}
