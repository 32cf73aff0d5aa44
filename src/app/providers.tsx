import { lazy, Suspense, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { Provider as JotaiProvider, type createStore } from 'jotai'
import { MantineProvider, type MantineColorSchemeManager, type MantineColorScheme } from '@mantine/core'
import { useWhenIdle } from '@/shared/hooks/use-when-idle.ts'
import { theme } from './theme.ts'

const NotificationsHost = lazy(() => import('./notifications-host.tsx'))

export interface AppProvidersProps {
  queryClient: QueryClient
  i18n: I18n
  store?: ReturnType<typeof createStore>
  colorSchemeManager?: MantineColorSchemeManager
  /** Storybook forces a scheme from its toolbar. */
  forceColorScheme?: 'light' | 'dark'
  defaultColorScheme?: MantineColorScheme
  /** `test` turns off Mantine transitions and portals' async work. */
  env?: 'default' | 'test'
  children: ReactNode
}

/** The one provider stack: the app, Storybook's preview and the test render helper all use it. */
export function AppProviders({
  queryClient,
  i18n,
  store,
  colorSchemeManager,
  forceColorScheme,
  defaultColorScheme = 'auto',
  env = 'default',
  children,
}: AppProvidersProps) {
  // The toasts' host mounts once the browser is idle after the first screen: rendered at once, its chunk (about 15 KB
  // gzip with Mantine's portal and transitions) downloaded and ran before the lobby's first banner could show, and a
  // phone's first screen is bound by what it downloads first (docs/performance.md). A toast raised before it mounts
  // still shows: `notifications.show()` writes to a module store.
  const idle = useWhenIdle()
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <MantineProvider
            theme={theme}
            env={env}
            colorSchemeManager={colorSchemeManager}
            forceColorScheme={forceColorScheme}
            defaultColorScheme={defaultColorScheme}
          >
            {idle ? (
              <Suspense fallback={null}>
                <NotificationsHost />
              </Suspense>
            ) : null}
            {children}
          </MantineProvider>
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>
  )
}
