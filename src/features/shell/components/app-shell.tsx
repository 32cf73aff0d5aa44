import { lazy, Suspense, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { CatchBoundary, useRouterState } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useIsPhone } from '@/shared/hooks/use-is-phone.ts'
import { useWhenIdle } from '@/shared/hooks/use-when-idle.ts'
import { fullScreenSearchOpenAtom } from '@/shared/ui-state.ts'
import { desktopMenuOpenAtom, languageDrawerOpenAtom, mobileMenuOpenAtom } from '../state.ts'
import { MountWhenOpened } from '@/shared/ui/mount-when-opened.tsx'
import { RouteError } from '@/shared/ui/route-error.tsx'
import { TopBar } from './top-bar.tsx'
import classes from './app-shell.module.css'

// Drawers are not needed for the first paint: each loads on its first opening.
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer.tsx').then((m) => ({ default: m.MobileMenuDrawer })))
const LanguageDrawer = lazy(() => import('./language-drawer.tsx').then((m) => ({ default: m.LanguageDrawer })))
// The categories menu fills a fixed-width column: the page paints first, the menu a moment later.
const SideMenu = lazy(() => import('./side-menu.tsx').then((m) => ({ default: m.SideMenu })))
// Below the fold or shown once: they load once the browser is idle after the first screen (useWhenIdle), so neither
// their download nor their render comes before the page's largest paint; lazy, they also keep the entry under budget.
const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })))
const CookieNotice = lazy(() => import('./cookie-notice.tsx').then((m) => ({ default: m.CookieNotice })))

/**
 * Top bar, side menu (fixed on desktop, a drawer on phones), the page, footer and cookie notice. `operator` is the
 * footer's operator identification, which the root route composes from its own feature.
 */
export function AppShell({ children, operator }: { children: ReactNode; operator?: ReactNode }) {
  const isPhone = useIsPhone()
  const desktopMenuOpen = useAtomValue(desktopMenuOpenAtom)
  const withFixedMenu = !isPhone && desktopMenuOpen
  const searchCoversScreen = useAtomValue(fullScreenSearchOpenAtom)
  const idle = useWhenIdle()
  return (
    <div className={classes.shell} data-with-menu={withFixedMenu || undefined}>
      <a href="#conteudo" className={classes.skipLink}>
        <Trans>Pular para o conteúdo</Trans>
      </a>
      {searchCoversScreen ? null : <TopBar />}
      {withFixedMenu ? (
        <aside className={classes.aside}>
          <Suspense fallback={null}>
            <SideMenu />
          </Suspense>
        </aside>
      ) : null}
      <div className={classes.body}>
        <main id="conteudo" tabIndex={-1} className={classes.main}>
          {children}
        </main>
        {idle ? (
          <Suspense fallback={null}>
            <Footer operator={operator} />
          </Suspense>
        ) : null}
      </div>
      {idle ? (
        <Suspense fallback={null}>
          <CookieNotice />
        </Suspense>
      ) : null}
      {isPhone ? <MountWhenOpened atom={mobileMenuOpenAtom} Component={MobileMenuDrawer} /> : null}
      <MountWhenOpened atom={languageDrawerOpenAtom} Component={LanguageDrawer} />
    </div>
  )
}

/**
 * Each page's own error boundary: a failing page shows its error with a retry inside the shell,
 * and going to another address clears it.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <CatchBoundary getResetKey={() => pathname} errorComponent={RouteError}>
      {children}
    </CatchBoundary>
  )
}
