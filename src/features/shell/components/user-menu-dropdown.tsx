import { Menu, Skeleton, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { formatBRL } from '@/shared/money.ts'
import { userAtom } from '@/shared/session.ts'
import { useSignOut } from '@/shared/sign-out.ts'
import { IconArrowDown } from '@/shared/ui/icons/arrow-down.tsx'
import { IconArrowUp } from '@/shared/ui/icons/arrow-up.tsx'
import { IconLogout } from '@/shared/ui/icons/logout.tsx'
import { IconTarget } from '@/shared/ui/icons/target.tsx'
import { IconUser } from '@/shared/ui/icons/user.tsx'
import { profileModalOpenAtom } from '@/shared/ui-state.ts'
import { useWallet } from '@/shared/wallet.ts'
import { useReturnFocus } from '../use-return-focus.ts'
import { AccountButton } from './account-button.tsx'
import classes from './user-menu.module.css'

/** The account menu itself, loaded on first use; `opened` is owned by UserMenu (it follows navigation). */
export function UserMenuDropdown({ opened, onChange }: { opened: boolean; onChange: (opened: boolean) => void }) {
  const user = useAtomValue(userAtom)
  const wallet = useWallet()
  const signOut = useSignOut()
  const openProfile = useSetAtom(profileModalOpenAtom)
  const { targetRef, returnFocus } = useReturnFocus<HTMLButtonElement>()
  return (
    <Menu
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      shadow="md"
      width={240}
      closeOnEscape
      // Mantine's focus placeholder is a presentational node with tabindex inside role=menu (an axe error).
      withInitialFocusPlaceholder={false}
      onClose={returnFocus}
    >
      <Menu.Target>
        <AccountButton ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.identity}>
          <Text fw={700} truncate="end">
            {user?.name}
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            {user?.email}
          </Text>
          <Text size="xs" c="dimmed" mt={8}>
            <Trans>Saldo disponível</Trans>
          </Text>
          {wallet.data ? (
            <Text fw={700}>{formatBRL(wallet.data.balance)}</Text>
          ) : (
            <Skeleton height={14} width={90} mt={4} radius="sm" />
          )}
        </div>
        <Menu.Divider />
        <Menu.Item leftSection={<IconUser size={18} />} onClick={() => openProfile(true)}>
          <Trans>Meu perfil</Trans>
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowDown size={18} />}
          renderRoot={(props) => <Link to="/profile/deposit" {...props} />}
        >
          <Trans>Depositar</Trans>
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowUp size={18} />}
          renderRoot={(props) => <Link to="/profile/withdraw" {...props} />}
        >
          <Trans>Sacar</Trans>
        </Menu.Item>
        <Menu.Item
          leftSection={<IconTarget size={18} />}
          renderRoot={(props) => <Link to="/sports/my-bets" {...props} />}
        >
          <Trans>Minhas apostas</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item className={classes.signOut} leftSection={<IconLogout size={18} />} onClick={signOut}>
          <Trans>Sair</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
