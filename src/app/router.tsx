import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { I18n } from '@lingui/core'
import { PagePending } from '@/shared/ui/page-pending.tsx'
import { RouteError } from '@/shared/ui/route-error.tsx'
import { routeTree } from '../routeTree.gen.ts'

export interface RouterContext {
  queryClient: QueryClient
  /** The interface's language, for the loaders whose data depends on it (the content pages' documents). */
  i18n: I18n
}

export function createAppRouter(queryClient: QueryClient, i18n: I18n) {
  return createRouter({
    routeTree,
    context: { queryClient, i18n },
    defaultPreload: 'intent',
    // Query owns caching; the router always asks it (loaders call ensureQueryData).
    defaultPreloadStaleTime: 0,
    // A route that loads data and names no views of its own still waits and fails in the app's one way
    // (docs/architecture.md, "Loading data on routes").
    defaultPendingComponent: PagePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
