import type { PageMessage, SocketFrame } from './worker-scope.ts'

/**
 * The page's end of the app's realtime socket when the mock runs in the service worker: a service worker cannot
 * accept a websocket, so `new WebSocket(<the mock's realtime URL>)` makes this stand-in, whose frames travel over a
 * MessagePort to the worker's hub (mocks/worker/worker-scope.ts). Every other address gets the browser's WebSocket.
 * The app's client (src/api/realtime.ts) sees a websocket that opens, carries text frames and closes.
 */

const CONNECTING = 0
const OPEN = 1
const CLOSING = 2
const CLOSED = 3

/** Where a socket's port is sent: the controlling worker. */
export interface WorkerTarget {
  postMessage(message: PageMessage, transfer: Transferable[]): void
}

export class WorkerSocket extends EventTarget {
  static readonly CONNECTING = CONNECTING
  static readonly OPEN = OPEN
  static readonly CLOSING = CLOSING
  static readonly CLOSED = CLOSED
  readonly CONNECTING = CONNECTING
  readonly OPEN = OPEN
  readonly CLOSING = CLOSING
  readonly CLOSED = CLOSED
  readonly url: string
  readonly protocol = ''
  readonly extensions = ''
  binaryType: BinaryType = 'blob'
  readonly bufferedAmount = 0
  readyState: number = CONNECTING
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  /** The worker start this socket was opened on (mocks/browser.ts closes the sockets of an older one). */
  readonly bootId: string
  readonly #port: MessagePort

  constructor(url: string, appKey: string, worker: WorkerTarget, bootId: string) {
    super()
    this.url = url
    this.bootId = bootId
    const channel = new MessageChannel()
    this.#port = channel.port1
    this.#port.onmessage = ({ data }: MessageEvent<SocketFrame>) => {
      if (data.kind === 'message') {
        if (this.readyState === OPEN) this.#emit(new MessageEvent('message', { data: data.text }))
      } else this.#finish(data.code ?? 1006, data.reason ?? '')
    }
    worker.postMessage({ type: 'mock:socket', appKey }, [channel.port2])
    // Open once the constructor has returned, as a real socket does: the caller's listeners are in place by then.
    queueMicrotask(() => {
      if (this.readyState !== CONNECTING) return
      this.readyState = OPEN
      this.#emit(new Event('open'))
    })
  }

  send(data: string): void {
    if (this.readyState === CONNECTING) throw new DOMException('Still in CONNECTING state.', 'InvalidStateError')
    if (this.readyState !== OPEN) return
    this.#port.postMessage({ kind: 'message', text: String(data) } satisfies SocketFrame)
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === CLOSING || this.readyState === CLOSED) return
    this.#port.postMessage({ kind: 'close', code, reason } satisfies SocketFrame)
    this.#finish(code, reason)
  }

  /** Ends the socket from the page's side without telling the worker (its worker is gone): `code` 4200 reconnects. */
  drop(code: number, reason: string): void {
    this.#finish(code, reason)
  }

  #finish(code: number, reason: string) {
    if (this.readyState === CLOSED) return
    this.readyState = CLOSED
    this.#port.close()
    this.#emit(new CloseEvent('close', { code, reason, wasClean: code !== 1006 }))
  }

  #emit(event: Event) {
    this.dispatchEvent(event)
    const handler = (this as unknown as Record<string, unknown>)[`on${event.type}`]
    if (typeof handler === 'function') (handler as (event: Event) => void).call(this, event)
  }
}

export interface SocketShim {
  /** Closes the sockets opened on another worker start than `bootId` (code 4200: the app reconnects). */
  dropOlderThan(bootId: string): void
  setBootId(bootId: string): void
  uninstall(): void
}

/**
 * Replaces `globalThis.WebSocket` with a constructor that makes WorkerSockets for `realtimeUrl` and real sockets for
 * any other address.
 */
export function installSocketShim(options: {
  realtimeUrl: string
  appKey: string
  worker: () => WorkerTarget | null
  bootId: string
  target?: { WebSocket: typeof WebSocket }
}): SocketShim {
  const target = options.target ?? globalThis
  const Native = target.WebSocket
  const open = new Set<WorkerSocket>()
  let bootId = options.bootId
  // The client adds the protocol's query (`?protocol=7&client=js&version=…`): the address is the rest.
  const address = (url: string | URL) => String(url).replace(/[?#].*$/, '').replace(/\/$/, '')
  const sameAddress = (url: string | URL) => address(url) === address(options.realtimeUrl)
  const Shim = function (this: unknown, url: string | URL, protocols?: string | string[]) {
    const worker = sameAddress(url) ? options.worker() : null
    if (!worker) return new Native(url, protocols)
    const socket = new WorkerSocket(String(url), options.appKey, worker, bootId)
    open.add(socket)
    socket.addEventListener('close', () => open.delete(socket))
    return socket
  } as unknown as typeof WebSocket
  Object.assign(Shim, { CONNECTING, OPEN, CLOSING, CLOSED })
  target.WebSocket = Shim
  return {
    dropOlderThan(current) {
      for (const socket of [...open]) if (socket.bootId !== current) socket.drop(4200, 'Mock worker restarted')
    },
    setBootId(next) {
      bootId = next
    },
    uninstall() {
      target.WebSocket = Native
    },
  }
}
