import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { MyWallet } from '@/api/wallet.ts'
import { useToast } from '@/shared/toast.ts'
import { formatWalletMoney } from '../money.ts'
import { myWalletsQueryOptions, useActivateWallet } from '../queries.ts'
import { describeWalletFailure, walletFailureTexts } from '../rules/failures.ts'
import { useErrorNotices, useQueryFailureNotices } from '../use-notices.ts'
import { OverviewCard } from './overview-cards.tsx'
import { StatusBadge } from './status-badge.tsx'
import classes from './overview.module.css'

const describeListFailure = (error: unknown) => describeWalletFailure(error, walletFailureTexts.walletList)

/**
 * 'Minhas Carteiras' (GET profile/mywallet): the `Ativa` badge marks the active wallet; clicking another one
 * activates it (POST profile/mywallet/{id}), then both wallet queries reload.
 */
export function MyWallets() {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const showErrors = useErrorNotices()
  const wallets = useQuery(myWalletsQueryOptions())
  useQueryFailureNotices(wallets, describeListFailure)
  const activate = useActivateWallet()

  const choose = (wallet: MyWallet) => {
    if (wallet.active || activate.isPending) return
    activate.mutate(wallet.id, {
      onSuccess: () => toast.success(t`Carteira atualizada com sucesso`),
      onError: (error) => showErrors(describeWalletFailure(error, walletFailureTexts.walletSwitch)),
    })
  }

  return (
    <OverviewCard title={<Trans>Minhas Carteiras</Trans>}>
      {wallets.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">
            <Trans>Carregando carteiras…</Trans>
          </Text>
        </Group>
      ) : wallets.isError ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{i18n._(walletFailureTexts.walletList)}</Text>
          <Button variant="light" size="xs" onClick={() => void wallets.refetch()}>
            <Trans>Tentar novamente</Trans>
          </Button>
        </Stack>
      ) : wallets.data.length === 0 ? (
        <Text c="dimmed">
          <Trans>Nenhuma carteira disponível</Trans>
        </Text>
      ) : (
        <ul className={classes.walletList} aria-busy={activate.isPending || undefined}>
          {wallets.data.map((wallet) => (
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
      )}
    </OverviewCard>
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
