import { Group, Loader, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { MyWallet } from '@/api/wallet-area.ts'
import { describeApiFailure } from '@/shared/notices.ts'
import { useToast } from '@/shared/toast.ts'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { SectionPending } from '@/shared/ui/page-pending.tsx'
import { QueryBoundary } from '@/shared/ui/query-boundary.tsx'
import { myWalletsQueryOptions, useActivateWallet } from '../queries.ts'
import { walletFailureMessages, walletListFailure, walletSwitchFailure } from '../rules/failures.ts'
import { formatWalletMoney } from '../rules/wallet-money.ts'
import { OverviewCard } from './overview-cards.tsx'
import { StatusBadge } from '@/shared/ui/status-badge.tsx'
import classes from './overview.module.css'

/**
 * 'Minhas Carteiras' (GET profile/mywallet), a card that loads and fails on its own: the `Ativa` badge marks the
 * active wallet; clicking another one activates it (POST profile/mywallet/{id}), then the money reloads.
 */
export function MyWallets() {
  return (
    <OverviewCard title={<Trans>Minhas Carteiras</Trans>}>
      <QueryBoundary
        pending={
          <SectionPending>
            <Trans>Carregando carteiras…</Trans>
          </SectionPending>
        }
        failure={({ error, retry }) => (
          <LoadFailure
            layout="section"
            message={walletFailureMessages.walletList}
            onRetry={retry}
            toasts={{ error, texts: walletListFailure }}
          />
        )}
      >
        <WalletList />
      </QueryBoundary>
    </OverviewCard>
  )
}

function WalletList() {
  const { t } = useLingui()
  const toast = useToast()
  const { data: wallets } = useSuspenseQuery(myWalletsQueryOptions())
  const activate = useActivateWallet()

  const choose = (wallet: MyWallet) => {
    if (wallet.active || activate.isPending) return
    activate.mutate(wallet.id, {
      onSuccess: () => toast.success(t`Carteira atualizada com sucesso`),
      onError: (error) => toast.errors(describeApiFailure(error, walletSwitchFailure)),
    })
  }

  if (wallets.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>Nenhuma carteira disponível</Trans>
      </Text>
    )
  }
  return (
    <ul className={classes.walletList} aria-busy={activate.isPending || undefined}>
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <WalletChoice
            wallet={wallet}
            busy={activate.isPending}
            activating={activate.isPending && activate.variables === wallet.id}
            onChoose={() => choose(wallet)}
          />
        </li>
      ))}
    </ul>
  )
}

function WalletChoice({
  wallet,
  busy,
  activating,
  onChoose,
}: {
  wallet: MyWallet
  busy: boolean
  activating: boolean
  onChoose: () => void
}) {
  const total = formatWalletMoney(wallet.total_balance, wallet.currency)
  const bonus = formatWalletMoney(wallet.balance_bonus, wallet.currency)
  const name = wallet.name?.trim() || wallet.currency
  return (
    <button
      type="button"
      className={classes.walletButton}
      aria-pressed={wallet.active}
      disabled={busy && !wallet.active}
      onClick={onChoose}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700} truncate>
          {name}
        </Text>
        {wallet.active ? (
          <StatusBadge tone="success">
            <Trans>Ativa</Trans>
          </StatusBadge>
        ) : activating ? (
          <Loader size="xs" aria-hidden="true" />
        ) : null}
      </Group>
      <Text fw={800} size="lg">
        {total}
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>Bônus: {bonus}</Trans>
      </Text>
    </button>
  )
}
