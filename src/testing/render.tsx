import type { ReactElement, ReactNode } from 'react'
import { render, type RenderResult } from '@testing-library/react'
import { setupI18n, type I18n } from '@lingui/core'
import { createStore } from 'jotai'
import { QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
  Outlet,
  type AnyRouter,
} from '@tanstack/react-router'
import { AppProviders } from '@/app/providers.tsx'
import type { RouterContext } from '@/app/router.tsx'
import { routeTree } from '@/routeTree.gen.ts'
import { messages as ptBR } from '../../locales/pt-BR/messages.po'
import { messages as en } from '../../locales/en/messages.po'
import { messages as es } from '../../locales/es/messages.po'

export function createTestI18n(locale: 'pt-BR' | 'en' | 'es' = 'pt-BR'): I18n {
  return setupI18n({ locale, messages: { 'pt-BR': ptBR, en, es } })
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } })
}

export interface TestContext {
  queryClient: QueryClient
  store: ReturnType<typeof createStore>
  i18n: I18n
  router: AnyRouter
}

interface Options {
  /** The URL the memory router starts at. */
  route?: string
  locale?: 'pt-BR' | 'en' | 'es'
  store?: ReturnType<typeof createStore>
  queryClient?: QueryClient
}

function wrap(children: ReactNode, ctx: Omit<TestContext, 'router'>) {
  return (
    <AppProviders queryClient={ctx.queryClient} i18n={ctx.i18n} store={ctx.store} env="test" forceColorScheme="light">
      {children}
    </AppProviders>
  )
}

/** Renders one component inside the app's providers and a memory router (so Link and hooks work). */
export function renderWithProviders(ui: ReactElement, options: Options = {}): RenderResult & TestContext {
  const queryClient = options.queryClient ?? createTestQueryClient()
  const store = options.store ?? createStore()
  const i18n = createTestI18n(options.locale)
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet })
  const catchAll = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui })
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui })
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, catchAll]),
    history: createMemoryHistory({ initialEntries: [options.route ?? '/'] }),
    context: { queryClient },
  })
  const result = render(wrap(<RouterProvider router={router} />, { queryClient, store, i18n }))
  return { ...result, queryClient, store, i18n, router }
}

/** Renders the real route tree at a URL: the page, its loader, guards and the shell around it. */
export function renderRoute(url: string, options: Omit<Options, 'route'> = {}): RenderResult & TestContext {
  const queryClient = options.queryClient ?? createTestQueryClient()
  const store = options.store ?? createStore()
  const i18n = createTestI18n(options.locale)
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient },
    defaultPendingMinMs: 0,
  })
  const result = render(wrap(<RouterProvider router={router} />, { queryClient, store, i18n }))
  return { ...result, queryClient, store, i18n, router }
}
