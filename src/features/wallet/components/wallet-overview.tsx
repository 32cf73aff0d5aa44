import { lazy, Suspense, useState } from 'react'
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSettings } from '@/shared/settings.ts'
import { useWallet } from '@/shared/wallet.ts'
import { describeWalletFailure, walletFailureTexts } from '../rules/failures.ts'
import { useQueryFailureNotices } from '../use-notices.ts'
import { CouponForm } from './coupon-form.tsx'
import { MyWallets } from './my-wallets.tsx'
import { ActionsCard, BalanceCard, RolloverCard } from './overview-cards.tsx'
import { WalletPage } from './wallet-page.tsx'

// The withdraw dialog loads at its first opening.
const WithdrawDialog = lazy(() => import('./withdraw-dialog.tsx').then((m) => ({ default: m.WithdrawDialog })))

const describeLoadFailure = (error: unknown) => describeWalletFailure(error, walletFailureTexts.walletLoad)

/** /profile/wallet, 'Visão Geral' (part 2 §2). */
export function WalletOverview() {
  const { i18n } = useLingui()
  const setting = useSettings()
  const wallet = useWallet()
  useQueryFailureNotices(wallet, describeLoadFailure)
  const [dialog, setDialog] = useState<'never' | 'open' | 'closed'>('never')

  return (
    <WalletPage title={<Trans>Visão Geral</Trans>}>
      {wallet.data ? (
        <>
          <BalanceCard wallet={wallet.data} />
          <RolloverCard wallet={wallet.data} setting={setting} />
          <ActionsCard onWithdraw={() => setDialog('open')} />
          <CouponForm />
        </>
      ) : wallet.isError ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{i18n._(walletFailureTexts.walletLoad)}</Text>
            <Button variant="light" size="xs" onClick={() => void wallet.refetch()}>
              <Trans>Tentar novamente</Trans>
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Group gap="sm" role="status" py="xl" justify="center">
          <Loader size="md" />
          <Text>
            <Trans>Carregando carteira…</Trans>
          </Text>
        </Group>
      )}
      <MyWallets />
      {dialog !== 'never' && wallet.data ? (
        <Suspense fallback={null}>
          <WithdrawDialog opened={dialog === 'open'} onClose={() => setDialog('closed')} wallet={wallet.data} />
        </Suspense>
      ) : null}
    </WalletPage>
  )
}
