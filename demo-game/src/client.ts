import { isReply, type Balance, type ErrorCode, type Reply, type RequestType, type Requests } from './protocol.ts'

/** A refusal from the provider (or a transport failure, as `timeout` / `network`). */
export class ProviderError extends Error {
  readonly code: ErrorCode | string
  readonly balance: Balance | undefined
  constructor(code: ErrorCode | string, message?: string, balance?: Balance) {
    super(message || code)
    this.name = 'ProviderError'
    this.code = code
    this.balance = balance
  }
}

/** Sends one request message and resolves with the reply of the same id (or never: the client times out). */
export interface Transport {
  send(message: Record<string, unknown>, signal: AbortSignal): Promise<Reply>
  close?(): void
}

/** The window a `message` transport talks to (the app window that installed the provider). */
export interface ParentLike {
  postMessage(message: unknown, targetOrigin: string): void
}

/** Subscribes to incoming messages; returns the unsubscribe function. */
export type Listen = (handler: (data: unknown, source: unknown) => void) => () => void

export function windowListen(target: Window): Listen {
  return (handler) => {
    const onMessage = (event: MessageEvent) => handler(event.data, event.source)
    target.addEventListener('message', onMessage)
    return () => target.removeEventListener('message', onMessage)
  }
}

/**
 * postMessage to the parent window, addressed to the app's origin from the launch URL. A reply is taken only from
 * that same window: any other frame could post a forged one.
 */
export function messageTransport({
  parent,
  origin,
  listen,
}: {
  parent: ParentLike
  origin: string
  listen: Listen
}): Transport {
  const pending = new Map<string, (reply: Reply) => void>()
  const stop = listen((data, source) => {
    if (source !== parent || !isReply(data)) return
    const resolve = pending.get(data.id)
    if (!resolve) return
    pending.delete(data.id)
    resolve(data)
  })
  return {
    send(message, signal) {
      return new Promise<Reply>((resolve, reject) => {
        const id = message.id as string
        pending.set(id, resolve)
        signal.addEventListener('abort', () => {
          pending.delete(id)
          reject(signal.reason)
        })
        parent.postMessage(message, origin)
      })
    },
    close: stop,
  }
}

/** `POST <url>` with the message as JSON; the reply is the JSON body (the mock server's provider endpoint). */
export function httpTransport({
  url,
  fetch: doFetch = globalThis.fetch.bind(globalThis),
}: {
  url: string
  fetch?: typeof fetch
}): Transport {
  return {
    async send(message, signal) {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(message),
        signal,
      })
      const body: unknown = await response.json().catch(() => null)
      if (!isReply(body)) throw new ProviderError('network', `HTTP ${response.status}`)
      return body
    },
  }
}

/** A random UUID v4, also where `crypto.randomUUID` is missing (it needs a secure context). */
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  // Version 4 and the RFC 4122 variant, in bytes 6 and 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export interface ProviderClient {
  request<T extends RequestType>(type: T, params: Requests[T]['params']): Promise<Record<string, unknown>>
  close(): void
}

export interface ClientOptions {
  transport: Transport
  session: string
  /** How long one attempt waits for its reply. */
  timeoutMs?: number
  /** How many times a request that timed out is sent again (same payload, so the same idempotency key). */
  retries?: number
  newId?: () => string
}

class TimeoutSignal extends Error {}

/**
 * Requests carry a fresh id per attempt; a round's idempotency key lives in the payload, so an attempt sent again
 * after a timeout can never settle a round twice (the provider answers a repeated key with its first answer).
 */
export function createProviderClient({
  transport,
  session,
  timeoutMs = 8000,
  retries = 1,
  newId = uuid,
}: ClientOptions): ProviderClient {
  async function attempt(type: RequestType, params: object): Promise<Reply> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(new TimeoutSignal()), timeoutMs)
    try {
      return await transport.send({ v: 1, type, session, id: newId(), ...params }, controller.signal)
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    async request(type, params) {
      for (let tries = 0; ; tries++) {
        let reply: Reply
        try {
          reply = await attempt(type, params)
        } catch (error) {
          const timedOut =
            error instanceof TimeoutSignal || (error instanceof DOMException && error.name === 'AbortError')
          if (timedOut && tries < retries) continue
          if (timedOut) throw new ProviderError('timeout')
          if (error instanceof ProviderError) throw error
          throw new ProviderError('network', error instanceof Error ? error.message : String(error))
        }
        if (reply.ok) {
          const { v: _v, type: _type, id: _id, ok: _ok, ...result } = reply
          return result
        }
        throw new ProviderError(reply.error.code, reply.error.message, reply.error.balance)
      }
    },
    close() {
      transport.close?.()
    },
  }
}

/** Messages to the host page (the play screen): UI only, nothing answers them. */
export interface Host {
  post(type: 'deposit' | 'loaded'): void
}

export function createHost({
  parent,
  origin,
  session,
}: {
  parent: ParentLike | null
  origin: string
  session: string
}): Host {
  return {
    post(type) {
      parent?.postMessage({ v: 1, type, session }, origin)
    },
  }
}
