import * as v from 'valibot'
import { callApi, getApiConfig } from './client.ts'
import { broadcastingAuth, privateChannelName, realtimeUrl } from './broadcasting.ts'
import { runtimeConfig } from './runtime-config.ts'

/**
 * A small Pusher-protocol client (what Laravel Echo + pusher-js do, in a few KB): one websocket,
 * opened on the first subscription and closed after the last; private channels authorised through
 * POST broadcasting/auth; reconnection with exponential backoff; keep-alive pings.
 *
 * Protocol (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/):
 * server -> `pusher:connection_established` {socket_id, activity_timeout}; client -> `pusher:subscribe`
 * {channel, auth}; server -> `pusher_internal:subscription_succeeded`; events arrive as
 * `{event, channel, data}` where data is a JSON string; `pusher:ping` / `pusher:pong` keep it alive.
 */

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting'

export interface RealtimeError {
  kind: 'subscription' | 'connection'
  channel?: string
  message: string
  cause?: unknown
}

/** The part of the WebSocket API the client uses (the browser's, or e.g. the `ws` package's in Node). */
export interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void
}

export interface RealtimeClientOptions {
  /** Default: the deployment's (config.json's `realtime`; VITE_REALTIME_URL or ws://localhost:8080/app/jogada). */
  url?: string
  /** Opens the socket. Default: the global WebSocket. */
  createSocket?: (url: string) => SocketLike
  /** Returns the `auth` signature for a private channel. Default: POST broadcasting/auth. */
  authorize?: (socketId: string, channel: string) => Promise<string>
  /** First reconnect delay and its cap (doubles per failed attempt). */
  reconnect?: { initialDelayMs?: number; maxDelayMs?: number }
  /** How long to wait for any message after a ping before giving up on the socket. */
  pongTimeoutMs?: number
  onError?: (error: RealtimeError) => void
}

export type EventHandler<T = unknown> = (data: T) => void

export interface RealtimeClient {
  /**
   * Listen to `event` on a private channel (`App.Models.User.7` or `private-App.Models.User.7`).
   * With a valibot schema the payload is parsed first and invalid payloads are dropped.
   * Returns the unsubscribe function.
   */
  subscribePrivate(channel: string, event: string, handler: EventHandler): () => void
  subscribePrivate<S extends v.GenericSchema>(
    channel: string,
    event: string,
    handler: EventHandler<v.InferOutput<S>>,
    schema: S,
  ): () => void
  /**
   * Listen to `event` on a public channel (`sports.football`): no authorisation, anyone may listen. Same parsing
   * and unsubscribe function as subscribePrivate.
   */
  subscribePublic(channel: string, event: string, handler: EventHandler): () => void
  subscribePublic<S extends v.GenericSchema>(
    channel: string,
    event: string,
    handler: EventHandler<v.InferOutput<S>>,
    schema: S,
  ): () => void
  readonly status: RealtimeStatus
  /** Whether the server accepted the subscription (useful to wait on in tests). */
  isSubscribed(channel: string): boolean
  /**
   * Calls `listener` each time the server accepts a subscription to `channel` (the first time and after every
   * reconnection): an event sent before that was not heard, so a listener that must not miss one asks the server
   * for the state then. Returns the function that stops it.
   */
  onSubscribed(channel: string, listener: () => void): () => void
  onStatusChange(listener: (status: RealtimeStatus) => void): () => void
  /** Drops every subscription and closes the socket. */
  close(): void
}

interface ChannelState {
  name: string
  state: 'pending' | 'subscribed' | 'failed'
  /** Bumped on every (re)subscription so a late authorisation for an old socket is ignored. */
  attempt: number
  listeners: Map<string, Set<EventHandler>>
}

interface ServerMessage {
  event: string
  channel?: string
  data?: unknown
}

const ServerMessageSchema = v.object({
  event: v.string(),
  channel: v.optional(v.string()),
  data: v.optional(v.unknown()),
})

const ConnectionEstablishedSchema = v.object({
  socket_id: v.string(),
  activity_timeout: v.optional(v.number()),
})

