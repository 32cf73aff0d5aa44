import { ws } from 'msw'
import { mockRealtimeUrl, realtimeKey } from './config.ts'
import { hmacHex } from './db/crypto.ts'
import { db } from './db/index.ts'
import type { UserRecord } from './auth/tables.ts'
import { registerJob } from './sim/jobs.ts'

/**
 * The realtime server: Laravel broadcasting over the Pusher protocol, as Laravel Reverb speaks it.
 * One hub holds the sockets and their channels; two transports feed it: MSW's websocket interception
 * (browser and msw/node) and, in mocks/server.ts, a real websocket server. Processes push events with
 * `broadcast(channel, event, data)`.
 */

/** What the hub needs of a socket, whichever transport carries it. */
export interface RealtimeSocket {
  send(text: string): void
  close(code?: number, reason?: string): void
}

export interface RealtimeConnection {
  /** Feed every text frame the client sends. */
  receive(text: string): void
  /** Call when the transport closed. */
  closed(): void
}

interface Connection {
  socketId: string
  socket: RealtimeSocket
  channels: Set<string>
}

/** Reverb's default: the client pings after 30 s of silence. */
export const ACTIVITY_TIMEOUT_S = 30

const connections = new Map<string, Connection>()

// --- channel authorisation (Laravel's routes/channels.php) -------------------------------------------

type ChannelRule = { pattern: RegExp; authorize: (user: UserRecord, params: string[]) => boolean }

const channelRules: ChannelRule[] = [
  // Broadcast::channel('App.Models.User.{id}', fn ($user, $id) => (int) $user->id === (int) $id)
  { pattern: /^App\.Models\.User\.(\d+)$/, authorize: (user, [id]) => user.id === Number(id) },
]

/** Whether the player may listen on a channel (`private-App.Models.User.7`). */
export function canJoinChannel(user: UserRecord, channel: string): boolean {
  const name = channel.replace(/^private-/, '')
  for (const rule of channelRules) {
    const match = rule.pattern.exec(name)
    if (match) return rule.authorize(user, match.slice(1))
  }
  return false
}

// --- signatures --------------------------------------------------------------------------------------

/**
 * The `auth` value broadcasting/auth returns: `<key>:<HMAC-SHA256(secret, "socket_id:channel")>`. The secret is the
 * database's own (Db.secret: made per process in Node, per demo database in the browser), never a constant in the
 * source, which anyone could read and sign with (docs/backend-integration.md: the app secret stays on the server).
 */
export async function signChannel(socketId: string, channel: string): Promise<string> {
  return `${realtimeKey}:${await hmacHex(db.secret('realtime'), `${socketId}:${channel}`)}`
}

async function verifyChannel(socketId: string, channel: string, auth: unknown): Promise<boolean> {
  return typeof auth === 'string' && auth === (await signChannel(socketId, channel))
}

// --- protocol ----------------------------------------------------------------------------------------

function frame(event: string, data: unknown, channel?: string): string {
  // Pusher sends `data` as a JSON-encoded string.
  return JSON.stringify(
    channel === undefined ? { event, data: JSON.stringify(data) } : { event, channel, data: JSON.stringify(data) },
  )
}

function newSocketId(): string {
  const part = () => Math.floor(Math.random() * 1_000_000_000)
  return `${part()}.${part()}`
}

interface ClientMessage {
  event: string
  data: Record<string, unknown>
}

function parseClientMessage(text: string): ClientMessage | null {
  try {
    const parsed: unknown = JSON.parse(text)
    if (!parsed || typeof parsed !== 'object' || !('event' in parsed) || typeof parsed.event !== 'string') return null
    const rawData = 'data' in parsed ? parsed.data : undefined
    const data = typeof rawData === 'string' ? (JSON.parse(rawData) as unknown) : rawData
    return { event: parsed.event, data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {} }
  } catch {
    return null
  }
}

/**
 * The channels one socket may hold at once (the app holds two or three: the player's, the sportsbook's, a match's).
 * A subscription beyond it is refused with `pusher:error` 4301 and its `channel`; the socket and its other channels
 * stay (mocks/README.md, "Rules a backend copies").
 */
export const MAX_CHANNELS_PER_SOCKET = 100

