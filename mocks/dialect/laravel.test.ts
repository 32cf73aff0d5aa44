// @vitest-environment node
// The dialect server over real HTTP (msw/node's interception closed, as in mocks/server.test.ts).
import * as v from 'valibot'
import NodeWebSocket from 'ws'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkAnswer, type Verdict } from '@/api/conformance.ts'
import { buildPath, pathParamNames } from '@/api/define.ts'
import { endpointById, endpointList } from '@/api/endpoints.ts'
import { GameSchema } from '@/api/casino.ts'
import { FlagSchema, MoneySchema, NumericSchema } from '@/api/money.ts'
import { TOLERANCE_KINDS } from '@/api/tolerance-kinds.ts'
import { resetMockState, server } from '../node.ts'
import { db } from '../db/index.ts'
import { createSession } from '../auth/sessions.ts'
import { startMockServer, type RunningMockServer } from '../server.ts'
import {
  formattedReais,
  isSchema,
  LARAVEL_DIFFERENCES,
  LARAVEL_MISSING,
  LARAVEL_NOT_LOGGED_IN,
  LARAVEL_UNAUTHENTICATED,
  laravelDate,
  laravelDialect,
  SETTINGS_WITHOUT,
  toLaravel,
} from './laravel.ts'

let running: RunningMockServer
let plain: RunningMockServer

beforeAll(async () => {
  server.close()
  running = await startMockServer({ port: 0, dialect: laravelDialect })
  plain = await startMockServer({ port: 0 })
})
afterAll(async () => {
  await running.close()
  await plain.close()
  server.listen({ onUnhandledFrame: 'error' })
})
beforeEach(() => resetMockState())

interface Answer {
  status: number
  contentType: string | null
  bodyText: string
  body: unknown
}

async function call(base: string, path: string, init: RequestInit & { token?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
  if (init.body) headers.set('Content-Type', 'application/json')
  const response = await fetch(`${base}${path}`, { ...init, headers })
  const bodyText = await response.text()
  let body: unknown
  try {
    body = JSON.parse(bodyText)
  } catch {
    body = undefined
  }
  return { status: response.status, contentType: response.headers.get('content-type'), bodyText, body }
}

const demoToken = () => createSession(1).token

/** `$.games.data[11].game_name` → the value there (undefined when any step is absent). */
function at(body: unknown, path: string): unknown {
  const steps = [...path.slice(1).matchAll(/\.([^.[\]]+)|\[(\d+)\]/g)].map((m) => m[1] ?? Number(m[2]))
  let current: unknown = body
  for (const step of steps) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[step]
  }
  return current
}

/** Every JSON path the verdict names: drift issues and tolerances alike (the tolerant check reports the latter). */
function reportedPaths(verdict: Verdict): string[] {
  if (verdict.outcome === 'drift')
    return [...verdict.issues.map((i) => i.path), ...verdict.tolerated.map((t) => t.path)]
  if (verdict.outcome === 'tolerated') return verdict.tolerated.map((t) => t.path)
  return []
}

function reportsAt(verdict: Verdict, path: string): boolean {
  return reportedPaths(verdict).some((p) => p === path || p.startsWith(`${path}.`) || p.startsWith(`${path}[`))
}

const LARAVEL_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

/** What each kind looks like on the wire, where the table declares it. */
const ON_THE_WIRE: Record<string, (value: unknown) => boolean> = {
  missing: (value) => value === undefined,
  'null-absent': (value) => value === null,
  flag: (value) => typeof value === 'string' && !['0', '1'].includes(value),
  'decimal-text': (value) => typeof value === 'string' && /^\d+(\.\d+)?$/.test(value),
  'keyed-list': (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return false
    const keys = Object.keys(value).map(Number)
    return keys.every(Number.isInteger) && keys.some((key, index) => key !== index)
  },
  case: (value) => typeof value === 'string' && value !== value.toLowerCase(),
  neutral: (value) => value === 'crash',
  'dropped-item': (value) => value !== undefined && !v.is(GameSchema, value),
  page: (value) => Array.isArray(value) || (typeof value === 'object' && value !== null && !('current_page' in value)),
  fraction: (value) => typeof value === 'string' && /^\d+\/\d+$/.test(value),
  amount: (value) => typeof value === 'string' && value.startsWith('R$ '),
  'number-text': (value) => typeof value === 'number',
  date: (value) => typeof value === 'string' && LARAVEL_DATE.test(value),
  drift: (value) => value !== undefined,
}

