import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { PagePending } from '@/shared/ui/page-pending.tsx'
import { RouteError } from '@/shared/ui/route-error.tsx'
import { routeTree } from '../routeTree.gen.ts'

export interface RouterContext {
  queryClient: QueryClient
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
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
