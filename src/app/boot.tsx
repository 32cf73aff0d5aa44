import { StrictMode, type ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { BootFailure, bootFailureSourceCatalog } from '@/features/shell/components/boot-failure.tsx'
import { activateLocale, DEFAULT_LOCALE, type AppLocale } from '@/shared/i18n/locales.ts'
import { retryImport } from '@/shared/retry-import.ts'
import { colorThemeManager } from '@/shared/theme/color-scheme-manager.ts'
import { App, type AppProps } from './app.tsx'
import { theme } from './theme.ts'

export interface BootOptions {
  root: HTMLElement
  i18n: I18n
  locale: AppLocale
  /** The mock backend's module, when mocking is on (main.tsx's one dynamic import of mocks/). */
  loadMocks?: (() => Promise<{ startBrowserMocks: () => Promise<ComponentType | undefined> }>) | undefined
  /** Tests render a stand-in. */
  app?: ComponentType<AppProps>
  reload?: () => void
}

/**
 * Starts the app: the mock (when on) and the catalog load side by side, each chunk retried when its download
 * fails; then the app renders. If one still fails, the page would stay blank: a full-screen message with a reload
 * button replaces it instead.
 */
export async function boot({
  root,
  i18n,
  locale,
  loadMocks,
  app: AppComponent = App,
  reload = () => location.reload(),
}: BootOptions): Promise<Root> {
  const reactRoot = createRoot(root)
  try {
    const [DemoPanel] = await Promise.all([
      loadMocks ? retryImport(loadMocks).then((mocks) => mocks.startBrowserMocks()) : undefined,
      activateLocale(i18n, locale),
    ])
    reactRoot.render(
      <StrictMode>
        <AppComponent i18n={i18n} devtools={DemoPanel} />
      </StrictMode>,
    )
  } catch (error) {
    console.error('[boot] the app could not start', error)
    // Whatever catalog loaded stays active (the failure is in the player's language); with none, the source
    // locale's texts of this one screen (see boot-failure.tsx).
    if (!i18n.locale) i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: bootFailureSourceCatalog() })
    reactRoot.render(
      <MantineProvider theme={theme} colorSchemeManager={colorThemeManager()} defaultColorScheme="auto">
        <I18nProvider i18n={i18n}>
          <BootFailure onReload={reload} />
        </I18nProvider>
      </MantineProvider>,
    )
  }
  return reactRoot
}
