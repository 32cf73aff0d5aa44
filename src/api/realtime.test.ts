import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { configureApi } from './client.ts'
import { resetDriftReports } from './drift.ts'
import { MoneySchema } from './money.ts'
import { createRealtimeClient, type RealtimeClient, type RealtimeError, type SocketLike } from './realtime.ts'

/**
 * The protocol client against a scripted socket: timing (pings, backoff) under fake timers. The
 * end-to-end path through broadcasting/auth and the mock server is tested in mocks/realtime.test.ts.
 */
class FakeSocket implements SocketLike {
  readyState = 1
  readonly sent: Array<{ event: string; data: Record<string, unknown> }> = []
  closedWith: number | undefined
  private readonly listeners = {
    message: new Set<(event: { data: unknown }) => void>(),
    close: new Set<(event: { code: number }) => void>(),
  }

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as { event: string; data: Record<string, unknown> })
  }
  close(code = 1000): void {
    if (this.readyState === 3) return
    this.closedWith = code
    this.serverClose(code)
  }
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void
  addEventListener(
    type: 'message' | 'close',
    listener: ((event: { data: unknown }) => void) | ((event: { code: number }) => void),
  ): void {
    if (type === 'message') this.listeners.message.add(listener as (event: { data: unknown }) => void)
    else this.listeners.close.add(listener as (event: { code: number }) => void)
  }

  /** What the server sends: Pusher puts a JSON string in `data`. */
  receive(event: string, data: unknown = {}, channel?: string): void {
    const frame =
      channel === undefined ? { event, data: JSON.stringify(data) } : { event, channel, data: JSON.stringify(data) }
    for (const listener of this.listeners.message) listener({ data: JSON.stringify(frame) })
  }
  establish(socketId: string, activityTimeout = 30): void {
    this.receive('pusher:connection_established', { socket_id: socketId, activity_timeout: activityTimeout })
  }
  serverClose(code: number): void {
    this.readyState = 3
    for (const listener of this.listeners.close) listener({ code })
  }
  sentEvents(): string[] {
    return this.sent.map((m) => m.event)
  }
}

let sockets: FakeSocket[]
let client: RealtimeClient
let errors: RealtimeError[]
const authorize = vi.fn(async (socketId: string, channel: string) => `jogada:${socketId}:${channel}`)

function makeClient() {
  client = createRealtimeClient({
    url: 'ws://realtime.test/app/jogada',
    createSocket: (url) => {
      const socket = new FakeSocket(url)
      sockets.push(socket)
      return socket
    },
    authorize,
    reconnect: { initialDelayMs: 1_000, maxDelayMs: 8_000 },
    pongTimeoutMs: 5_000,
    onError: (error) => errors.push(error),
  })
  return client
}

const last = () => {
  const socket = sockets.at(-1)
  if (!socket) throw new Error('no socket opened')
  return socket
}

beforeEach(() => {
  vi.useFakeTimers()
  // No jitter: backoff delays are exactly 1 s, 2 s, 4 s…
  vi.spyOn(Math, 'random').mockReturnValue(0.5)
  sockets = []
  errors = []
  authorize.mockClear()
})
afterEach(() => {
  client.close()
  vi.useRealTimers()
})

