import type { ReactElement, ReactNode } from 'react'
import { render, type RenderResult } from '@testing-library/react'
import type { I18n } from '@lingui/core'
import { createStore } from 'jotai'
import type { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router'
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core'
import { AppProviders } from '@/app/providers.tsx'
import { routeTree } from '@/routeTree.gen.ts'
import { trackRouter } from './routers.ts'
import type { AppLocale } from '@/shared/i18n/locales.ts'
import { createComponentRouter, createTestI18n, createTestQueryClient } from './providers.ts'

export { createTestI18n, createTestQueryClient } from './providers.ts'

export interface TestContext {
  queryClient: QueryClient
  store: ReturnType<typeof createStore>
  i18n: I18n
  router: AnyRouter
}

export interface ProviderOptions {
  locale?: AppLocale
  store?: ReturnType<typeof createStore>
  queryClient?: QueryClient
  /**
   * By default the scheme is forced to light. Pass a manager (the app's `colorThemeManager()` to test what reaches
   * localStorage, or `memoryColorSchemeManager('dark')`) to let components switch it, starting at `defaultColorScheme`.
   */
  colorSchemeManager?: MantineColorSchemeManager
  defaultColorScheme?: MantineColorScheme
}

export interface Options extends ProviderOptions {
  /** The URL the memory router starts at. */
  route?: string
}

function contextFor(options: ProviderOptions): Omit<TestContext, 'router'> {
  return {
    queryClient: options.queryClient ?? createTestQueryClient(),
    store: options.store ?? createStore(),
    i18n: createTestI18n(options.locale),
  }
}

function wrap(children: ReactNode, ctx: Omit<TestContext, 'router'>, options: ProviderOptions) {
  const scheme = options.colorSchemeManager
    ? { colorSchemeManager: options.colorSchemeManager, defaultColorScheme: options.defaultColorScheme ?? 'light' }
    : { forceColorScheme: 'light' as const }
  return (
    <AppProviders queryClient={ctx.queryClient} i18n={ctx.i18n} store={ctx.store} env="test" {...scheme}>
      {children}
    </AppProviders>
  )
}

/** Renders inside the app's providers only, no router: for components that use neither Link nor router hooks. */
export function renderInProviders(
  ui: ReactElement,
  options: ProviderOptions = {},
): RenderResult & Omit<TestContext, 'router'> {
  const ctx = contextFor(options)
  const result = render(wrap(ui, ctx, options))
  return { ...result, ...ctx }
}

/** Renders one component inside the app's providers and a memory router (so Link and hooks work). */
export function renderWithProviders(ui: ReactElement, options: Options = {}): RenderResult & TestContext {
  const ctx = contextFor(options)
  const router = createComponentRouter(() => ui, {
    initialEntries: [options.route ?? '/'],
    queryClient: ctx.queryClient,
  })
  trackRouter(router)
  const result = render(wrap(<RouterProvider router={router} />, ctx, options))
  return { ...result, ...ctx, router }
}

/** Renders the real route tree at a URL: the page, its loader, guards and the shell around it. */
export function renderRoute(url: string, options: ProviderOptions = {}): RenderResult & TestContext {
  const ctx = contextFor(options)
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient: ctx.queryClient, i18n: ctx.i18n },
    defaultPendingMinMs: 0,
  })
  trackRouter(router)
  const result = render(wrap(<RouterProvider router={router} />, ctx, options))
  return { ...result, ...ctx, router }
}
