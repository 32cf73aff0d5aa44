import type { PageMessage, WorkerReply } from './worker-scope.ts'

/** The service worker's script, at the site's base (mocks/worker/vite-plugin.ts writes and serves it). */
export const MOCK_WORKER_FILE = 'mock-sw.js'

/** sessionStorage: this tab already reloaded once to be controlled by the worker (a hard reload bypasses it). */
export const RELOAD_GUARD_KEY = 'jogada:mock-worker-reload'

/** How long the page waits for the worker's start (IndexedDB read, seed loaded) before giving up. */
const START_TIMEOUT_MS = 20_000
/** How long the page waits for the worker to take control after asking it to (then reloads once). */
const CLAIM_TIMEOUT_MS = 3_000

export interface PageEnvironment {
  container: ServiceWorkerContainer
  /** The site's base (import.meta.env.BASE_URL). */
  base: string
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  reload: () => void
}

/** Posts a message with a reply port and resolves with the worker's reply. */
export function ask(
  worker: Pick<ServiceWorker, 'postMessage'>,
  message: PageMessage,
  timeoutMs = START_TIMEOUT_MS,
): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => {
      channel.port1.close()
      reject(new Error(`the mock worker did not answer ${message.type} within ${timeoutMs} ms`))
    }, timeoutMs)
    channel.port1.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
      clearTimeout(timer)
      channel.port1.close()
      resolve(data)
    }
    worker.postMessage(message, [channel.port2])
  })
}

function nextControllerChange(container: ServiceWorkerContainer, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (changed: boolean) => {
      clearTimeout(timer)
      container.removeEventListener('controllerchange', onChange)
      resolve(changed)
    }
    const onChange = () => done(true)
    const timer = setTimeout(() => done(false), timeoutMs)
    container.addEventListener('controllerchange', onChange)
  })
}

/**
 * Registers the mock's worker and resolves with the worker that controls this page, once it does. A first visit is
 * controlled once the worker activates (it claims its clients); a hard reload leaves the page uncontrolled although
 * the worker runs, so the page asks it to claim, and reloads once (guarded in sessionStorage) if that did not work.
 * Rejects when the worker cannot be registered or never takes control.
 */
export async function controllingWorker({ container, base, session, reload }: PageEnvironment): Promise<ServiceWorker> {
  const registration = await container.register(`${base}${MOCK_WORKER_FILE}`, {
    scope: base,
    // The script is checked on every load, past any HTTP cache: a new build's worker replaces the old at once.
    updateViaCache: 'none',
  })
  const changed = container.controller ? Promise.resolve(true) : nextControllerChange(container, CLAIM_TIMEOUT_MS * 3)
  const ready = await container.ready
  if (!container.controller) {
    ;(ready.active ?? registration.active)?.postMessage({ type: 'mock:claim' } satisfies PageMessage)
    const claimed = await Promise.race([changed, nextControllerChange(container, CLAIM_TIMEOUT_MS)])
    if (!claimed && !container.controller) {
      if (session.getItem(RELOAD_GUARD_KEY)) {
        session.removeItem(RELOAD_GUARD_KEY)
        throw new Error('the mock worker runs but does not control this page')
      }
      session.setItem(RELOAD_GUARD_KEY, '1')
      reload()
      // The reload replaces this page; nothing after it runs.
      return new Promise<ServiceWorker>(() => {})
    }
  }
  session.removeItem(RELOAD_GUARD_KEY)
  const controller = container.controller
  if (!controller) throw new Error('the mock worker does not control this page')
  return controller
}
