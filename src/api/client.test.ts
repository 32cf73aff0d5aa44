import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import {
  callApi,
  configureApi,
  encodeRequestBody,
  FIRST_SCREEN_ANSWERS_MS,
  getApiConfig,
  holdRequestsUntil,
  resolveBaseUrl,
  toSearchParams,
} from './client.ts'
import type { EndpointWireResponse } from './define.ts'
import { depositBrasilcash } from './deposit.ts'
import { ApiError } from './errors.ts'
import { casinosGames } from './casino.ts'
import { profileGetLanguage } from './language.ts'
import { profileUploadAvatar } from './profile.ts'
import { settingsData } from './settings.ts'
import { profileWallet } from './wallet.ts'

const api = (path: string) => `${location.origin}/api/${path}`

const settingsWire: EndpointWireResponse<typeof settingsData> = {
  setting: {
    software_name: 'Jogada',
    software_logo_white: '/brand/logo-white.svg',
    software_logo_black: '/brand/logo-black.svg',
    min_deposit: 20,
    max_deposit: '5000.00',
    initial_bonus: '100',
    min_withdraw: '50.5',
    rexpay_is_enable: 1,
    digitopay_is_enable: '0',
    brasilcash_is_enable: true,
    turn_on_football: 1,
  },
}

/** Answers settings/data and keeps the request for inspection. */
function captureSettings(): { request: () => Request } {
  let seen: Request | undefined
  server.use(
    http.get(api('settings/data'), ({ request }) => {
      seen = request
      return HttpResponse.json(settingsWire)
    }),
  )
  return {
    request: () => {
      if (!seen) throw new Error('settings/data was not called')
      return seen
    },
  }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

afterEach(() => {
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => meta.remove())
})

