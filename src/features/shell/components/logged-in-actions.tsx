import { ActionIcon, Group } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useIsPhone } from '@/shared/hooks/use-is-phone.ts'
import { IconPlus } from '@/shared/ui/icons/plus.tsx'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { BalanceButton } from './balance-button.tsx'
import { UserMenu } from './user-menu.tsx'

/** The logged-in player's actions in the top bar: balance, deposit and the account menu. */
export function LoggedInActions() {
  const { t } = useLingui()
  const isPhone = useIsPhone()
  return (
    <Group gap="xs" wrap="nowrap">
      <BalanceButton compact={isPhone} />
      {isPhone ? (
        <ActionIcon
          renderRoot={(props) => <Link to="/profile/deposit" {...props} />}
          size="lg"
          variant="filled"
          aria-label={t`Depósito`}
        >
          <IconPlus size={18} />
        </ActionIcon>
      ) : (
        <LinkButton to="/profile/deposit" size="sm" leftSection={<IconPlus size={16} />}>
          <Trans>Depósito</Trans>
        </LinkButton>
      )}
      <UserMenu />
    </Group>
  )
}
