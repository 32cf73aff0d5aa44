import { Skeleton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { formatBRL } from '@/shared/money.ts'
import { IconWallet } from '@/shared/ui/icons/wallet.tsx'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { useWallet } from '@/shared/wallet.ts'

/** The wallet balance (total_balance) as a link to the wallet page. */
export function BalanceButton({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui()
  const wallet = useWallet()
  const amount = wallet.data ? formatBRL(wallet.data.total_balance) : null
  return (
    <LinkButton
      to="/profile/wallet"
      variant="light"
      size={compact ? 'xs' : 'sm'}
      leftSection={compact ? null : <IconWallet size={18} />}
      aria-label={amount ? t`Saldo: ${amount}` : t`Saldo`}
      aria-busy={wallet.isPending || undefined}
    >
      {amount ?? <Skeleton height={12} width={64} radius="sm" />}
    </LinkButton>
  )
}
