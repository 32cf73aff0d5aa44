import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { configureApi } from '@/api/client.ts'
import { DEFAULT_REALTIME_URL, userChannel } from '@/api/broadcasting.ts'
import { createRealtimeClient, type RealtimeClient, type RealtimeError } from '@/api/realtime.ts'
import { resetMockState } from './node.ts'
import { realtimeKey } from './config.ts'
import { hmacHex } from './db/crypto.ts'
import { createSession } from './auth/sessions.ts'
import { broadcast, disconnectAll, signChannel, subscriberCount } from './realtime.ts'
import { clock } from './sim/clock.ts'
import { scheduleIn } from './sim/jobs.ts'
import { runDue } from './sim/jobs.ts'

let client: RealtimeClient | undefined

beforeEach(() => resetMockState())
afterEach(() => {
  client?.close()
  client = undefined
})

function signIn(userId: number): void {
  const session = createSession(userId)
  configureApi({ getToken: () => session.token })
}

/** A raw socket speaking the protocol by hand, to check what the server refuses. */
async function rawSocket(): Promise<{ socket: WebSocket; frames: Array<{ event: string; channel?: string; data: unknown }> }> {
  const socket = new WebSocket(DEFAULT_REALTIME_URL)
  const frames: Array<{ event: string; channel?: string; data: unknown }> = []
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data)) as { event: string; channel?: string; data: string }
    frames.push({ ...frame, data: JSON.parse(frame.data) })
  })
  await vi.waitFor(() => expect(frames.some((f) => f.event === 'pusher:connection_established')).toBe(true))
  return { socket, frames }
}

