import { useState, type ComponentType } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import type { I18n } from '@lingui/core'
import { colorThemeManager } from '@/shared/theme/color-scheme-manager.ts'
import { AppProviders } from './providers.tsx'
import { createQueryClient } from './query-client.ts'
import { createAppRouter } from './router.tsx'

export interface AppProps {
  i18n: I18n
  /** The mock backend's demo panel, present only when mocking is on. */
  devtools?: ComponentType | undefined
}

export function App({ i18n, devtools: Devtools }: AppProps) {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createAppRouter(queryClient))
  // The theme choice lives in localStorage `color-theme` as light | dark | system.
  const [colorSchemeManager] = useState(() => colorThemeManager())
  return (
    <AppProviders queryClient={queryClient} i18n={i18n} colorSchemeManager={colorSchemeManager}>
      <RouterProvider router={router} />
      {Devtools ? <Devtools /> : null}
    </AppProviders>
  )
}
