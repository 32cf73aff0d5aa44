import type { RealtimeConnection } from '../realtime.ts'
import type { WorkerMock } from './mock-runtime.ts'

/**
 * The demo's service worker around the mock (mocks/worker/service-worker.ts installs it on the real global; tests on
 * a fake one). It answers the API and `/storage/` with the mock's handlers, lets everything else go to the network
 * as if there were no worker, and talks to its pages over messages: their start (mocks/browser.ts), their keep-alive,
 * and their realtime sockets, each carried over a MessagePort of its own.
 */

/** The messages pages send (mocks/browser.ts and mocks/worker/page-socket.ts are the senders). */
export type PageMessage =
  | { type: 'mock:start'; search: string; scenario?: string | null }
  | { type: 'mock:keepalive' }
  | { type: 'mock:claim' }
  | { type: 'mock:socket'; appKey: string }

/** The worker's answers on a message's port. */
export type WorkerReply = { type: 'mock:started'; bootId: string } | { type: 'mock:failed'; message: string }

/** A frame on a socket's port, either way (`close` from the worker carries Reverb's code). */
export type SocketFrame = { kind: 'message'; text: string } | { kind: 'close'; code?: number; reason?: string }

export interface PortLike {
  postMessage(message: unknown): void
  onmessage: ((event: { data: unknown }) => void) | null
  close?(): void
}

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void
}

export interface FetchEventLike extends ExtendableEventLike {
  request: Request
  respondWith(response: Promise<Response>): void
}

export interface MessageEventLike extends ExtendableEventLike {
  data: unknown
  ports: readonly PortLike[]
}

/** What the worker uses of ServiceWorkerGlobalScope. */
export interface WorkerScopeLike {
  location: { href: string; origin: string }
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
  fetch(request: Request): Promise<Response>
}

export interface MockWorkerOptions {
  /** Starts the mock (reads config.json, loads IndexedDB); called once, at the worker's start. */
  start: () => Promise<WorkerMock>
  /** Paths below the site's base that the mock answers (the API's, `storage/`, `__mock/`); known once started. */
  mockPaths: () => readonly string[]
}

/**
 * Static files, by the request's destination: the site's scripts, stylesheets and fonts never reach the mock (each
 * would cost a round trip through the worker's queue while the lobby loads).
 */
const STATIC_DESTINATIONS = new Set(['script', 'style', 'font', 'worker', 'sharedworker', 'serviceworker', 'manifest'])

function randomId(): string {
  return Math.random().toString(36).slice(2, 10)
}

/** Installs the worker's listeners on `scope` (synchronously: a service worker must add them at its first run). */
export function installMockWorker(scope: WorkerScopeLike, { start, mockPaths }: MockWorkerOptions): void {
  const base = new URL('./', scope.location.href).pathname
  // A new id per start: a page whose sockets belong to an older start (the browser stopped the idle worker) closes
  // them, and the app reconnects to this one.
  const bootId = randomId()
  let started: Promise<WorkerMock> | null = null
  const mock = () => (started ??= start())
  // Starting at once rather than on the first request: the first screen's calls then find it ready.
  void mock().catch((error: unknown) => console.error('[mock worker] the mock did not start', error))

  /** Whether the mock may answer it: same origin, not a page load nor a static file. The rest waits for the start. */
  const mayBeMock = (request: Request) => {
    const url = new URL(request.url)
    if (url.origin !== scope.location.origin) return false
    if (request.mode === 'navigate') return false
    return !(request.method === 'GET' && STATIC_DESTINATIONS.has(request.destination))
  }
  const isMockPath = (request: Request) => {
    const { pathname } = new URL(request.url)
    const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname
    return mockPaths().some((prefix) => path.startsWith(prefix))
  }

  const respond = async (request: Request): Promise<Response> => {
    let running: WorkerMock
    try {
      running = await mock()
    } catch {
      // A mock that did not start answers nothing: the page says so (mocks/browser.ts), the network answers.
      return scope.fetch(request)
    }
    if (!isMockPath(request)) return scope.fetch(request)
    const answer = await running.answer(request.clone())
    return answer ?? scope.fetch(request)
  }

  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()))
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()))
  scope.addEventListener('fetch', (event) => {
    if (!mayBeMock(event.request)) return
    // Once the mock has started its paths are known: the site's images and brand files then go to the network without
    // a stop in the worker. Before that (the first instants of a start) they pass through `respond`.
    if (mockPaths().length > 0 && !isMockPath(event.request)) return
    event.respondWith(respond(event.request))
  })
  scope.addEventListener('message', (event) => {
    const message = event.data as PageMessage | null
    const [port] = event.ports
    switch (message?.type) {
      case 'mock:start':
      case 'mock:keepalive': {
        const reply = mock().then(
          (running): WorkerReply => {
            if (message.type === 'mock:start') running.pageStarted(message)
            return { type: 'mock:started', bootId }
          },
          (error: unknown): WorkerReply => ({
            type: 'mock:failed',
            message: error instanceof Error ? error.message : String(error),
          }),
        )
        event.waitUntil(reply.then((answer) => port?.postMessage(answer)))
        return
      }
      case 'mock:claim':
        event.waitUntil(scope.clients.claim())
        return
      case 'mock:socket':
        if (port) event.waitUntil(mock().then((running) => connectSocket(running, port, message.appKey)))
        return
      case undefined:
        // Not the page's: nothing to do.
        return
    }
  })
}

/** One tab's realtime socket: the port carries its frames both ways, the hub holds its channels. */
function connectSocket(running: WorkerMock, port: PortLike, appKey: string): void {
  let connection: RealtimeConnection | null = null
  let open = true
  port.onmessage = ({ data }) => {
    const frame = data as SocketFrame
    if (frame.kind === 'message') connection?.receive(frame.text)
    else if (open) {
      open = false
      connection?.closed()
      port.close?.()
    }
  }
  connection = running.acceptSocket(
    {
      send: (text) => {
        if (open) port.postMessage({ kind: 'message', text } satisfies SocketFrame)
      },
      close: (code, reason) => {
        if (!open) return
        open = false
        port.postMessage({ kind: 'close', code, reason } satisfies SocketFrame)
        connection?.closed()
        port.close?.()
      },
    },
    appKey,
  )
}
