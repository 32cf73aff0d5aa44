// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetMockState } from '../node.ts'
import { DB_STORAGE_KEY } from '../db/persistence.ts'
import { scenarios } from '../scenarios.ts'
import { memoryStorage } from '../db/memory-storage.ts'
import { catalogue } from '../catalogue/catalogue.ts'
import { createSession } from '../auth/sessions.ts'
import { createGameSession } from '../provider/sessions.ts'
import { startWorkerMock, type WorkerMock } from './mock-runtime.ts'
import { memoryBackend, openStoredStorage, type StorageBackend } from './stored-storage.ts'
import {
  installMockWorker,
  type FetchEventLike,
  type MessageEventLike,
  type PortLike,
  type WorkerReply,
  type WorkerScopeLike,
} from './worker-scope.ts'

const ORIGIN = 'https://demo.jogada.test'
const DEMO = { email: 'demo@jogada.com.br', password: 'Jogada@2026' }

const running: WorkerMock[] = []

afterEach(() => {
  for (const mock of running.splice(0)) mock.stop()
  // The worker's stores were attached to its storage with the demo's defaults: back to the tests' own.
  scenarios.attachStorage(memoryStorage(), { latency: 'none' })
  resetMockState()
  vi.useRealTimers()
})

async function start(backend: StorageBackend = memoryBackend()): Promise<WorkerMock> {
  const mock = await startWorkerMock({ backend, defaults: { latency: 'none' } })
  running.push(mock)
  return mock
}

/** A service worker's global, faked: its listeners, what it let through to the network, its claims. */
function fakeScope(startMock: () => Promise<WorkerMock> = () => start()) {
  const listeners = new Map<string, Array<(event: unknown) => void>>()
  const network: string[] = []
  let claims = 0
  const scope: WorkerScopeLike = {
    location: { href: `${ORIGIN}/mock-sw.js`, origin: ORIGIN },
    addEventListener(type: string, listener: (event: never) => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener as (event: unknown) => void])
    },
    skipWaiting: () => Promise.resolve(),
    clients: {
      claim: () => {
        claims++
        return Promise.resolve()
      },
    },
    fetch: (request) => {
      network.push(request.url)
      return Promise.resolve(new Response('from the network'))
    },
  }
  installMockWorker(scope, { start: startMock, mockPaths: () => ['api/', 'storage/', '__mock/'] })
  const dispatch = (type: string, event: unknown) => {
    for (const listener of listeners.get(type) ?? []) listener(event)
  }
  /** A request as the page makes it; resolves with the worker's answer, or null when it did not answer. */
  const request = (input: string | Request, init?: RequestInit): Promise<Response> | null => {
    const req = typeof input === 'string' ? new Request(new URL(input, ORIGIN), init) : input
    let answer: Promise<Response> | null = null
    const event: FetchEventLike = {
      request: req,
      respondWith: (response) => void (answer = response),
      waitUntil: () => {},
    }
    dispatch('fetch', event)
    return answer
  }
  /** Posts a page message with a reply port; resolves with the reply. */
  const message = (data: unknown): Promise<WorkerReply> =>
    new Promise((resolve) => {
      const port: PortLike = { postMessage: (reply) => resolve(reply as WorkerReply), onmessage: null }
      const event: MessageEventLike = { data, ports: [port], waitUntil: () => {} }
      dispatch('message', event)
    })
  const messageWithPort = (data: unknown, port: PortLike) => {
    const pending: Promise<unknown>[] = []
    dispatch('message', { data, ports: [port], waitUntil: (promise: Promise<unknown>) => pending.push(promise) })
    return Promise.all(pending)
  }
  return { request, message, messageWithPort, dispatch, network, claims: () => claims }
}

async function login(answer: (request: Request) => Promise<Response | undefined>): Promise<string> {
  const response = await answer(
    new Request(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO),
    }),
  )
  expect(response?.status).toBe(200)
  return ((await response!.json()) as { access_token: string }).access_token
}

const verify = (token: string) =>
  new Request(`${ORIGIN}/api/auth/verify`, { headers: { Authorization: `Bearer ${token}` } })

