import type { ComponentType } from 'react'
import { mockRealtimeUrl, realtimeKey } from './config.ts'
import { installProviderBridge, PROVIDER_RPC_PATH } from './provider/bridge.ts'
import { SCENARIO_STORAGE_KEY } from './scenarios.ts'
import { installSocketShim, type SocketShim } from './worker/page-socket.ts'
import { ask, controllingWorker, type PageEnvironment } from './worker/page-start.ts'

/** A message to the worker this often keeps it running while the tab is open (Chromium stops one idle for 30 s). */
const KEEPALIVE_MS = 20_000

/**
 * Starts the demo's mock backend, before the app renders. The mock itself runs in the service worker, one for every
 * tab (mocks/worker/, docs/decisions/057-mock-in-the-service-worker.md); the page only registers it, tells it this
 * load's scenario (`?mock=slow`, `?mockFault=settings.data:500`, and a scenario left in localStorage), carries the
 * realtime socket and the demo games' messages to it, and keeps it running. On a visitor's lobby, index.html's boot
 * script has already registered and started it for the first calls (public/boot-first-calls.js); both are the same
 * steps again, which the worker takes without harm. Returns the demo panel to render inside
 * the app, or, when the worker cannot start, a notice that says so with a reload (the app still renders; its calls
 * then fail). `onReady` is called as soon as the worker answers (or failed to start), before the panel's code has
 * arrived. The panel's code is only asked for once `appShown` settles and the browser is idle: on a phone's link its
 * chunks would otherwise share the bandwidth with the first page's calls and banner.
 */
export async function startBrowserMocks(
  onReady?: () => void,
  appShown: Promise<unknown> = Promise.resolve(),
  environment: PageEnvironment = {
    container: navigator.serviceWorker,
    base: import.meta.env.BASE_URL,
    session: sessionStorage,
    reload: () => location.reload(),
  },
): Promise<ComponentType | undefined> {
  let bootId: string
  try {
    // Undefined outside a secure context (plain http on another host than localhost) and in some private modes.
    if (!environment.container) throw new Error('this browser offers no service worker here')
    const worker = await controllingWorker(environment)
    bootId = await startOn(worker)
  } catch (error) {
    console.error('[mock] the mock service worker did not start', error)
    onReady?.()
    // The notice's code is only downloaded when it is needed.
    const { MockWorkerFailure } = await import('./worker/failure-notice.tsx')
    return MockWorkerFailure
  }
  const { container } = environment
  const shim = installSocketShim({
    realtimeUrl: mockRealtimeUrl,
    appKey: realtimeKey,
    worker: () => container.controller,
    bootId,
  })
  watchWorker(
    container,
    shim,
    () => bootId,
    (next) => (bootId = next),
  )
  // The demo games talk to the provider through postMessage (their sandboxed frame cannot reach the worker); the
  // bridge passes their messages on to the worker's mock.
  installProviderBridge(window, async (message, windowId) => {
    const response = await fetch(`${environment.base}${PROVIDER_RPC_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message, windowId }),
    })
    const { reply } = (await response.json()) as { reply: unknown }
    return reply
  })
  onReady?.()
  await appShown
  await browserIdle()
  const { DemoPanel } = await import('./panel/demo-panel.tsx')
  return DemoPanel
}

/**
 * Tells the worker this page started: the URL's scenario for this load, and a scenario the e2e journeys leave in
 * localStorage (playwright.config.ts), which the worker keeps from then on (the page's copy is removed, so a later
 * change in the demo panel is not undone by the next load). Resolves with the worker's start id.
 */
async function startOn(worker: ServiceWorker): Promise<string> {
  let scenario: string | null = null
  try {
    scenario = localStorage.getItem(SCENARIO_STORAGE_KEY)
  } catch {
    // No storage (privacy mode): the worker's stored scenario applies.
  }
  const reply = await ask(worker, { type: 'mock:start', search: location.search, scenario })
  if (reply.type === 'mock:failed') throw new Error(reply.message)
  if (scenario !== null) localStorage.removeItem(SCENARIO_STORAGE_KEY)
  return reply.bootId
}

/**
 * Keeps the worker running while the tab is open, and notices when it is another one (the browser stopped it anyway,
 * or a new build's worker took over): this load's scenario goes to it again, and the sockets of the old one close
 * with Reverb's 4200, after which the app reconnects and subscribes again.
 */
function watchWorker(
  container: ServiceWorkerContainer,
  shim: SocketShim,
  current: () => string,
  update: (bootId: string) => void,
): void {
  const check = async () => {
    const worker = container.controller
    if (!worker) return
    try {
      const reply = await ask(worker, { type: 'mock:keepalive' })
      if (reply.type !== 'mock:started' || reply.bootId === current()) return
      // Another start of the worker: it has not heard this load's scenario yet.
      const bootId = await startOn(worker)
      update(bootId)
      shim.setBootId(bootId)
      shim.dropOlderThan(bootId)
    } catch (error) {
      console.error('[mock] the mock service worker did not answer', error)
    }
  }
  setInterval(() => void check(), KEEPALIVE_MS)
  container.addEventListener('controllerchange', () => void check())
}

/** The next idle moment of the main thread (at most 2 s away; a plain task where requestIdleCallback is missing). */
function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 })
    else setTimeout(resolve, 0)
  })
}