/**
 * Accepts a new socket: sends `pusher:connection_established` and returns the callbacks the transport
 * feeds. `appKey` is the key in the URL path; a wrong one is refused with Pusher's 4001.
 */
export function acceptRealtimeSocket(socket: RealtimeSocket, appKey: string = realtimeKey): RealtimeConnection {
  if (appKey !== realtimeKey) {
    socket.send(frame('pusher:error', { code: 4001, message: `Application does not exist` }))
    socket.close(4001, 'Application does not exist')
    return { receive: () => {}, closed: () => {} }
  }
  const connection: Connection = { socketId: newSocketId(), socket, channels: new Set() }
  connections.set(connection.socketId, connection)
  socket.send(
    frame('pusher:connection_established', { socket_id: connection.socketId, activity_timeout: ACTIVITY_TIMEOUT_S }),
  )

  const subscribe = async (data: Record<string, unknown>) => {
    const channel = data.channel
    if (typeof channel !== 'string' || channel === '') return
    if (channel.startsWith('presence-')) {
      socket.send(frame('pusher:error', { code: 4009, message: 'Presence channels are not supported by the mock' }))
      return
    }
    if (channel.startsWith('private-') && !(await verifyChannel(connection.socketId, channel, data.auth))) {
      // What Reverb sends for a bad signature; `channel` is an addition that tells the client which one.
      socket.send(
        JSON.stringify({
          event: 'pusher:error',
          channel,
          data: JSON.stringify({ code: 4009, message: 'Connection is unauthorized' }),
        }),
      )
      return
    }
    if (!connections.has(connection.socketId)) return
    // Checked when the channel is added (signatures are verified asynchronously): no burst gets past the bound.
    if (!connection.channels.has(channel) && connection.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      socket.send(
        JSON.stringify({
          event: 'pusher:error',
          channel,
          data: JSON.stringify({
            code: 4301,
            message: `Too many channels on this connection (max ${MAX_CHANNELS_PER_SOCKET})`,
          }),
        }),
      )
      return
    }
    connection.channels.add(channel)
    socket.send(frame('pusher_internal:subscription_succeeded', {}, channel))
  }

  return {
    receive(text) {
      const message = parseClientMessage(text)
      if (!message) return
      switch (message.event) {
        case 'pusher:ping':
          socket.send(frame('pusher:pong', {}))
          return
        case 'pusher:subscribe':
          void subscribe(message.data)
          return
        case 'pusher:unsubscribe':
          if (typeof message.data.channel === 'string') connection.channels.delete(message.data.channel)
          return
        default:
          // Client events (client-*) need presence/private whispering: not part of this app.
          return
      }
    },
    closed() {
      connections.delete(connection.socketId)
    },
  }
}

/** Sends an event to every socket subscribed to the channel. Returns how many received it. */
export function broadcast(channel: string, event: string, data: unknown): number {
  let delivered = 0
  for (const connection of connections.values()) {
    if (!connection.channels.has(channel)) continue
    connection.socket.send(frame(event, data, channel))
    delivered++
  }
  return delivered
}

/** How many sockets listen on a channel (tests wait on it; the panel can show it). */
export function subscriberCount(channel: string): number {
  let count = 0
  for (const connection of connections.values()) if (connection.channels.has(channel)) count++
  return count
}

/** Closes every socket (a server restart): clients reconnect and subscribe again. */
export function disconnectAll(code = 4200, reason = 'Server restarting'): void {
  for (const connection of [...connections.values()]) {
    connections.delete(connection.socketId)
    connection.socket.close(code, reason)
  }
}

registerJob('realtime.broadcast', ({ channel, event, data }) => {
  broadcast(channel, event, data)
})

// --- MSW transport -----------------------------------------------------------------------------------

const link = ws.link(mockRealtimeUrl)

/** The websocket handler for setupWorker / setupServer (the mock server uses the `ws` package instead). */
export const realtimeHandler = link.addEventListener('connection', ({ client }) => {
  const connection = acceptRealtimeSocket({
    send: (text) => client.send(text),
    close: (code, reason) => client.close(code, reason),
  })
  client.addEventListener('message', (event) => {
    if (typeof event.data === 'string') connection.receive(event.data)
  })
  client.addEventListener('close', () => connection.closed())
})