describe('the Laravel dialect: the schema walk', () => {
  it('finds money, flags and counts by identity, also inside a pipe', () => {
    expect(isSchema(MoneySchema, MoneySchema)).toBe(true)
    expect(isSchema(v.pipe(MoneySchema, v.metadata({ note: 'wrapped' })), MoneySchema)).toBe(true)
    expect(isSchema(v.pipe(v.pipe(FlagSchema, v.description('a')), v.description('b')), FlagSchema)).toBe(true)
    expect(isSchema(v.pipe(v.union([v.number(), v.string()]), v.transform(Number)), NumericSchema)).toBe(false)
  })

  it('writes money as decimals, a row as its columns read, ISO dates as Y-m-d H:i:s, and a row’s absent column as null', () => {
    const Row = v.object({
      id: v.number(),
      price: v.pipe(MoneySchema, v.metadata({ note: 'piped' })),
      on: FlagSchema,
      count: NumericSchema,
      at: v.string(),
      note: v.optional(v.string()),
      related: v.optional(v.array(v.object({ id: v.number() }))),
    })
    const Answer = v.object({
      status: FlagSchema,
      row: Row,
      total: MoneySchema,
      count: NumericSchema,
      pair: v.tuple([v.array(v.object({ prize: MoneySchema })), MoneySchema]),
    })
    const out = toLaravel(Answer, {
      status: true,
      row: { id: 7, price: 2.5, on: true, count: 3, at: '2026-11-27T14:30:05.123Z', extra: 'kept' },
      total: 10,
      count: 2,
      pair: [[{ prize: 5 }], '1.5'],
    })
    expect(out).toEqual({
      // Outside a row: the response's own literals (`true`, a count from PHP) stay as they are.
      status: true,
      row: {
        id: 7,
        price: '2.50',
        on: 1,
        count: '3',
        at: '2026-11-27 14:30:05',
        // null-absent on a column; a relation that was not loaded stays out.
        note: null,
        extra: 'kept',
        created_at: '2026-08-03 15:00:00',
        updated_at: '2026-08-03 15:00:00',
        deleted_at: null,
      },
      total: '10.00',
      count: 2,
      pair: [[{ prize: '5.00' }], '1.50'],
    })
    expect(laravelDate('2026-11-27')).toBe('2026-11-27')
    expect(formattedReais('1234.5')).toBe('R$ 1.234,50')
    expect(formattedReais(8)).toBe('R$ 8,00')
  })
})