describe('the mock in the service worker', () => {
  it('answers the API from the mock and leaves the site’s own files to the network', async () => {
    const worker = fakeScope()
    const settings = await worker.request('/api/settings/data')
    expect(settings?.status).toBe(200)
    expect(await settings!.json()).toMatchObject({ setting: { software_name: 'Jogada' } })

    // Scripts and page loads never reach the worker's queue; an image of the site passes through it to the network.
    const asBrowser = (path: string, fields: Partial<Request>) =>
      ({ url: `${ORIGIN}${path}`, method: 'GET', destination: '', mode: 'cors', ...fields }) as Request
    expect(worker.request(asBrowser('/assets/index.js', { destination: 'script' }))).toBeNull()
    expect(worker.request(asBrowser('/profile/wallet', { mode: 'navigate', destination: 'document' }))).toBeNull()
    expect(worker.request(`https://elsewhere.test/api/settings/data`)).toBeNull()
    expect(worker.request('/brand/logo-white.svg')).toBeNull()
    // A path of the API no handler knows goes through the worker to the network.
    const unknown = await worker.request('/api/no-such-route')
    expect(await unknown!.text()).toBe('from the network')
    expect(worker.network).toEqual([`${ORIGIN}/api/no-such-route`])
  })

  it('applies the page’s ?mockFault= until the next page start says otherwise', async () => {
    const worker = fakeScope()
    expect(await worker.message({ type: 'mock:start', search: '?mockFault=settings.data:500' })).toMatchObject({
      type: 'mock:started',
    })
    const failed = await worker.request('/api/settings/data')
    expect(failed?.status).toBe(500)
    expect(await failed!.json()).toEqual({ message: 'Server Error' })

    await worker.message({ type: 'mock:start', search: '?mockFault=settings.data:network' })
    expect((await worker.request('/api/settings/data'))?.type).toBe('error')

    await worker.message({ type: 'mock:start', search: '' })
    expect((await worker.request('/api/settings/data'))?.status).toBe(200)
  })

  it('keeps a timed-out call pending until the page gives up, while other calls are answered', async () => {
    const worker = fakeScope()
    await worker.message({ type: 'mock:start', search: '?mockFault=settings.data:timeout' })
    const abort = new AbortController()
    let settled = false
    const hanging = worker.request(new Request(`${ORIGIN}/api/settings/data`, { signal: abort.signal }))!
    void hanging.then(() => (settled = true))
    expect((await worker.request('/api/categories'))?.status).toBe(200)
    expect(settled).toBe(false)
    abort.abort()
    expect((await hanging).type).toBe('error')
  })

  it('waits the scenario’s latency before answering (?mock=slow: 2 to 4 s)', async () => {
    const worker = fakeScope()
    await worker.message({ type: 'mock:start', search: '?mock=slow' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let answered = false
    const slow = worker.request('/api/settings/data')!
    void slow.then(() => (answered = true))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(answered).toBe(false)
    await vi.advanceTimersByTimeAsync(2_001)
    expect((await slow).status).toBe(200)
  })

  it('takes the scenario a page hands over and keeps it', async () => {
    const backend = memoryBackend()
    const worker = fakeScope(() => start(backend))
    await worker.message({
      type: 'mock:start',
      search: '',
      scenario: JSON.stringify({ latency: 'none', faults: { 'settings.data': '500' } }),
    })
    expect((await worker.request('/api/settings/data'))?.status).toBe(500)
    await worker.message({ type: 'mock:start', search: '' })
    expect((await worker.request('/api/settings/data'))?.status).toBe(500)
    expect(JSON.parse(backend.map.get('jogada:mock-scenario') ?? '{}')).toMatchObject({
      faults: { 'settings.data': '500' },
    })
  })

  it('has what a request wrote in IndexedDB by the time it answers, so a restarted worker still knows it', async () => {
    const backend = memoryBackend()
    const first = await start(backend)
    const token = await login((request) => first.answer(request))
    // What the backend holds the moment the answer resolved (no stop, no later save): a worker the browser stopped
    // right then starts from this.
    const atAnswer = memoryBackend(Object.fromEntries(backend.map))
    expect(atAnswer.map.get(DB_STORAGE_KEY)).toBeDefined()
    first.stop()
    running.splice(running.indexOf(first), 1)
    resetMockState()
    expect((await start(memoryBackend()).then((fresh) => fresh.answer(verify(token))))?.status).toBe(401)
    for (const mock of running.splice(0)) mock.stop()
    resetMockState()

    const restarted = await start(atAnswer)
    const verified = await restarted.answer(verify(token))
    expect(verified?.status).toBe(200)
    expect(await verified!.json()).toMatchObject({ email: DEMO.email })
  })

  it('says so when the mock does not start, and lets the calls through to the network', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const worker = fakeScope(() => Promise.reject(new Error('IndexedDB is unavailable')))
    expect(await worker.message({ type: 'mock:start', search: '' })).toEqual({
      type: 'mock:failed',
      message: 'IndexedDB is unavailable',
    })
    expect(await (await worker.request('/api/settings/data'))!.text()).toBe('from the network')
  })

  it('claims the page that asks (a hard reload leaves it uncontrolled)', () => {
    const worker = fakeScope()
    worker.dispatch('message', { data: { type: 'mock:claim' }, ports: [], waitUntil: () => {} })
    expect(worker.claims()).toBe(1)
  })

  it('carries a tab’s realtime socket over its port to the hub, and closes it on a stop with 4200', async () => {
    const mock = await start()
    const worker = fakeScope(() => Promise.resolve(mock))
    const received: unknown[] = []
    const port: PortLike = { postMessage: (frame) => received.push(frame), onmessage: null }
    await worker.messageWithPort({ type: 'mock:socket', appKey: 'jogada' }, port)
    expect(received[0]).toMatchObject({
      kind: 'message',
      text: expect.stringContaining('pusher:connection_established'),
    })
    port.onmessage?.({ data: { kind: 'message', text: JSON.stringify({ event: 'pusher:ping', data: {} }) } })
    expect(received[1]).toMatchObject({ kind: 'message', text: expect.stringContaining('pusher:pong') })
    mock.stop()
    running.splice(running.indexOf(mock), 1)
    expect(received[2]).toEqual({ kind: 'close', code: 4200, reason: 'Mock worker stopping' })
  })
})

describe('the demo games’ messages, forwarded by the page (POST /__mock/provider/rpc)', () => {
  it('answers the provider’s reply, keeping a session to the first window that said hello with it', async () => {
    const worker = fakeScope()
    // The sessions are made in the worker's database, once it has started (it loads its own storage).
    await worker.message({ type: 'mock:start', search: '' })
    const game = catalogue().games.find((candidate) => candidate.game_name === 'Fruit Party')
    const session = createGameSession(createSession(1), game?.id ?? 0)
    const rpc = async (windowId: unknown, message: unknown) => {
      const response = await worker.request('/__mock/provider/rpc', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ windowId, message }),
      })
      return { status: response!.status, body: (await response!.json()) as { reply: Record<string, unknown> | null } }
    }
    const hello = (id: string) => ({ v: 1, type: 'hello', session: session.token, id })

    expect(await rpc('frame-a', hello('m1'))).toMatchObject({ status: 200, body: { reply: { id: 'm1', ok: true } } })
    expect(await rpc('frame-b', hello('m2'))).toMatchObject({
      status: 200,
      body: { reply: { id: 'm2', ok: false, error: { code: 'session_invalid' } } },
    })
    // A note (no id) has no reply; a call without the window's id is refused.
    expect(await rpc('frame-a', { v: 1, type: 'resize' })).toEqual({ status: 200, body: { reply: null } })
    expect((await rpc(undefined, hello('m3'))).status).toBe(400)
  })
})

describe('the stored storage over IndexedDB', () => {
  it('reads everything at start, answers synchronously and writes one batch per task', async () => {
    const backend = memoryBackend({ a: '1' })
    const storage = await openStoredStorage(backend)
    expect(storage.getItem('a')).toBe('1')
    storage.setItem('b', '2')
    storage.removeItem('a')
    expect(storage.getItem('b')).toBe('2')
    await storage.committed()
    expect(Object.fromEntries(backend.map)).toEqual({ b: '2' })
    expect(backend.writes).toBe(1)
  })

  it('reports a failed write to the one who waits for it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const storage = await openStoredStorage({
      readAll: () => Promise.resolve(new Map()),
      write: () => Promise.reject(new Error('QuotaExceededError')),
    })
    storage.setItem('a', '1')
    await expect(storage.committed()).rejects.toThrow('QuotaExceededError')
  })
})
