import { lazy, Suspense, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { useSettings } from '@/shared/settings.ts'
import { CouponForm } from './coupon-form.tsx'
import { MyWallets } from './my-wallets.tsx'
import { ActionsCard, BalanceCard, RolloverCard } from './overview-cards.tsx'
import { WalletLoader } from './wallet-loader.tsx'
import { WalletPage } from './wallet-page.tsx'

// The withdraw dialog loads at its first opening.
const WithdrawDialog = lazy(() => import('./withdraw-dialog.tsx').then((m) => ({ default: m.WithdrawDialog })))

/** /profile/wallet, 'Visão Geral' (part 2 §2). */
export function WalletOverview() {
  const setting = useSettings()
  const [dialog, setDialog] = useState<'never' | 'open' | 'closed'>('never')

  return (
    <WalletPage title={<Trans>Visão Geral</Trans>}>
      <WalletLoader>
        {(wallet) => (
          <>
            <BalanceCard wallet={wallet} />
            <RolloverCard wallet={wallet} setting={setting} />
            <ActionsCard onWithdraw={() => setDialog('open')} />
            <CouponForm />
            {dialog !== 'never' ? (
              <Suspense fallback={null}>
                <WithdrawDialog opened={dialog === 'open'} onClose={() => setDialog('closed')} wallet={wallet} />
              </Suspense>
            ) : null}
          </>
        )}
      </WalletLoader>
      <MyWallets />
    </WalletPage>
  )
}
