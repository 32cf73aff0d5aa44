import type { ReactNode } from 'react'
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Wallet } from '@/api/wallet.ts'
import { useWallet } from '@/shared/wallet.ts'
import { describeWalletFailure, walletFailureTexts } from '../rules/failures.ts'
import { useQueryFailureNotices } from '../use-notices.ts'

const describeLoadFailure = (error: unknown) => describeWalletFailure(error, walletFailureTexts.walletLoad)

/**
 * The player's wallet for a wallet page: a loading state, then `children(wallet)`; a failure shows the server's
 * messages as notices (part 2 §8, fallback 'Erro ao carregar dados da carteira') and a retry in place.
 */
export function WalletLoader({ children }: { children: (wallet: Wallet) => ReactNode }) {
  const { i18n } = useLingui()
  const wallet = useWallet()
  useQueryFailureNotices(wallet, describeLoadFailure)
  if (wallet.data) return children(wallet.data)
  if (wallet.isError) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm" align="flex-start">
          <Text>{i18n._(walletFailureTexts.walletLoad)}</Text>
          <Button variant="light" size="xs" onClick={() => void wallet.refetch()}>
            <Trans>Tentar novamente</Trans>
          </Button>
        </Stack>
      </Paper>
    )
  }
  return (
    <Group gap="sm" role="status" py="xl" justify="center">
      <Loader size="md" />
      <Text>
        <Trans>Carregando carteira…</Trans>
      </Text>
    </Group>
  )
}
