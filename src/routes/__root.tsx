import { lazy, Suspense, useEffect } from 'react'
import { useAtomValue } from 'jotai'
import { Outlet, createRootRouteWithContext, lazyRouteComponent, useMatches } from '@tanstack/react-router'
import * as v from 'valibot'
import type { RouterContext } from '@/app/router.tsx'
import { AppShell, PageBoundary } from '@/features/shell/components/app-shell.tsx'
import { LoadingScreen } from '@/features/shell/components/loading-screen.tsx'
import { BuiltInSettingsNotice } from '@/features/shell/components/settings-notice.tsx'
import { isApiError } from '@/api/errors.ts'
import { preloadRouteError, RouteError } from '@/shared/ui/route-error.tsx'
import { useWhenIdle } from '@/shared/hooks/use-when-idle.ts'
import { authModalAtom } from '@/shared/session.ts'
import { useUrlPreferences } from '@/features/shell/use-url-preferences.ts'
import { OptionalText } from '@/shared/routing.ts'
import { categoriesQueryOptions, settingsKeys, settingsQueryOptions } from '@/shared/queries.ts'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The login, register, forgot and reset pages draw their own full-screen layout instead of the shell. */
    authOverlay?: boolean
    /** The game screen fills the window without the shell (its own menu has the way home). */
    fullScreen?: boolean
  }
}

// Verifying a stored token never blocks the first paint (a stored token already counts as logged in), so the
// supervisor and the user schema it parses load after it; auth errors raised before it listens wait for it.
const SessionSupervisor = lazy(() =>
  import('@/features/auth/session/session-supervisor.tsx').then((m) => ({ default: m.SessionSupervisor })),
)
// The footer's operator identification: the footer itself mounts after idle, so this chunk (and its endpoint's
// schema) loads only then, never with the entry.
const OperatorIdentification = lazy(() =>
  import('@/features/protection/operator/components/operator-identification.tsx').then((m) => ({
    default: m.OperatorIdentification,
  })),
)
// The login/register, profile and deposit modal hosts, once the first screen is up (see -modal-hosts.tsx).
const ModalHosts = lazy(() => import('./-modal-hosts.tsx').then((m) => ({ default: m.ModalHosts })))

/** Query parameters honoured on any page: `lang` and the referral `code`. */
const RootSearchSchema = v.object({
  lang: OptionalText,
  code: OptionalText,
})

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: RootSearchSchema,
  // A cached copy (localStorage `setting`) resolves at once and is refreshed in the background;
  // a first visit waits here behind the loading screen. The settings are the one call the root waits for, and the one
  // every backend has; everything else a plain backend may lack loads inside the block that needs it.
  loader: async ({ context }) => {
    // The side menu's categories start loading now, without holding up the first paint (prefetchQuery never throws).
    void context.queryClient.prefetchQuery(categoriesQueryOptions())
    try {
      await context.queryClient.ensureQueryData({ ...settingsQueryOptions(), revalidateIfStale: true })
    } catch (error) {
      // A backend that lacks settings/data, or answers it in a shape the contract cannot read, still gets a working
      // app: the built-in settings, said by a line above the page (BuiltInSettingsNotice), and asked for again once
      // they are stale. No answer at all (the backend is down) or a 5xx is the full-screen error with its retry:
      // nothing else would load either (docs/architecture.md, "Failures → messages").
      if (!isApiError(error) || !(error.isRouteMissing || error.kind === 'malformed')) throw error
      const { builtInSetting } = await import('@/shared/settings-defaults.ts')
      context.queryClient.setQueryData(settingsKeys.data(), builtInSetting)
    }
  },
  component: RootLayout,
  pendingComponent: LoadingScreen,
  pendingMs: 0,
  errorComponent: (props) => <RouteError {...props} fullScreen />,
  // The root route is not code-split by the router plugin: load the rarely seen page on demand.
  notFoundComponent: lazyRouteComponent(() => import('@/features/shell/components/not-found.tsx'), 'NotFound'),
})

function RootLayout() {
  const { lang, code } = Route.useSearch()
  const authOverlay = useMatches({ select: (matches) => matches.some((match) => match.staticData.authOverlay) })
  const fullScreen = useMatches({ select: (matches) => matches.some((match) => match.staticData.fullScreen) })
  useUrlPreferences({ lang, code, onAuthPage: authOverlay })
  // Both load once the first screen is up (useWhenIdle), out of the way of its largest paint; an address that asks for
  // the login or register modal (/openlogin) gets the hosts at once.
  const idle = useWhenIdle()
  const modalAsked = useAtomValue(authModalAtom) !== null
  // The failure view's code (not in the entry chunk) is in memory before a page can fail (route-error.tsx).
  useEffect(() => {
    if (idle) preloadRouteError().catch(() => undefined)
  }, [idle])
  const page = (
    <PageBoundary>
      <Outlet />
    </PageBoundary>
  )
  return (
    <>
      {authOverlay || fullScreen ? (
        page
      ) : (
        <AppShell
          operator={
            <Suspense fallback={null}>
              <OperatorIdentification />
            </Suspense>
          }
        >
          <BuiltInSettingsNotice />
          {page}
        </AppShell>
      )}
      {idle ? (
        <Suspense fallback={null}>
          <SessionSupervisor />
        </Suspense>
      ) : null}
      {idle || modalAsked ? (
        <Suspense fallback={null}>
          <ModalHosts />
        </Suspense>
      ) : null}
    </>
  )
}
