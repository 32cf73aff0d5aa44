import type { ComponentType } from 'react'
import { setupWorker } from 'msw/browser'
import { brokenImages } from './catalogue/broken-images.ts'
import { prepareCatalogue } from './catalogue/catalogue.ts'
import { db } from './db/index.ts'
import { handlers } from './handlers/index.ts'
import { moneyPolicy } from './money-policy.ts'
import { installProviderBridge } from './provider/bridge.ts'
import { providerControls } from './provider/controls.ts'
import { scenarios } from './scenarios.ts'
import { clock, type ClockState } from './sim/clock.ts'
import { startTicker } from './sim/ticker.ts'
import { sportsPolicy } from './sports/policy.ts'

const CLOCK_STORAGE_KEY = 'jogada:mock-clock'

/** Keeps a skipped-ahead or sped-up clock across reloads (jobs are stored in simulation time). */
function persistClock(storage: Storage): void {
  try {
    const saved = JSON.parse(storage.getItem(CLOCK_STORAGE_KEY) ?? 'null') as Partial<ClockState> | null
    if (
      saved?.mode === 'real' &&
      typeof saved.speed === 'number' &&
      typeof saved.anchorSim === 'number' &&
      typeof saved.anchorWall === 'number'
    ) {
      clock.restore({ mode: 'real', speed: saved.speed, anchorSim: saved.anchorSim, anchorWall: saved.anchorWall })
    } else {
      clock.useReal()
    }
  } catch {
    clock.useReal()
  }
  clock.subscribe(() => {
    try {
      storage.setItem(CLOCK_STORAGE_KEY, JSON.stringify(clock.state()))
    } catch {
      // Storage unavailable: the clock still runs for this page.
    }
  })
}

/**
 * Boots the mock backend in the browser, before the app renders: scenario from localStorage and the
 * URL (`?mock=slow`, `?mockFault=settings.data:500`), the database from localStorage, the service
 * worker, the 1 s ticker that runs due jobs, and the game provider's postMessage bridge. Returns the demo panel to render inside the app.
 * If the worker cannot start the app still renders (its calls then fail visibly) and the panel is left out.
 * `onReady` is called as soon as the worker answers (or failed to start), before the panel's code has arrived.
 * The panel's code is only asked for once `appShown` settles and the browser is idle: on a phone's link its chunks
 * (a drawer, selects, floating-ui) would otherwise share the bandwidth with the first page's calls and banner.
 */
export async function startBrowserMocks(
  onReady?: () => void,
  appShown: Promise<unknown> = Promise.resolve(),
): Promise<ComponentType | undefined> {
  scenarios.attachStorage(localStorage, { latency: 'realistic' })
  scenarios.applyUrl(location.search)
  moneyPolicy.attachStorage(localStorage)
  sportsPolicy.attachStorage(localStorage)
  brokenImages.attachStorage(localStorage)
  providerControls.attachStorage(localStorage)
  persistClock(localStorage)
  db.attachStorage(localStorage)

  try {
    const worker = setupWorker(...handlers)
    await worker.start({
      quiet: true,
      onUnhandledFrame: 'bypass',
      // MSW's worker behind a filter that keeps the site's own files from the main thread (public/mock-worker.js).
      serviceWorker: { url: `${import.meta.env.BASE_URL}mock-worker.js` },
    })
  } catch (error) {
    console.error('[mock] the mock service worker did not start', error)
    onReady?.()
    return undefined
  }
  // The app's calls may go now; the panel can come a moment later. The catalogue builds in slices meanwhile, between
  // the answers that do not need it (the casino's calls wait for it).
  onReady?.()
  void prepareCatalogue()
  startTicker()
  // The demo games talk to the provider through postMessage (their sandboxed frame cannot reach the worker).
  installProviderBridge(window)
  await appShown
  await browserIdle()
  const { DemoPanel } = await import('./panel/demo-panel.tsx')
  return DemoPanel
}

/** The next idle moment of the main thread (at most 2 s away; a plain task where requestIdleCallback is missing). */
function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 })
    else setTimeout(resolve, 0)
  })
}
