import { useState, type ComponentType } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { I18n } from '@lingui/core'
import { colorThemeManager } from '@/shared/theme/color-scheme-manager.ts'
import { AppProviders } from './providers.tsx'
import { createQueryClient } from './query-client.ts'
import { createAppRouter, type AppRouter } from './router.tsx'

/** The app's server-state cache and router: made once, before the first render when boot.tsx starts the app. */
export interface AppRuntime {
  queryClient: QueryClient
  router: AppRouter
}

export function createAppRuntime(i18n: I18n): AppRuntime {
  const queryClient = createQueryClient()
  return { queryClient, router: createAppRouter(queryClient, i18n) }
}

export interface AppProps {
  i18n: I18n
  /** The mock backend's demo panel, present only when mocking is on. */
  devtools?: ComponentType | undefined
  /** Made by boot.tsx, which starts the router's first load before rendering; a new one otherwise. */
  runtime?: AppRuntime | undefined
}

export function App({ i18n, devtools: Devtools, runtime }: AppProps) {
  const [{ queryClient, router }] = useState(() => runtime ?? createAppRuntime(i18n))
  // The theme choice lives in localStorage `color-theme` as light | dark | system.
  const [colorSchemeManager] = useState(() => colorThemeManager())
  return (
    <AppProviders queryClient={queryClient} i18n={i18n} colorSchemeManager={colorSchemeManager}>
      <RouterProvider router={router} />
      {Devtools ? <Devtools /> : null}
    </AppProviders>
  )
}
