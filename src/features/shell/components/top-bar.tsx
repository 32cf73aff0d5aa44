import { lazy, Suspense } from 'react'
import { Burger, Button, Group } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useIsPhone } from '@/shared/hooks/use-is-phone.ts'
import { authModalAtom, isAuthenticatedAtom } from '@/shared/session.ts'
import { BrandLogo } from '@/shared/ui/brand-logo.tsx'
import { desktopMenuOpenAtom, mobileMenuOpenAtom } from '../state.ts'
import { LanguageButton } from './language-button.tsx'
import { ThemeMenu } from './theme-menu.tsx'
import classes from './top-bar.module.css'

// A visitor never downloads the player's balance, deposit and account menu.
const LoggedInActions = lazy(() => import('./logged-in-actions.tsx').then((m) => ({ default: m.LoggedInActions })))

/** The fixed top bar: menu toggle, logo, language and theme, and the session's actions. */
export function TopBar() {
  const isPhone = useIsPhone()
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  return (
    <header className={classes.header}>
      <SideMenuToggle />
      <BrandLogo placement="bar" />
      <div className={classes.spacer} />
      {/* On phones these two move into the side menu drawer to leave room for the session actions. */}
      {isPhone ? null : (
        <Group gap={4} wrap="nowrap">
          <LanguageButton />
          <ThemeMenu />
        </Group>
      )}
      {isAuthenticated ? (
        <Suspense fallback={<div className={classes.actionsPlaceholder} />}>
          <LoggedInActions />
        </Suspense>
      ) : (
        <LoggedOutActions />
      )}
    </header>
  )
}

function SideMenuToggle() {
  const { t } = useLingui()
  const isPhone = useIsPhone()
  const [desktopOpen, setDesktopOpen] = useAtom(desktopMenuOpenAtom)
  const [mobileOpen, setMobileOpen] = useAtom(mobileMenuOpenAtom)
  const opened = isPhone ? mobileOpen : desktopOpen
  return (
    <Burger
      // The X shape suits the phone drawer; on desktop the menu stays in place, so the icon does too.
      opened={isPhone && mobileOpen}
      onClick={() => (isPhone ? setMobileOpen((o) => !o) : setDesktopOpen((o) => !o))}
      size="sm"
      aria-label={t`Menu lateral`}
      aria-expanded={opened}
    />
  )
}

function LoggedOutActions() {
  const setAuthModal = useSetAtom(authModalAtom)
  const isPhone = useIsPhone()
  const size = isPhone ? 'xs' : 'sm'
  // The modals are mounted by the root layout and open from this flag, over the current page.
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" size={size} onClick={() => setAuthModal('login')}>
        <Trans>Entrar</Trans>
      </Button>
      <Button size={size} onClick={() => setAuthModal('register')}>
        <Trans>Cadastrar</Trans>
      </Button>
    </Group>
  )
}