describe('realtime over the Pusher protocol (msw ws)', () => {
  it('subscribes to the player’s private channel through broadcasting/auth and receives broadcasts', async () => {
    signIn(1)
    client = createRealtimeClient()
    const received: unknown[] = []
    client.subscribePrivate('App.Models.User.1', 'payment.confirmed', (data) => received.push(data))
    await vi.waitFor(() => expect(client?.isSubscribed('App.Models.User.1')).toBe(true))
    expect(client.status).toBe('connected')
    expect(subscriberCount(userChannel(1))).toBe(1)

    expect(broadcast(userChannel(1), 'payment.confirmed', { idTransaction: 7, amount: '50.00' })).toBe(1)
    broadcast(userChannel(1), 'other.event', { ignored: true })
    broadcast(userChannel(2), 'payment.confirmed', { notMine: true })
    await vi.waitFor(() => expect(received).toEqual([{ idTransaction: 7, amount: '50.00' }]))
  })

  it('parses payloads with a schema and drops those that do not match', async () => {
    signIn(1)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    client = createRealtimeClient()
    const amounts: number[] = []
    const Payment = v.object({ amount: v.pipe(v.string(), v.transform(Number)) })
    client.subscribePrivate(userChannel(1), 'payment.confirmed', (data) => amounts.push(data.amount), Payment)
    await vi.waitFor(() => expect(client?.isSubscribed(userChannel(1))).toBe(true))
    broadcast(userChannel(1), 'payment.confirmed', { amount: 12 })
    broadcast(userChannel(1), 'payment.confirmed', { amount: '50.5' })
    await vi.waitFor(() => expect(amounts).toEqual([50.5]))
    // The drift report loads its module on first use (src/api/realtime.ts): it may land after the next event.
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
  })

  it('a scheduled job pushes its event through the socket when the clock reaches it', async () => {
    signIn(1)
    client = createRealtimeClient()
    const received: unknown[] = []
    client.subscribePrivate(userChannel(1), 'payment.confirmed', (data) => received.push(data))
    await vi.waitFor(() => expect(client?.isSubscribed(userChannel(1))).toBe(true))
    scheduleIn('realtime.broadcast', 30_000, { channel: userChannel(1), event: 'payment.confirmed', data: { idTransaction: 1 } })
    clock.advance(30_000)
    runDue()
    await vi.waitFor(() => expect(received).toEqual([{ idTransaction: 1 }]))
  })

  it('refuses another player’s channel at broadcasting/auth (403): the subscription fails', async () => {
    signIn(1)
    const errors: RealtimeError[] = []
    client = createRealtimeClient({ onError: (error) => errors.push(error) })
    client.subscribePrivate(userChannel(2), 'payment.confirmed', () => {})
    await vi.waitFor(() => expect(errors).toHaveLength(1))
    expect(errors[0]).toMatchObject({ kind: 'subscription', channel: userChannel(2) })
    expect(errors[0]?.cause).toMatchObject({ status: 403 })
    expect(subscriberCount(userChannel(2))).toBe(0)
    expect(client.isSubscribed(userChannel(2))).toBe(false)
  })

  it('refuses a visitor (401 at broadcasting/auth)', async () => {
    const errors: RealtimeError[] = []
    client = createRealtimeClient({ onError: (error) => errors.push(error) })
    client.subscribePrivate(userChannel(1), 'payment.confirmed', () => {})
    await vi.waitFor(() => expect(errors[0]?.cause).toMatchObject({ status: 401 }))
  })

  it('the server refuses a forged signature with pusher:error 4009', async () => {
    const { socket, frames } = await rawSocket()
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: userChannel(1), auth: 'jogada:forged' } }))
    await vi.waitFor(() => expect(frames.some((f) => f.event === 'pusher:error')).toBe(true))
    expect(frames.find((f) => f.event === 'pusher:error')?.data).toEqual({ code: 4009, message: 'Connection is unauthorized' })
    expect(subscriberCount(userChannel(1))).toBe(0)

    // A signature for another socket is as bad as a forged one.
    socket.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: userChannel(1), auth: await signChannel('1.1', userChannel(1)) },
      }),
    )
    await vi.waitFor(() => expect(frames.filter((f) => f.event === 'pusher:error')).toHaveLength(2))
    socket.close()
  })

  it('refuses a signature made with the secret the source used to ship: the server signs with its database’s own', async () => {
    const { socket, frames } = await rawSocket()
    const socketId = String((frames[0]?.data as { socket_id: string }).socket_id)
    const channel = userChannel(1)
    const oldConstant = 'jogada-mock-broadcasting-secret'
    const forged = `${realtimeKey}:${await hmacHex(oldConstant, `${socketId}:${channel}`)}`
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: forged } }))
    await vi.waitFor(() => expect(frames.some((f) => f.event === 'pusher:error')).toBe(true))
    expect(frames.find((f) => f.event === 'pusher:error')?.data).toEqual({ code: 4009, message: 'Connection is unauthorized' })
    expect(subscriberCount(channel)).toBe(0)
    expect(forged).not.toBe(await signChannel(socketId, channel))

    // The same socket with the server's own signature (what broadcasting/auth hands a player allowed in) gets in.
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: await signChannel(socketId, channel) } }))
    await vi.waitFor(() => expect(subscriberCount(channel)).toBe(1))
    socket.close()
  })

  it('a refused subscription through the client is reported (a bad authorize function)', async () => {
    const errors: RealtimeError[] = []
    client = createRealtimeClient({ authorize: async () => 'jogada:bad', onError: (error) => errors.push(error) })
    client.subscribePrivate(userChannel(1), 'payment.confirmed', () => {})
    await vi.waitFor(() => expect(errors).toEqual([expect.objectContaining({ kind: 'subscription', channel: userChannel(1) })]))
    expect(errors[0]?.message).toBe('Connection is unauthorized')
  })

  it('answers pusher:ping with pusher:pong', async () => {
    const { socket, frames } = await rawSocket()
    socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }))
    await vi.waitFor(() => expect(frames.some((f) => f.event === 'pusher:pong')).toBe(true))
    socket.close()
  })

  it('reconnects after the server drops the connection and subscribes again', async () => {
    signIn(1)
    client = createRealtimeClient({ reconnect: { initialDelayMs: 10, maxDelayMs: 50 } })
    const statuses: string[] = []
    client.onStatusChange((status) => statuses.push(status))
    const received: unknown[] = []
    client.subscribePrivate(userChannel(1), 'payment.confirmed', (data) => received.push(data))
    await vi.waitFor(() => expect(subscriberCount(userChannel(1))).toBe(1))

    disconnectAll(1006, 'Abnormal closure')
    expect(subscriberCount(userChannel(1))).toBe(0)
    await vi.waitFor(() => expect(subscriberCount(userChannel(1))).toBe(1))
    expect(statuses).toContain('reconnecting')
    expect(client.status).toBe('connected')

    broadcast(userChannel(1), 'payment.confirmed', { after: 'reconnect' })
    await vi.waitFor(() => expect(received).toEqual([{ after: 'reconnect' }]))
  })

  it('closes the socket after the last unsubscribe', async () => {
    signIn(1)
    client = createRealtimeClient()
    const off = client.subscribePrivate(userChannel(1), 'payment.confirmed', () => {})
    const offToo = client.subscribePrivate(userChannel(1), 'wallet.updated', () => {})
    await vi.waitFor(() => expect(client?.isSubscribed(userChannel(1))).toBe(true))
    off()
    expect(client.status).toBe('connected')
    offToo()
    expect(client.status).toBe('idle')
    await vi.waitFor(() => expect(subscriberCount(userChannel(1))).toBe(0))
  })
})