describe('realtime client', () => {
  it('connects on the first subscription with the Pusher protocol query, authorises and subscribes', async () => {
    makeClient()
    expect(sockets).toHaveLength(0)
    const received: unknown[] = []
    client.subscribePrivate('App.Models.User.7', 'payment.confirmed', (data) => received.push(data))
    expect(last().url).toBe('ws://realtime.test/app/jogada?protocol=7&client=js&version=8.4.0&flash=false')
    expect(client.status).toBe('connecting')

    last().establish('123.456')
    await vi.waitFor(() => expect(last().sentEvents()).toContain('pusher:subscribe'))
    expect(authorize).toHaveBeenCalledWith('123.456', 'private-App.Models.User.7')
    expect(last().sent.at(-1)).toEqual({
      event: 'pusher:subscribe',
      data: { channel: 'private-App.Models.User.7', auth: 'jogada:123.456:private-App.Models.User.7' },
    })
    last().receive('pusher_internal:subscription_succeeded', {}, 'private-App.Models.User.7')
    expect(client.isSubscribed('App.Models.User.7')).toBe(true)

    last().receive('payment.confirmed', { amount: '50.00' }, 'private-App.Models.User.7')
    last().receive('payment.confirmed', { amount: '1.00' }, 'private-App.Models.User.8')
    expect(received).toEqual([{ amount: '50.00' }])
  })

  it('reads a payload that breaks its schema as an answer: tolerated in production, left out when strict', async () => {
    resetDriftReports()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    makeClient()
    const received: unknown[] = []
    const schema = v.object({ amount: MoneySchema })
    client.subscribePublic('wallet.demo', 'payment.confirmed', (data) => received.push(data), schema)
    last().establish('123.456')
    // Strict (tests and development): reported as drift, the event is not delivered.
    last().receive('payment.confirmed', { amount: 'R$ 50,00' }, 'wallet.demo')
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('realtime payment.confirmed: drift')),
    )
    expect(received).toEqual([])
    // Tolerant (a production build): the formatted amount is read, and said once.
    configureApi({ contractMode: 'tolerant' })
    try {
      last().receive('payment.confirmed', { amount: 'R$ 50,00' }, 'wallet.demo')
      await vi.waitFor(() => expect(received).toEqual([{ amount: 5000 }]))
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('realtime payment.confirmed: tolerated amount'))
    } finally {
      configureApi({ contractMode: 'strict' })
      warn.mockRestore()
    }
  })

  it('subscribes to a public channel without authorisation and delivers its events', () => {
    makeClient()
    const received: unknown[] = []
    client.subscribePublic('sports.football', 'odds.updated', (data) => received.push(data))
    last().establish('123.456')
    expect(authorize).not.toHaveBeenCalled()
    expect(last().sent.at(-1)).toEqual({ event: 'pusher:subscribe', data: { channel: 'sports.football' } })
    last().receive('odds.updated', { events: [] }, 'sports.football')
    last().receive('odds.updated', { events: [1] }, 'private-sports.football')
    expect(received).toEqual([{ events: [] }])
  })

  it('pings after activity_timeout of silence and drops a socket that does not answer', async () => {
    makeClient()
    client.subscribePrivate('App.Models.User.7', 'e', () => {})
    last().establish('1.1', 30)
    vi.advanceTimersByTime(29_999)
    expect(last().sentEvents()).not.toContain('pusher:ping')
    vi.advanceTimersByTime(1)
    expect(last().sentEvents()).toContain('pusher:ping')

    // Any message counts as the answer.
    last().receive('pusher:pong')
    vi.advanceTimersByTime(5_000)
    expect(last().closedWith).toBeUndefined()

    // Silence again: ping at 60 s, still no answer at 65 s.
    vi.advanceTimersByTime(30_000)
    expect(last().closedWith).toBe(4201)
    expect(client.status).toBe('reconnecting')
    vi.advanceTimersByTime(1_000)
    expect(sockets).toHaveLength(2)
  })

  it('answers a server ping with a pong', () => {
    makeClient()
    client.subscribePrivate('App.Models.User.7', 'e', () => {})
    last().establish('1.1')
    last().receive('pusher:ping')
    expect(last().sentEvents()).toContain('pusher:pong')
  })

  it('reconnects with growing backoff and subscribes again with the new socket id', async () => {
    makeClient()
    client.subscribePrivate('App.Models.User.7', 'e', () => {})
    last().establish('1.1')
    await vi.waitFor(() => expect(authorize).toHaveBeenCalledTimes(1))

    last().serverClose(1006)
    expect(client.status).toBe('reconnecting')
    vi.advanceTimersByTime(999)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)

    // A socket that dies before the handshake doubles the wait.
    last().serverClose(1006)
    vi.advanceTimersByTime(1_999)
    expect(sockets).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(3)

    last().establish('2.2')
    expect(client.status).toBe('connected')
    await vi.waitFor(() => expect(authorize).toHaveBeenLastCalledWith('2.2', 'private-App.Models.User.7'))

    // A successful handshake resets the backoff.
    last().serverClose(1006)
    vi.advanceTimersByTime(1_000)
    expect(sockets).toHaveLength(4)
  })

  it('tells onSubscribed each time the server accepts the channel: at first and after a reconnection', async () => {
    makeClient()
    const accepted = vi.fn()
    const stop = client.onSubscribed('private-App.Models.User.7', accepted)
    client.subscribePrivate('App.Models.User.7', 'e', () => {})
    last().establish('1.1')
    await vi.waitFor(() => expect(last().sentEvents()).toContain('pusher:subscribe'))
    expect(accepted).not.toHaveBeenCalled()
    last().receive('pusher_internal:subscription_succeeded', {}, 'private-App.Models.User.8')
    expect(accepted).not.toHaveBeenCalled()
    last().receive('pusher_internal:subscription_succeeded', {}, 'private-App.Models.User.7')
    expect(accepted).toHaveBeenCalledTimes(1)

    last().serverClose(1006)
    vi.advanceTimersByTime(1_000)
    last().establish('2.2')
    await vi.waitFor(() => expect(last().sentEvents()).toContain('pusher:subscribe'))
    last().receive('pusher_internal:subscription_succeeded', {}, 'private-App.Models.User.7')
    expect(accepted).toHaveBeenCalledTimes(2)

    stop()
    last().receive('pusher_internal:subscription_succeeded', {}, 'private-App.Models.User.7')
    expect(accepted).toHaveBeenCalledTimes(2)
  })

  it('does not reconnect after a 4000-4099 close (the server refused the app)', () => {
    makeClient()
    client.subscribePrivate('App.Models.User.7', 'e', () => {})
    last().serverClose(4001)
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
    expect(client.status).toBe('idle')
    expect(errors).toEqual([expect.objectContaining({ kind: 'connection' })])
  })

  it('reports a refused subscription and keeps the others', async () => {
    makeClient()
    client.subscribePrivate('App.Models.User.7', 'e', () => {})
    last().establish('1.1')
    await vi.waitFor(() => expect(last().sentEvents()).toContain('pusher:subscribe'))
    last().receive('pusher:error', { code: 4009, message: 'Connection is unauthorized' })
    expect(errors).toEqual([
      { kind: 'subscription', channel: 'private-App.Models.User.7', message: 'Connection is unauthorized' },
    ])
    expect(client.isSubscribed('App.Models.User.7')).toBe(false)
  })

  it('reports a failed authorisation without sending a subscribe', async () => {
    authorize.mockRejectedValueOnce(new Error('403'))
    makeClient()
    client.subscribePrivate('App.Models.User.9', 'e', () => {})
    last().establish('1.1')
    await vi.waitFor(() => expect(errors).toHaveLength(1))
    expect(errors[0]).toMatchObject({ kind: 'subscription', channel: 'private-App.Models.User.9' })
    expect(last().sentEvents()).not.toContain('pusher:subscribe')
  })

  it('unsubscribes when the last handler of a channel leaves and closes after the last channel', async () => {
    makeClient()
    const offA = client.subscribePrivate('App.Models.User.7', 'a', () => {})
    const offB = client.subscribePrivate('App.Models.User.7', 'b', () => {})
    last().establish('1.1')
    await vi.waitFor(() => expect(last().sentEvents()).toContain('pusher:subscribe'))
    last().receive('pusher_internal:subscription_succeeded', {}, 'private-App.Models.User.7')
    offA()
    offA()
    expect(last().sentEvents()).not.toContain('pusher:unsubscribe')
    offB()
    expect(last().sent.at(-1)).toEqual({ event: 'pusher:unsubscribe', data: { channel: 'private-App.Models.User.7' } })
    expect(last().closedWith).toBe(1000)
    expect(client.status).toBe('idle')
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
  })

  it('isolates a throwing handler from the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    makeClient()
    const received: unknown[] = []
    client.subscribePrivate('App.Models.User.7', 'e', () => {
      throw new Error('handler bug')
    })
    client.subscribePrivate('App.Models.User.7', 'e', (data) => received.push(data))
    last().establish('1.1')
    last().receive('e', { ok: true }, 'private-App.Models.User.7')
    expect(received).toEqual([{ ok: true }])
    expect(error).toHaveBeenCalled()
  })
})
