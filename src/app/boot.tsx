import { startTransition, StrictMode, useEffect, type ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { holdRequestsUntil } from '@/api/client.ts'
import { BootFailure, bootFailureSourceCatalog } from '@/features/shell/components/boot-failure.tsx'
import { activateLocale, DEFAULT_LOCALE, type AppLocale } from '@/shared/i18n/locales.ts'
import { retryImport } from '@/shared/retry-import.ts'
import { preloadRouteError } from '@/shared/ui/route-error.tsx'
import { colorThemeManager } from '@/shared/theme/color-scheme-manager.ts'
import { App, createAppRuntime, type AppProps, type AppRuntime } from './app.tsx'
import { theme } from './theme.ts'

export interface BootOptions {
  root: HTMLElement
  i18n: I18n
  locale: AppLocale
  /**
   * The page's part of the mock backend, when mocking is on (main.tsx's one dynamic import of mocks/): it starts the
   * service worker the handlers run in and stands in for the realtime socket (mocks/browser.ts).
   */
  loadMocks?:
    | (() => Promise<{
        startBrowserMocks: (onReady?: () => void, appShown?: Promise<unknown>) => Promise<ComponentType | undefined>
      }>)
    | undefined
  /**
   * The deployment's configuration being read (main.tsx: loadRuntimeConfig, src/api/runtime-config.ts): API calls
   * wait for it, and so does the mock, which answers at the configured address. Never rejects.
   */
  configReady?: Promise<unknown> | undefined
  /** Tests render a stand-in. */
  app?: ComponentType<AppProps>
  /** The app's query client and router (made here by default); `null` leaves them to the app (stand-ins in tests). */
  runtime?: AppRuntime | null
  reload?: () => void
}

/**
 * Starts the app. The catalog and the router's first load gate the first render (every text needs the catalog; see
 * below for the router); the deployment's configuration is read and the mock backend (when on) loads and starts its
 * service worker meanwhile, and only API calls wait for them (holdRequestsUntil), so the route chunks and the catalog download while the worker registers; the demo
 * panel's code loads once the app is on screen. Each chunk is retried when its download fails; if one
 * still fails the page would be blank or dead: a full-screen message with a reload button replaces it instead.
 */
export async function boot({
  root,
  i18n,
  locale,
  loadMocks,
  configReady,
  app: AppComponent = App,
  runtime = createAppRuntime(i18n),
  reload = () => location.reload(),
}: BootOptions): Promise<Root> {
  const reactRoot = createRoot(root)
  // Calls go once the mock's worker answers; a mock that never loads releases them too (they then fail visibly).
  let workerReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (workerReady = resolve))
  // The demo panel is not part of the first page: its code waits until the app is on screen.
  let markShown: () => void = () => {}
  const shown = new Promise<void>((resolve) => (markShown = resolve))
  // The mock's page module is evaluated once the configuration is in force: its stand-in for the realtime socket takes
  // over the configured realtime address (the handlers run in the service worker, which reads config.json itself).
  // Its chunk still downloads at once, preloaded by index.html (scripts/landing-preload.ts).
  const configured = configReady?.then(
    () => undefined,
    () => undefined,
  )
  const mocks = loadMocks
    ? (configured ?? Promise.resolve())
        .then(() => retryImport(loadMocks))
        .then((module) => module.startBrowserMocks(workerReady, shown))
    : undefined
  // Calls wait for the configuration (their address) and, with the mock on, for its worker.
  const mockReady = mocks && Promise.race([ready, mocks])
  holdRequestsUntil(configured && mockReady ? Promise.all([configured, mockReady]) : (configured ?? mockReady))
  // The router's first load (the matched routes' chunks, the settings, the page's first requests) starts now, beside
  // the catalog, and the first render waits for it: the page then mounts whole, in one interruptible render (below),
  // instead of a loading screen first and then the page in one synchronous re-render when the router's state changes
  // (a store update React cannot split), the longest task of a first visit on a phone. Until then the static frame of
  // index.html shows. A failed load still settles: its error screen is the router's to show, and its view (RouteError's,
  // not in the entry chunk) downloads first, so the first render shows the failure rather than an empty page.
  const firstLoad = runtime?.router
    .load()
    .catch(() => undefined)
    .then(() =>
      runtime.router.state.matches.some((match) => match.status === 'error') ? preloadRouteError() : undefined,
    )
    .catch(() => undefined)
  // A transition: React renders the app in slices, yielding to the browser between them, instead of one long task.
  // The demo panel, once the mock is up: whichever of the two comes first, the app renders with it.
  let panel: ComponentType | undefined
  let appShown = false
  const renderApp = () =>
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <AppComponent i18n={i18n} devtools={panel} runtime={runtime ?? undefined} />
          <OnCommit callback={markShown} />
        </StrictMode>,
      ),
    )
  const renderFailure = (error: unknown) => {
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

  let failed = false
  const mocksStarted = mocks?.then(
    (DemoPanel) => {
      panel = DemoPanel
      // The same tree again with the panel: React keeps the app's state.
      if (!failed && DemoPanel && appShown) renderApp()
    },
    (error: unknown) => {
      failed = true
      renderFailure(error)
    },
  )
  try {
    await activateLocale(i18n, locale)
    await firstLoad
    // A mock chunk that never downloaded already showed the failure: the app would only show dead calls.
    if (!failed) {
      appShown = true
      renderApp()
    }
  } catch (error) {
    failed = true
    renderFailure(error)
    markShown()
  }
  await mocksStarted
  return reactRoot
}

/** Calls back once its tree has committed (effects run after the commit), i.e. once the app is on screen. */
function OnCommit({ callback }: { callback: () => void }) {
  useEffect(callback, [callback])
  return null
}
