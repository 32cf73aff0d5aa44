import type { ReactNode } from 'react'
import { setupI18n, type I18n } from '@lingui/core'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router'
import { QueryClient } from '@tanstack/react-query'
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core'
import type { RouterContext } from '@/app/router.tsx'
import type { AppLocale } from '@/shared/i18n/locales.ts'
import { messages as ptBR } from '../../locales/pt-BR/messages.po'
import { messages as en } from '../../locales/en/messages.po'
import { messages as es } from '../../locales/es/messages.po'

// Shared by the jsdom render helpers and the Storybook preview, so a story and a test set up the app alike.
// No testing-library here: this module also runs in the Storybook browser bundle.

/** All three catalogs loaded up front: tests and stories switch locale synchronously. */
export function createTestI18n(locale: AppLocale = 'pt-BR'): I18n {
  return setupI18n({ locale, messages: { 'pt-BR': ptBR, en, es } })
}

/** No retries (a failure shows at once) and no garbage collection mid-test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  })
}

/** Keeps the scheme in memory: a story or test can switch theme without touching localStorage. */
export function memoryColorSchemeManager(initial: MantineColorScheme): MantineColorSchemeManager {
  let current = initial
  return {
    get: () => current,
    set: (value) => {
      current = value
    },
    subscribe: () => {},
    unsubscribe: () => {},
    clear: () => {
      current = initial
    },
  }
}

/**
 * A memory-history router whose only routes (`/` and a catch-all) render `component`: a component that
 * uses Link, useNavigate or useSearch works outside the real route tree, at the URL given.
 */
export function createComponentRouter(
  component: () => ReactNode,
  { initialEntries = ['/'], queryClient }: { initialEntries?: string[]; queryClient: QueryClient },
) {
  // Its routes have no loaders: the query client is all the context they carry.
  const rootRoute = createRootRouteWithContext<Pick<RouterContext, 'queryClient'>>()({ component: Outlet })
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component })
  const catchAll = createRoute({ getParentRoute: () => rootRoute, path: '$', component })
  return createRouter({
    routeTree: rootRoute.addChildren([index, catchAll]),
    history: createMemoryHistory({ initialEntries }),
    context: { queryClient },
  })
}
