import { describe, expect, it, vi } from 'vitest'
import { createFakeProvider, fakeFetch } from '../dev/fake-provider.ts'
import {
  createHost,
  createProviderClient,
  httpTransport,
  messageTransport,
  ProviderError,
  uuid,
  type Listen,
} from './client.ts'
import type { Reply } from './protocol.ts'

/** A parent window double: records what the game posts, and lets the test answer as any window. */
function fakeWindows() {
  let handler: ((data: unknown, source: unknown) => void) | null = null
  const listen: Listen = (h) => {
    handler = h
    return () => (handler = null)
  }
  const parent = { postMessage: vi.fn<(message: unknown, origin: string) => void>() }
  const deliver = (data: unknown, source: unknown = parent) => handler?.(data, source)
  const sent = () => parent.postMessage.mock.calls.map(([message]) => message as Record<string, unknown>)
  return { parent, listen, deliver, sent, isListening: () => handler !== null }
}

const ok = (id: string, result: object): Reply => ({ v: 1, type: 'reply', id, ok: true, ...result })

describe('message transport', () => {
  it('posts the request to the app origin and resolves with the reply of the same id from the parent', async () => {
    const w = fakeWindows()
    const client = createProviderClient({
      transport: messageTransport({ ...w, origin: 'https://app.test' }),
      session: 's1',
    })
    const pending = client.request('balance', {})
    await vi.waitFor(() => expect(w.sent()).toHaveLength(1))
    const [message] = w.sent()
    expect(message).toMatchObject({ v: 1, type: 'balance', session: 's1' })
    expect(w.parent.postMessage.mock.calls[0]![1]).toBe('https://app.test')
    w.deliver(ok(String(message!.id), { balance: { cash: 5, bonus: 0, total: 5 } }))
    await expect(pending).resolves.toEqual({ balance: { cash: 5, bonus: 0, total: 5 } })
  })

  it('ignores a reply posted by another window, and replies to other ids', async () => {
    const w = fakeWindows()
    const client = createProviderClient({
      transport: messageTransport({ ...w, origin: 'https://app.test' }),
      session: 's1',
    })
    const settled = vi.fn()
    const pending = client.request('balance', {}).then(settled)
    await vi.waitFor(() => expect(w.sent()).toHaveLength(1))
    const id = String(w.sent()[0]!.id)
    const forger = { postMessage: vi.fn() }
    w.deliver(ok(id, { balance: { cash: 999_999, bonus: 0, total: 999_999 } }), forger)
    w.deliver(ok('another-id', { balance: { cash: 1, bonus: 0, total: 1 } }))
    w.deliver({ type: 'reply', id, ok: true })
    // The genuine reply still settles it, with the genuine content: the forged ones were dropped.
    w.deliver(ok(id, { balance: { cash: 7, bonus: 0, total: 7 } }))
    await pending
    expect(settled).toHaveBeenCalledTimes(1)
    expect(settled).toHaveBeenCalledWith({ balance: { cash: 7, bonus: 0, total: 7 } })
  })

  it('turns an error reply into a ProviderError with its code and balance', async () => {
    const w = fakeWindows()
    const client = createProviderClient({
      transport: messageTransport({ ...w, origin: 'https://app.test' }),
      session: 's1',
    })
    const pending = client.request('round.start', { key: 'k1', bet: 100 })
    await vi.waitFor(() => expect(w.sent()).toHaveLength(1))
    const balance = { cash: 50, bonus: 0, total: 50 }
    w.deliver({
      v: 1,
      type: 'reply',
      id: w.sent()[0]!.id,
      ok: false,
      error: { code: 'insufficient_funds', message: 'no', balance },
    })
    const error = await pending.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ code: 'insufficient_funds', balance })
  })

  it('sends a timed-out request again with a new id and the same idempotency key, then gives up', async () => {
    const w = fakeWindows()
    const client = createProviderClient({
      transport: messageTransport({ ...w, origin: 'https://app.test' }),
      session: 's1',
      timeoutMs: 20,
      retries: 1,
    })
    const error = await client.request('round.start', { key: 'round-key', bet: 100 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'timeout' })
    const sent = w.sent()
    expect(sent).toHaveLength(2)
    expect(sent.map((m) => m.key)).toEqual(['round-key', 'round-key'])
    expect(sent[0]!.id).not.toBe(sent[1]!.id)
  })

  it('answers the retry when the first attempt was lost', async () => {
    const w = fakeWindows()
    const client = createProviderClient({
      transport: messageTransport({ ...w, origin: 'https://app.test' }),
      session: 's1',
      timeoutMs: 30,
    })
    const pending = client.request('round.start', { key: 'k', bet: 100 })
    await vi.waitFor(() => expect(w.sent()).toHaveLength(2))
    // A late reply to the first attempt no longer counts; the retry's does.
    w.deliver(ok(String(w.sent()[0]!.id), { roundId: 'late' }))
    w.deliver(ok(String(w.sent()[1]!.id), { roundId: 'r1' }))
    await expect(pending).resolves.toEqual({ roundId: 'r1' })
  })

  it('stops listening when closed', () => {
    const w = fakeWindows()
    const client = createProviderClient({
      transport: messageTransport({ ...w, origin: 'https://app.test' }),
      session: 's1',
    })
    expect(w.isListening()).toBe(true)
    client.close()
    expect(w.isListening()).toBe(false)
  })
})

