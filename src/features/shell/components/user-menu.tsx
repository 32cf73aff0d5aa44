import { lazy, Suspense, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { AccountButton } from './account-button.tsx'

// Mantine's Menu brings Popover and floating-ui (about 30 KB gzip): it loads on the first use.
const loadDropdown = () => import('./user-menu-dropdown.tsx')
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })))

/** The avatar dropdown: name, email, available balance, Deposit, Withdraw, Sign out. */
export function UserMenu() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Open "at" a page: navigating anywhere else (a link, the back button) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const [activated, setActivated] = useState(false)
  const opened = openedAt === pathname

  if (!activated) {
    return (
      <AccountButton
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => {
          setActivated(true)
          setOpenedAt(pathname)
        }}
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
      />
    )
  }
  return (
    <Suspense fallback={<AccountButton aria-haspopup="menu" aria-expanded={false} />}>
      <UserMenuDropdown opened={opened} onChange={(next) => setOpenedAt(next ? pathname : null)} />
    </Suspense>
  )
}