const ErrorDataSchema = v.object({
  code: v.optional(v.nullable(v.number())),
  message: v.optional(v.string()),
})

/** Protocol version and client id the way pusher-js announces them (Reverb and Pusher read these). */
const PROTOCOL_QUERY = 'protocol=7&client=js&version=8.4.0&flash=false'

export function createRealtimeClient(options: RealtimeClientOptions = {}): RealtimeClient {
  const authorize = options.authorize ?? defaultAuthorize
  const initialDelay = options.reconnect?.initialDelayMs ?? 1_000
  const maxDelay = options.reconnect?.maxDelayMs ?? 30_000
  const pongTimeout = options.pongTimeoutMs ?? 30_000
  const createSocket = options.createSocket ?? ((url: string): SocketLike => new WebSocket(url))

  const channels = new Map<string, ChannelState>()
  const subscribedListeners = new Map<string, Set<() => void>>()
  const statusListeners = new Set<(status: RealtimeStatus) => void>()
  let status: RealtimeStatus = 'idle'
  let socket: SocketLike | null = null
  let socketId: string | null = null
  let failedAttempts = 0
  let activityTimeout = 120_000
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let activityTimer: ReturnType<typeof setTimeout> | undefined
  let pongTimer: ReturnType<typeof setTimeout> | undefined

  const reportError = (error: RealtimeError) => {
    if (options.onError) options.onError(error)
    else console.warn('[realtime]', error.message, error.cause ?? '')
  }

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return
    status = next
    for (const listener of statusListeners) listener(next)
  }

  const send = (event: string, data: unknown) => {
    if (socket?.readyState === 1) socket.send(JSON.stringify({ event, data }))
  }

  const clearTimers = () => {
    clearTimeout(activityTimer)
    clearTimeout(pongTimer)
  }

  // Any message proves the connection is alive; silence for activity_timeout earns a ping.
  const touch = () => {
    clearTimers()
    activityTimer = setTimeout(() => {
      send('pusher:ping', {})
      pongTimer = setTimeout(() => socket?.close(4201, 'Pong not received'), pongTimeout)
    }, activityTimeout)
  }

  const connect = () => {
    clearTimeout(reconnectTimer)
    reconnectTimer = undefined
    if (socket) return
    setStatus(failedAttempts > 0 ? 'reconnecting' : 'connecting')
    const url = options.url ?? realtimeUrl()
    const ws = createSocket(`${url}${url.includes('?') ? '&' : '?'}${PROTOCOL_QUERY}`)
    socket = ws
    ws.addEventListener('message', (event) => {
      if (socket !== ws) return
      touch()
      handleMessage(event.data)
    })
    ws.addEventListener('close', (event) => {
      if (socket !== ws) return
      onSocketClosed(event.code)
    })
  }

  const scheduleReconnect = (delay?: number) => {
    if (channels.size === 0) {
      setStatus('idle')
      return
    }
    setStatus('reconnecting')
    const backoff = Math.min(maxDelay, initialDelay * 2 ** failedAttempts)
    // Jitter spreads reconnects of many tabs after a server restart.
    const wait = delay ?? Math.round(backoff * (0.8 + Math.random() * 0.4))
    failedAttempts += 1
    clearTimeout(reconnectTimer)
    reconnectTimer = setTimeout(connect, wait)
  }

  const onSocketClosed = (code: number) => {
    socket = null
    socketId = null
    clearTimers()
    for (const channel of channels.values()) if (channel.state === 'subscribed') channel.state = 'pending'
    // Pusher close codes: 4000-4099 do not reconnect, 4100-4199 wait a second, 4200-4299 reconnect now.
    if (code >= 4000 && code < 4100) {
      reportError({ kind: 'connection', message: `Connection refused by the server (${code})` })
      setStatus('idle')
      return
    }
    if (code >= 4100 && code < 4200) scheduleReconnect(1_000)
    else if (code >= 4200 && code < 4300) scheduleReconnect(0)
    else scheduleReconnect()
  }

  const subscribe = (channel: ChannelState) => {
    const currentSocketId = socketId
    if (!currentSocketId) return
    channel.state = 'pending'
    const attempt = ++channel.attempt
    // A public channel (the sportsbook's odds feed) needs no signature.
    if (!channel.name.startsWith('private-')) {
      send('pusher:subscribe', { channel: channel.name })
      return
    }
    authorize(currentSocketId, channel.name).then(
      (auth) => {
        if (channel.attempt !== attempt || socketId !== currentSocketId || !channels.has(channel.name)) return
        send('pusher:subscribe', { channel: channel.name, auth })
      },
      (cause: unknown) => {
        if (channel.attempt !== attempt) return
        channel.state = 'failed'
        reportError({ kind: 'subscription', channel: channel.name, message: 'Channel authorisation failed', cause })
      },
    )
  }

  const handleMessage = (raw: unknown) => {
    const message = parseServerMessage(raw)
    if (!message) return
    switch (message.event) {
      case 'pusher:connection_established': {
        const parsed = v.safeParse(ConnectionEstablishedSchema, decodeData(message.data))
        if (!parsed.success) return
        socketId = parsed.output.socket_id
        activityTimeout = (parsed.output.activity_timeout ?? 120) * 1000
        failedAttempts = 0
        setStatus('connected')
        touch()
        for (const channel of channels.values()) subscribe(channel)
        return
      }
      case 'pusher:ping':
        send('pusher:pong', {})
        return
      case 'pusher:pong':
        return
      case 'pusher_internal:subscription_succeeded': {
        const channel = message.channel ? channels.get(message.channel) : undefined
        if (!channel) return
        channel.state = 'subscribed'
        for (const listener of [...(subscribedListeners.get(channel.name) ?? [])]) listener()
        return
      }
      case 'pusher:error':
      case 'pusher:subscription_error': {
        const parsed = v.safeParse(ErrorDataSchema, decodeData(message.data))
        const text = parsed.success && parsed.output.message ? parsed.output.message : 'Realtime error'
        // Reverb answers a bad signature with a bare pusher:error; the pending channels are the ones refused.
        const refused = message.channel
          ? [channels.get(message.channel)].filter((c) => c !== undefined)
          : [...channels.values()].filter((c) => c.state === 'pending')
        for (const channel of refused) {
          channel.state = 'failed'
          reportError({ kind: 'subscription', channel: channel.name, message: text })
        }
        if (refused.length === 0) reportError({ kind: 'connection', message: text })
        return
      }
      default: {
        if (!message.channel) return
        const listeners = channels.get(message.channel)?.listeners.get(message.event)
        if (!listeners) return
        const data = decodeData(message.data)
        for (const listener of [...listeners]) {
          try {
            listener(data)
          } catch (error) {
            console.error(`[realtime] handler for ${message.channel} ${message.event} failed`, error)
          }
        }
      }
    }
  }

  const closeSocket = () => {
    clearTimeout(reconnectTimer)
    reconnectTimer = undefined
    clearTimers()
    const ws = socket
    socket = null
    socketId = null
    failedAttempts = 0
    ws?.close(1000, 'No more subscriptions')
    setStatus('idle')
  }

  const onOnline = () => {
    if (status === 'reconnecting' && !socket) connect()
  }
  globalThis.addEventListener?.('online', onOnline)

  function subscribePrivate(channelName: string, event: string, handler: EventHandler, schema?: v.GenericSchema) {
    return listen(privateChannelName(channelName), event, handler, schema)
  }

  function subscribePublic(channelName: string, event: string, handler: EventHandler, schema?: v.GenericSchema) {
    if (channelName.startsWith('private-')) throw new Error(`${channelName} is private: use subscribePrivate`)
    return listen(channelName, event, handler, schema)
  }

  function listen(name: string, event: string, handler: EventHandler, schema?: v.GenericSchema) {
    let channel = channels.get(name)
    const isNew = !channel
    if (!channel) {
      channel = { name, state: 'pending', attempt: 0, listeners: new Map() }
      channels.set(name, channel)
    }
    const listener: EventHandler = schema
      ? (data) => {
          const parsed = v.safeParse(schema, data)
          if (parsed.success) {
            handler(parsed.output)
            return
          }
          // Read like an answer (docs/backend-integration.md): a production build absorbs what the payload's schema
          // declares and reports it; anything else is reported as drift and the event is left out.
          void import('./drift.ts').then(({ readDriftedValue }) => {
            const reading = readDriftedValue(`realtime ${event}`, schema, data, parsed.issues, getApiConfig())
            if (reading.success) handler(reading.output)
          })
        }
      : handler
    const set = channel.listeners.get(event) ?? new Set()
    set.add(listener)
    channel.listeners.set(event, set)

    if (isNew) {
      if (socketId) subscribe(channel)
      else if (!socket && status !== 'reconnecting') connect()
    }

    let active = true
    return () => {
      if (!active) return
      active = false
      const current = channels.get(name)
      if (!current) return
      const listeners = current.listeners.get(event)
      listeners?.delete(listener)
      if (listeners && listeners.size === 0) current.listeners.delete(event)
      if (current.listeners.size > 0) return
      channels.delete(name)
      current.attempt += 1
      if (current.state === 'subscribed') send('pusher:unsubscribe', { channel: name })
      if (channels.size === 0) closeSocket()
    }
  }

  return {
    subscribePrivate,
    subscribePublic,
    get status() {
      return status
    },
    isSubscribed: (channel) =>
      (channels.get(channel) ?? channels.get(privateChannelName(channel)))?.state === 'subscribed',
    onSubscribed(channel, listener) {
      const set = subscribedListeners.get(channel) ?? new Set()
      subscribedListeners.set(channel, set)
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) subscribedListeners.delete(channel)
      }
    },
    onStatusChange(listener) {
      statusListeners.add(listener)
      return () => statusListeners.delete(listener)
    },
    close() {
      channels.clear()
      globalThis.removeEventListener?.('online', onOnline)
      closeSocket()
    },
  }
}

