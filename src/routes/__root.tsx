import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import * as v from 'valibot'
import type { RouterContext } from '@/app/router.tsx'
import { AppShell, PageBoundary } from '@/features/shell/components/app-shell.tsx'
import { LoadingScreen } from '@/features/shell/components/loading-screen.tsx'
import { RouteError } from '@/features/shell/components/route-error.tsx'
import { categoriesQueryOptions } from '@/features/shell/queries.ts'
import { useUrlPreferences } from '@/features/shell/use-url-preferences.ts'
import { OptionalText } from '@/shared/routing.ts'
import { settingsQueryOptions } from '@/shared/settings.ts'

/** Query parameters honoured on any page (part 1 §2): `lang` and the referral `code`. */
const RootSearchSchema = v.object({
  lang: OptionalText,
  code: OptionalText,
})

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: RootSearchSchema,
  // A cached copy (localStorage `setting`) resolves at once and is refreshed in the background;
  // a first visit waits here behind the loading screen.
  loader: async ({ context }) => {
    // The side menu's categories start loading now, without holding up the first paint.
    void context.queryClient.prefetchQuery(categoriesQueryOptions())
    await context.queryClient.ensureQueryData({ ...settingsQueryOptions(), revalidateIfStale: true })
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
  useUrlPreferences({ lang, code })
  return (
    <AppShell>
      <PageBoundary>
        <Outlet />
      </PageBoundary>
    </AppShell>
  )
}
