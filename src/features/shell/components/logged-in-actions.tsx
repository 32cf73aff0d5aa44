import { ActionIcon, Button, Group } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useIsPhone } from '@/shared/hooks/use-is-phone.ts'
import { depositModalOpenAtom } from '@/shared/ui-state.ts'
import { IconPlus } from '@/shared/ui/icons/plus.tsx'
import { BalanceButton } from './balance-button.tsx'
import { UserMenu } from './user-menu.tsx'

/**
 * The logged-in player's actions in the top bar: balance, deposit and the account menu. `Depósito` opens the
 * deposit modal over the current page (the deposit feature renders it); /profile/deposit stays the page version.
 */
export function LoggedInActions() {
  const { t } = useLingui()
  const isPhone = useIsPhone()
  const openDeposit = useSetAtom(depositModalOpenAtom)
  return (
    <Group gap="xs" wrap="nowrap">
      <BalanceButton compact={isPhone} />
      {isPhone ? (
        <ActionIcon
          size="lg"
          variant="filled"
          aria-label={t`Depósito`}
          aria-haspopup="dialog"
          onClick={() => openDeposit(true)}
        >
          <IconPlus size={18} />
        </ActionIcon>
      ) : (
        <Button size="sm" leftSection={<IconPlus size={16} />} aria-haspopup="dialog" onClick={() => openDeposit(true)}>
          <Trans>Depósito</Trans>
        </Button>
      )}
      <UserMenu />
    </Group>
  )
}