describe('http transport', () => {
  it('posts the message as JSON and reads the reply from the body', async () => {
    const provider = createFakeProvider({ type: 'slot', session: 's1', cash: 1234 })
    const doFetch = vi.fn(fakeFetch(provider))
    const client = createProviderClient({
      transport: httpTransport({ url: 'http://games.test/provider/rpc', fetch: doFetch }),
      session: 's1',
    })
    await expect(client.request('balance', {})).resolves.toEqual({ balance: { cash: 1234, bonus: 0, total: 1234 } })
    const [url, init] = doFetch.mock.calls[0]!
    expect(url).toBe('http://games.test/provider/rpc')
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } })
    expect(JSON.parse(String(init?.body))).toMatchObject({ v: 1, type: 'balance', session: 's1' })
  })

  it('a repeated idempotency key settles once (the provider answers the first answer again)', async () => {
    const provider = createFakeProvider({ type: 'slot', session: 's1', cash: 10_000 })
    const client = createProviderClient({
      transport: httpTransport({ url: '/rpc', fetch: fakeFetch(provider) }),
      session: 's1',
    })
    const first = await client.request('round.start', { key: 'same', bet: 100 })
    const second = await client.request('round.start', { key: 'same', bet: 100 })
    expect(second).toEqual(first)
    expect(provider.received).toHaveLength(2)
  })

  it('retries after a timeout and maps a malformed body to a network error', async () => {
    let calls = 0
    const slowThenOk: typeof fetch = (_url, init) => {
      calls++
      if (calls === 1) {
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        )
      }
      const body = JSON.parse(String(init?.body)) as { id: string }
      return Promise.resolve(new Response(JSON.stringify(ok(body.id, { balance: { cash: 1, bonus: 0, total: 1 } }))))
    }
    const client = createProviderClient({
      transport: httpTransport({ url: '/rpc', fetch: slowThenOk }),
      session: 's',
      timeoutMs: 20,
    })
    await expect(client.request('balance', {})).resolves.toEqual({ balance: { cash: 1, bonus: 0, total: 1 } })
    expect(calls).toBe(2)

    const html: typeof fetch = () => Promise.resolve(new Response('<html>', { status: 502 }))
    const broken = createProviderClient({ transport: httpTransport({ url: '/rpc', fetch: html }), session: 's' })
    await expect(broken.request('balance', {})).rejects.toMatchObject({ code: 'network' })
  })
})

describe('host messages and ids', () => {
  it('posts deposit and loaded to the parent at the app origin', () => {
    const parent = { postMessage: vi.fn() }
    createHost({ parent, origin: 'https://app.test', session: 's9' }).post('deposit')
    expect(parent.postMessage).toHaveBeenCalledWith({ v: 1, type: 'deposit', session: 's9' }, 'https://app.test')
  })

  it('makes v4 UUIDs also without crypto.randomUUID', () => {
    const original = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      expect(uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true })
    }
  })
})