async function defaultAuthorize(socketId: string, channel: string): Promise<string> {
  // A deployment may authorise channels elsewhere (config.json's `realtime.authEndpoint`, Echo's option of that name):
  // the same call, at that address (resolved against the API base, so a path is on the API's host).
  const authEndpoint = runtimeConfig().realtime.authEndpoint
  const endpoint = authEndpoint ? { ...broadcastingAuth, path: authEndpoint } : broadcastingAuth
  const { auth } = await callApi(endpoint, { body: { socket_id: socketId, channel_name: channel } })
  return auth
}

function parseServerMessage(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null
  try {
    const parsed = v.safeParse(ServerMessageSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/** Pusher sends `data` as a JSON string (sometimes as an object): always hand out the decoded value. */
function decodeData(data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data)
  } catch {
    return data
  }
}

let defaultClient: RealtimeClient | undefined

/** The app's one connection, created on first use. */
export function getRealtimeClient(): RealtimeClient {
  defaultClient ??= createRealtimeClient()
  return defaultClient
}

export function subscribePrivate(channel: string, event: string, handler: EventHandler): () => void
export function subscribePrivate<S extends v.GenericSchema>(
  channel: string,
  event: string,
  handler: EventHandler<v.InferOutput<S>>,
  schema: S,
): () => void
export function subscribePrivate(channel: string, event: string, handler: EventHandler, schema?: v.GenericSchema) {
  const client = getRealtimeClient()
  return schema
    ? client.subscribePrivate(channel, event, handler, schema)
    : client.subscribePrivate(channel, event, handler)
}

/** The app's connection's onSubscribed, for a private channel named as subscribePrivate takes it. */
export function onPrivateSubscribed(channel: string, listener: () => void): () => void {
  return getRealtimeClient().onSubscribed(privateChannelName(channel), listener)
}

export function subscribePublic<S extends v.GenericSchema>(
  channel: string,
  event: string,
  handler: EventHandler<v.InferOutput<S>>,
  schema: S,
): () => void {
  return getRealtimeClient().subscribePublic(channel, event, handler, schema)
}