describe('the Laravel dialect server', () => {
  it('declares every tolerance kind somewhere, and a drift', () => {
    const kinds = new Set(LARAVEL_DIFFERENCES.map((difference) => difference.kind))
    for (const kind of Object.keys(TOLERANCE_KINDS)) expect(kinds, kind).toContain(kind)
    expect(kinds).toContain('drift')
  })

  it('makes each declared difference where it is declared, and the contract check sees the ones strict reading refuses', async () => {
    const token = demoToken()
    const answers = new Map<string, Answer>()
    for (const difference of LARAVEL_DIFFERENCES) {
      const answer = answers.get(difference.request) ?? (await call(running.apiUrl, difference.request, { token }))
      answers.set(difference.request, answer)
      const label = `${difference.endpoint} ${difference.kind} ${difference.path}`
      expect(answer.status, label).toBe(200)
      expect(ON_THE_WIRE[difference.kind]?.(at(answer.body, difference.path)), label).toBe(true)

      const endpoint = endpointById(difference.endpoint)
      if (!endpoint) throw new Error(`no endpoint ${difference.endpoint}`)
      const verdict = checkAnswer(endpoint, answer)
      if (difference.kind === 'drift') expect(verdict.outcome, label).toBe('drift')
      if (!difference.strictOk) expect(reportsAt(verdict, difference.path), label).toBe(true)
      // The plain mock answers the same call with no difference there.
      const direct = await call(plain.apiUrl, difference.request, { token })
      expect(checkAnswer(endpoint, direct).outcome, `${label} (plain mock)`).toBe('ok')
    }
  })

  it('answers settings without the flags the public copies lacked, its key/value flags as text, and the row’s own fields', async () => {
    const { body } = await call(running.apiUrl, 'settings/data')
    const setting = (body as { setting: Record<string, unknown> }).setting
    for (const key of SETTINGS_WITHOUT) expect(setting).not.toHaveProperty(key)
    expect(setting).toMatchObject({
      id: 1,
      digitopay_is_enable: '1',
      disable_rollover: 'false',
      rollover_protection: null,
      min_deposit: '20.00',
      initial_bonus: '100',
      created_at: expect.stringMatching(LARAVEL_DATE),
    })
  })

  it('keeps every banner in the keyed list, and writes a listing page’s rows as Eloquent does', async () => {
    const direct = (await call(plain.apiUrl, 'settings/banners?client_device=desktop')).body as { banners: unknown[] }
    const keyed = (await call(running.apiUrl, 'settings/banners?client_device=desktop')).body as {
      banners: Record<string, unknown>
    }
    expect(Object.keys(keyed.banners)).toHaveLength(direct.banners.length)
    expect(Object.keys(keyed.banners)[1]).toBe('2')

    const page = (await call(running.apiUrl, 'casinos/games?page=1')).body as {
      games: { data: Record<string, unknown>[]; per_page: unknown }
    }
    expect(page.games.data).toHaveLength(12)
    const [first] = page.games.data
    expect(first).toMatchObject({
      status: 1,
      is_featured: expect.any(Number),
      views: expect.stringMatching(/^\d+$/),
      created_at: expect.stringMatching(LARAVEL_DATE),
      deleted_at: null,
    })
    expect((first?.categories as { pivot: unknown }[])[0]?.pivot).toEqual({
      game_id: first?.id,
      category_id: (first?.categories as { id: number }[])[0]?.id,
    })
    // Only the three declared rows differ in type and name.
    const types = page.games.data.slice(0, 9).map((game) => game.game_type)
    for (const type of types) expect(['slots', 'table', 'live', null]).toContain(type)
    expect(page.games.data.slice(0, 11).every((game) => typeof game.game_name === 'string')).toBe(true)

    const search = (await call(running.apiUrl, 'search/games?searchTerm=gates&limit=8')).body as {
      games: { per_page: unknown }
    }
    expect(search.games.per_page).toBe('8')
  })

  it('serves its web app (200 text/html) to a GET of a route it lacks, and 405 to a write', async () => {
    const token = demoToken()
    expect(LARAVEL_MISSING.size).toBeGreaterThan(0)
    for (const id of LARAVEL_MISSING) {
      const endpoint = endpointById(id)
      if (!endpoint) throw new Error(`no endpoint ${id}`)
      const params = Object.fromEntries(pathParamNames(endpoint.path).map((name) => [name, '1']))
      const path = buildPath(endpoint.path, params)
      const answer = await call(running.apiUrl, path, {
        method: endpoint.method,
        token,
        body: endpoint.method === 'GET' ? undefined : '{}',
      })
      if (endpoint.method === 'GET') {
        expect(answer.status, id).toBe(200)
        expect(answer.contentType, id).toBe('text/html; charset=UTF-8')
        expect(answer.bodyText, id).toContain('<div id="app"></div>')
      } else {
        expect(answer.status, id).toBe(405)
        expect(answer.body, id).toEqual({
          message: `The ${endpoint.method} method is not supported for route api/${path}. Supported methods: GET, HEAD.`,
        })
      }
      expect(checkAnswer(endpoint, answer).outcome, id).toBe('missing')
    }
    // A path no contract has: the same.
    expect((await call(running.apiUrl, 'nada/aqui')).contentType).toBe('text/html; charset=UTF-8')
    expect((await call(running.apiUrl, 'nada/aqui', { method: 'DELETE' })).status).toBe(405)
  })

  it('keeps every route the end-to-end journey needs, answering JSON', async () => {
    const needed = [
      'settings.data',
      'settings.banners',
      'categories.list',
      'casinos.games',
      'games.search',
      'games.all',
      'auth.login',
      'auth.verify',
      'auth.me',
      'profile.wallet',
      'missions.list',
      'missions.accept',
      'profile.favorites',
      'games.favorite',
    ]
    for (const id of needed) expect(LARAVEL_MISSING.has(id), id).toBe(false)
    const token = demoToken()
    for (const path of ['categories', 'games/all', 'search/games?searchTerm=gates', 'profile/favorites']) {
      const answer = await call(running.apiUrl, path, { token })
      expect(answer.status, path).toBe(200)
      expect(answer.contentType, path).toBe('application/json')
    }
    const me = await call(running.apiUrl, 'auth/me', { method: 'POST', token, body: '{}' })
    expect(me.body).toMatchObject({
      id: 1,
      email: 'demo@jogada.com.br',
      updated_at: expect.stringMatching(LARAVEL_DATE),
    })
  })

  it('answers failures with the original’s bodies', async () => {
    // The JWT middleware.
    expect(await call(running.apiUrl, 'profile/wallet')).toMatchObject({ status: 401, body: LARAVEL_UNAUTHENTICATED })
    // games/single checks the user itself, outside the middleware.
    expect(await call(running.apiUrl, 'games/single/1625')).toMatchObject({ status: 400, body: LARAVEL_NOT_LOGGED_IN })
    // Wrong password.
    const login = await call(running.apiUrl, 'auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'demo@jogada.com.br', password: 'errada' }),
    })
    expect(login).toMatchObject({ status: 400, body: { error: 'Check credentials' } })
    // Validation: the bare field bag, with 400.
    const register = await call(running.apiUrl, 'auth/register', {
      method: 'POST',
      body: JSON.stringify({ email: 'não é e-mail' }),
    })
    expect(register.status).toBe(400)
    expect(register.body).toMatchObject({ email: [expect.any(String)], password: [expect.any(String)] })
    expect(register.body).not.toHaveProperty('errors')
    expect(register.body).not.toHaveProperty('message')
    const plainRegister = await call(plain.apiUrl, 'auth/register', {
      method: 'POST',
      body: JSON.stringify({ email: 'não é e-mail' }),
    })
    expect(plainRegister.status).toBe(422)
    // A business refusal: { status: false, message }.
    const token = demoToken()
    const coupon = await call(running.apiUrl, 'profile/coupon/redeem', {
      method: 'POST',
      token,
      headers: { 'Idempotency-Key': 'dialect-coupon-1' },
      body: JSON.stringify({ code: 'NAO-EXISTE' }),
    })
    expect(coupon.status).toBe(400)
    expect(coupon.body).toEqual({ status: false, message: expect.any(String) })
  })

  it('keeps the realtime websocket and the /__mock/ hooks', async () => {
    const socket = new NodeWebSocket(running.realtimeUrl)
    const first = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data: Buffer) => resolve(data.toString()))
      socket.once('error', reject)
    })
    socket.close()
    expect(JSON.parse(first)).toMatchObject({ event: 'pusher:connection_established' })

    const token = demoToken()
    const reset = await fetch(`${running.origin}/__mock/reset`, { method: 'POST' })
    expect(reset.status).toBe(200)
    expect(db.sessions.findBy((row) => row.token === token)).toBeUndefined()
  })

  it('still answers every endpoint the mock answers that it does not lack', async () => {
    // No handler is left without an answer: a kept GET never turns into the web app page.
    const token = demoToken()
    const gets = endpointList.filter(
      (endpoint) => endpoint.method === 'GET' && !LARAVEL_MISSING.has(endpoint.id) && !endpoint.path.includes(':'),
    )
    expect(gets.length).toBeGreaterThan(10)
    for (const endpoint of gets) {
      const query = endpoint.id === 'settings.banners' ? '?client_device=desktop' : ''
      const answer = await call(running.apiUrl, `${endpoint.path}${query}`, { token })
      expect(answer.contentType, endpoint.id).not.toContain('text/html')
    }
  })
})