describe('callApi requests', () => {
  it('asks for JSON, and sends no X-Requested-With, CSRF or Authorization header on a read when there is none', async () => {
    // A read with only CORS-safelisted headers reaches an API on another origin without a preflight.
    const { request } = captureSettings()
    await callApi(settingsData)
    const headers = request().headers
    expect(headers.has('X-Requested-With')).toBe(false)
    expect(headers.get('Accept')).toBe('application/json')
    expect(headers.has('X-CSRF-TOKEN')).toBe(false)
    expect(headers.has('Authorization')).toBe(false)
    expect(headers.has('Idempotency-Key')).toBe(false)
  })

  it("sends the page's csrf-token meta as X-CSRF-TOKEN", async () => {
    const meta = document.createElement('meta')
    meta.name = 'csrf-token'
    meta.content = 'csrf-abc'
    document.head.append(meta)
    const { request } = captureSettings()
    await callApi(settingsData)
    expect(request().headers.get('X-CSRF-TOKEN')).toBe('csrf-abc')
  })

  it('sends Authorization: Bearer only when getToken returns a token', async () => {
    let token: string | null = null
    configureApi({ getToken: () => token })
    const { request } = captureSettings()
    await callApi(settingsData)
    expect(request().headers.has('Authorization')).toBe(false)
    token = 'jwt-123'
    await callApi(settingsData)
    expect(request().headers.get('Authorization')).toBe('Bearer jwt-123')
  })

  it('sends the session a caller read earlier (options.token) instead of the one stored now', async () => {
    configureApi({ getToken: () => null })
    const { request } = captureSettings()
    await callApi(settingsData, {}, { token: 'jwt-of-the-ended-session' })
    expect(request().headers.get('Authorization')).toBe('Bearer jwt-of-the-ended-session')
    configureApi({ getToken: () => 'jwt-now' })
    await callApi(settingsData, {}, { token: null })
    expect(request().headers.has('Authorization')).toBe(false)
  })

  it('reads the token when the call is made, before its first await: a session that ends right after keeps it', async () => {
    let token: string | null = 'jwt-before'
    configureApi({ getToken: () => token })
    const { request } = captureSettings()
    const first = callApi(settingsData)
    token = null // a logout in the same tick, as the account menu's Sair does after firing POST auth/logout
    await first
    expect(request().headers.get('Authorization')).toBe('Bearer jwt-before')
    // And the other way round: a call made while logged out stays anonymous.
    const second = callApi(settingsData)
    token = 'jwt-after'
    await second
    expect(request().headers.has('Authorization')).toBe(false)
  })

  it('sends a JSON body, with an Idempotency-Key on idempotent endpoints', async () => {
    const seen: Request[] = []
    const bodies: unknown[] = []
    server.use(
      http.post(api('brasilcash/qrcode-pix'), async ({ request }) => {
        seen.push(request)
        bodies.push(await request.json())
        return HttpResponse.json({ status: true, idTransaction: 77, qrcode: '000201...' })
      }),
    )
    const body = { amount: '50.00', accept_bonus: true, cpf: '52998224725', gateway: 'brasilcash', paymentType: 'pix' }
    const answer = await callApi(depositBrasilcash, { body })
    expect(answer).toMatchObject({ idTransaction: '77', qrcode: '000201...' })
    await callApi(depositBrasilcash, { body }, { idempotencyKey: 'click-1' })
    expect(bodies).toEqual([body, body])
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json')
    expect(seen[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest')
    expect(seen[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(seen[1]?.headers.get('Idempotency-Key')).toBe('click-1')
  })

  it('sends {} for an "empty" payload the caller leaves out', async () => {
    let body: unknown
    server.use(
      http.post(api('profile/getLanguage'), async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ language: 'pt_BR' })
      }),
    )
    await expect(callApi(profileGetLanguage)).resolves.toEqual({ language: 'pt_BR' })
    expect(body).toEqual({})
  })

  it('drops empty query parameters', async () => {
    let url: URL | undefined
    server.use(
      http.get(api('casinos/games'), ({ request }) => {
        url = new URL(request.url)
        return HttpResponse.json({
          games: {
            current_page: 2,
            data: [],
            last_page: 2,
            per_page: 12,
            total: 12,
            next_page_url: null,
            prev_page_url: null,
          },
        })
      }),
    )
    await callApi(casinosGames, { query: { page: 2, searchTerm: '', category: undefined, provider: 'pragmatic' } })
    expect(url?.search).toBe('?page=2&provider=pragmatic')
    expect(toSearchParams({ a: null, b: '', c: 0, d: false }).toString()).toBe('c=0&d=false')
  })

  it('encodes multipart bodies as form data, JSON otherwise', () => {
    // Checked without a round trip: msw/node cannot read multipart request streams in jsdom.
    const avatar = new Blob(['png-bytes'], { type: 'image/png' })
    const encoded = encodeRequestBody(profileUploadAvatar, { avatar, note: 7, skipped: undefined, empty: null })
    expect(encoded.json).toBeUndefined()
    expect(encoded.body).toBeInstanceOf(FormData)
    expect(encoded.body?.get('avatar')).toBeInstanceOf(Blob)
    expect(encoded.body?.get('note')).toBe('7')
    expect(encoded.body?.has('skipped')).toBe(false)
    expect(encoded.body?.has('empty')).toBe(false)
    expect(encodeRequestBody(profileGetLanguage, undefined)).toEqual({ json: {} })
    expect(encodeRequestBody(settingsData, undefined)).toEqual({})
  })

  it('resolves relative base URLs against the page', () => {
    expect(resolveBaseUrl('/api/')).toBe(`${location.origin}/api/`)
    expect(resolveBaseUrl('/api')).toBe(`${location.origin}/api/`)
    expect(resolveBaseUrl('http://127.0.0.1:4010/api/')).toBe('http://127.0.0.1:4010/api/')
  })
})

describe('callApi responses', () => {
  it('parses amounts from numbers and decimal strings into centavos, and Laravel flags into booleans', async () => {
    captureSettings()
    const { setting } = await callApi(settingsData)
    expect(setting.min_deposit).toBe(2000)
    expect(setting.max_deposit).toBe(500000)
    expect(setting.min_withdraw).toBe(5050)
    expect(setting.initial_bonus).toBe(100)
    expect([setting.rexpay_is_enable, setting.digitopay_is_enable, setting.brasilcash_is_enable]).toEqual([
      true,
      false,
      true,
    ])
  })

  it('turns a 500 into an http ApiError with the server messages', async () => {
    server.use(http.get(api('settings/data'), () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
    const error = await failure(callApi(settingsData))
    expect(error).toMatchObject({ kind: 'http', status: 500, endpointId: 'settings.data' })
    expect(error.messages).toEqual(['Server Error'])
  })

  it('keeps no messages from a non-JSON error page', async () => {
    server.use(
      http.get(
        api('settings/data'),
        () => new HttpResponse('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
    )
    const error = await failure(callApi(settingsData))
    expect(error).toMatchObject({ kind: 'http', status: 502 })
    expect(error.messages).toEqual([])
  })

  it('turns a network failure into a network ApiError', async () => {
    server.use(http.get(api('settings/data'), () => HttpResponse.error()))
    const error = await failure(callApi(settingsData))
    expect(error).toMatchObject({ kind: 'network', status: undefined })
  })

  it('turns a request that never answers into a timeout ApiError', async () => {
    configureApi({ timeout: 50 })
    server.use(
      http.get(api('settings/data'), async () => {
        await delay('infinite')
        return HttpResponse.json(settingsWire)
      }),
    )
    const error = await failure(callApi(settingsData))
    expect(error.kind).toBe('timeout')
  })

  it('turns a body that breaks the contract, or is not JSON, into a malformed ApiError', async () => {
    server.use(http.get(api('settings/data'), () => HttpResponse.json({ setting: { software_name: 'Jogada' } })))
    expect((await failure(callApi(settingsData))).kind).toBe('malformed')
    server.use(
      http.get(api('settings/data'), () =>
        HttpResponse.json({ setting: { ...settingsWire.setting, min_deposit: 'vinte' } }),
      ),
    )
    expect((await failure(callApi(settingsData))).kind).toBe('malformed')
    server.use(http.get(api('settings/data'), () => HttpResponse.text('<!doctype html><title>SPA fallback</title>')))
    expect((await failure(callApi(settingsData))).kind).toBe('malformed')
    server.use(http.get(api('settings/data'), () => new HttpResponse(null, { status: 204 })))
    expect((await failure(callApi(settingsData))).kind).toBe('malformed')
  })

  it('calls onAuthError for a 401 on a request that carried a token, and only then', async () => {
    const onAuthError = vi.fn()
    configureApi({ onAuthError })
    server.use(http.get(api('profile/wallet'), () => HttpResponse.json({ error: 'Unauthenticated.' }, { status: 401 })))

    const anonymous = await failure(callApi(profileWallet))
    expect(anonymous).toMatchObject({ kind: 'http', status: 401 })
    expect(onAuthError).not.toHaveBeenCalled()

    configureApi({ getToken: () => 'expired' })
    const withToken = await failure(callApi(profileWallet))
    expect(onAuthError).toHaveBeenCalledTimes(1)
    expect(onAuthError).toHaveBeenCalledWith(withToken, profileWallet)
    expect(withToken.messages).toEqual(['Unauthenticated.'])
  })

  it('lets a cancelled request reject with the abort itself, not an ApiError', async () => {
    server.use(
      http.get(api('settings/data'), async () => {
        await delay('infinite')
        return HttpResponse.json(settingsWire)
      }),
    )
    const controller = new AbortController()
    const pending = callApi(settingsData, undefined, { signal: controller.signal })
    controller.abort()
    const error = await pending.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).not.toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ name: 'AbortError' })
  })
})

describe('holdRequestsUntil', () => {
  afterEach(() => holdRequestsUntil(undefined))

  /** Who reached the mock, in order: a call of the client (it asks for JSON) or a plain fetch. */
  function watchSettings(): string[] {
    const seen: string[] = []
    server.use(
      override(
        settingsData,
        ({ request }) => void seen.push(request.headers.get('Accept') === 'application/json' ? 'call' : 'plain'),
      ),
    )
    return seen
  }
  /** A few plain requests one after the other: by then a call started before them has reached the mock. */
  async function plainRoundTrips() {
    for (let i = 0; i < 3; i++) await fetch(api('settings/data')).then((response) => response.json())
  }

  it('a call waits until the mock is ready, then goes out', async () => {
    const seen = watchSettings()
    await callApi(settingsData) // the client's chunk is loaded from here on
    seen.length = 0
    // Without a hold, a call started before the plain requests reaches the mock before they are all back.
    const free = callApi(settingsData)
    await plainRoundTrips()
    expect(seen).toContain('call')
    await free
    seen.length = 0

    let ready!: () => void
    holdRequestsUntil(new Promise<void>((resolve) => (ready = resolve)))
    const held = callApi(settingsData)
    await plainRoundTrips()
    expect(seen).toEqual(['plain', 'plain', 'plain'])
    ready()
    await expect(held).resolves.toHaveProperty('setting')
    expect(seen.at(-1)).toBe('call')
  })

  it('a mock that failed to start releases the calls', async () => {
    holdRequestsUntil(Promise.reject(new Error('no worker')))
    await expect(callApi(settingsData)).resolves.toHaveProperty('setting')
  })
})

describe('the answers index.html asked for (public/boot-first-calls.js)', () => {
  const handed = globalThis as { jogadaFirstCalls?: Record<string, Promise<Response>> }
  // A page's first seconds: the clock is the page's (performance.now() from the navigation's start), which in a test
  // worker counts from the worker's start, past FIRST_SCREEN_ANSWERS_MS after a few files.
  beforeEach(() => {
    vi.spyOn(performance, 'now').mockReturnValue(1_000)
  })
  afterEach(() => {
    delete handed.jogadaFirstCalls
    configureApi({ getToken: () => null })
    vi.restoreAllMocks()
  })

  /** The boot script's answer for settings/data: its own software name, so a test sees whose answer the app read. */
  function handOver(answer: Promise<Response>) {
    handed.jogadaFirstCalls = { [api('settings/data')]: answer }
  }
  const bootAnswer = () =>
    HttpResponse.json({ ...settingsWire, setting: { ...settingsWire.setting, software_name: 'From index.html' } })

  it('a visitor’s call takes the answer up once, parsed like its own; the next call asks the server', async () => {
    const seen = captureSettings()
    handOver(Promise.resolve(bootAnswer()))
    const first = await callApi(settingsData)
    expect(first.setting.software_name).toBe('From index.html')
    // Parsed at the boundary as the client's own answers are: the wire's 20 reais are centavos.
    expect(first.setting.min_deposit).toBe(2000)
    expect(() => seen.request()).toThrow('not called')
    const second = await callApi(settingsData)
    expect(second.setting.software_name).toBe('Jogada')
    expect(seen.request().url).toBe(api('settings/data'))
  })

  it('the answer is read in a task of its own, not in the one that asked for it', async () => {
    handOver(Promise.resolve(bootAnswer()))
    const order: string[] = []
    // Queued by the asking task itself: its reading comes after this task, not in the asking task's microtasks.
    setTimeout(() => order.push('the next task'), 0)
    const call = callApi(settingsData).then((answer) => order.push(`read: ${answer.setting.software_name}`))
    await call
    expect(order).toEqual(['the next task', 'read: From index.html'])
  })

  it('a call made before config.json names the API looks its answer up at that address', async () => {
    // The boot holds calls until config.json is read (holdRequestsUntil); the build's own address is another.
    const configured = 'https://api.example/api/'
    handed.jogadaFirstCalls = { [`${configured}settings/data`]: Promise.resolve(bootAnswer()) }
    let ready!: () => void
    holdRequestsUntil(new Promise<void>((resolve) => (ready = resolve)))
    const baseUrl = getApiConfig().baseUrl
    try {
      const call = callApi(settingsData)
      configureApi({ baseUrl: configured })
      ready()
      expect((await call).setting.software_name).toBe('From index.html')
    } finally {
      holdRequestsUntil(undefined)
      configureApi({ baseUrl })
    }
  })

  it('a call with a session asks the server: the boot script asked without one', async () => {
    const seen = captureSettings()
    handOver(Promise.resolve(bootAnswer()))
    configureApi({ getToken: () => 'a-token' })
    expect((await callApi(settingsData)).setting.software_name).toBe('Jogada')
    expect(seen.request().headers.get('Authorization')).toBe('Bearer a-token')
  })

  it.each([
    ['a failed request', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => Promise.resolve(HttpResponse.json({ message: 'Server Error' }, { status: 500 }))],
  ])('after %s, the call asks the server again', async (_, answer) => {
    const seen = captureSettings()
    const early = answer()
    // As on the page, where the boot script reads every answer it keeps.
    early.catch(() => undefined)
    handOver(early)
    expect((await callApi(settingsData)).setting.software_name).toBe('Jogada')
    expect(seen.request().url).toBe(api('settings/data'))
  })

  it('a page open beyond its first seconds asks the server: the answer may be stale', async () => {
    const seen = captureSettings()
    handOver(Promise.resolve(bootAnswer()))
    vi.spyOn(performance, 'now').mockReturnValue(FIRST_SCREEN_ANSWERS_MS + 1)
    expect((await callApi(settingsData)).setting.software_name).toBe('Jogada')
    expect(seen.request().url).toBe(api('settings/data'))
  })
})
