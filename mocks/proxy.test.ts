// @vitest-environment node
// Real HTTP end to end (msw/node's interception closed, as in mocks/server.test.ts): the proxy's own requests must
// reach the backend server, not MSW.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { gzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkAnswer, type Verdict } from '@/api/conformance.ts'
import { settingsData } from '@/api/settings.ts'
import { sportsLeagues } from '@/api/sports.ts'
import { resetMockState, server } from './node.ts'
import { createSession } from './auth/sessions.ts'
import { laravelDialect } from './dialect/laravel.ts'
import { createBackendProxy, describeVerdict, proxyApiBase, type ProxyOptions } from './proxy.ts'
import { backendOptionsFromArgs, startMockServer, type RunningMockServer } from './server.ts'

let dialect: RunningMockServer
let plain: RunningMockServer
const started: RunningMockServer[] = []

beforeAll(async () => {
  server.close()
  dialect = await startMockServer({ port: 0, dialect: laravelDialect })
  plain = await startMockServer({ port: 0 })
})
afterAll(async () => {
  await dialect.close()
  await plain.close()
  server.listen({ onUnhandledFrame: 'error' })
})
beforeEach(() => resetMockState())
afterEach(async () => {
  for (const running of started.splice(0)) await running.close()
})

/** A mock server proxying `target`, and the lines it logged. */
async function proxyTo(target: string, options: Omit<ProxyOptions, 'target' | 'log'> = {}) {
  const lines: string[] = []
  const running = await startMockServer({
    port: 0,
    proxy: createBackendProxy({ target, log: (line) => lines.push(line), ...options }),
  })
  started.push(running)
  return { running, lines }
}

async function call(url: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
  if (init.body) headers.set('Content-Type', 'application/json')
  const response = await fetch(url, { ...init, headers })
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: response.status, headers: response.headers, text, body }
}

const line = (lines: string[], start: string) => lines.find((entry) => entry.startsWith(`${start} →`))

describe('mock:server --proxy', () => {
  it('in front of the plain mock: relays every answer unchanged and logs each one ok', async () => {
    const { running, lines } = await proxyTo(plain.apiUrl)
    const token = createSession(1).token
    const journey = [
      'settings/data',
      'settings/banners?client_device=desktop',
      'categories',
      'casinos/games?page=1',
      'search/games?searchTerm=gates&limit=8',
      'auth/verify',
      'profile/wallet',
      'missions?period=daily',
      'profile/favorites',
      'wallet/deposit',
      'profile/vip/',
      'sports/football/leagues/',
    ]
    for (const path of journey) {
      const proxied = await call(`${running.apiUrl}${path}`, { token })
      const direct = await call(`${plain.apiUrl}${path}`, { token })
      expect(proxied.status, path).toBe(200)
      expect(proxied.body, path).toEqual(direct.body)
    }
    const login = await call(`${running.apiUrl}auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'demo@jogada.com.br', password: 'Jogada@2026' }),
    })
    expect(login.status).toBe(200)
    expect(lines).toHaveLength(journey.length + 1)
    for (const entry of lines) expect(entry).toMatch(/ → 200 ok$/)
    expect(line(lines, 'POST auth/login')).toBe('POST auth/login → 200 ok')
  })

  it('in front of the Laravel dialect: logs the differences and the drifts, relays the backend’s answer', async () => {
    const { running, lines } = await proxyTo(dialect.apiUrl)
    const token = createSession(1).token

    const settings = await call(`${running.apiUrl}settings/data`)
    // Relayed as the backend wrote it.
    expect(settings.body).toMatchObject({ setting: { disable_rollover: 'false', rollover_protection: null } })
    expect(settings.body).not.toHaveProperty('setting.turn_on_football')
    const settingsLine = line(lines, 'GET settings/data') ?? ''
    expect(settingsLine).toMatch(/^GET settings\/data → 200 (tolerated|drift): /)
    expect(settingsLine).toContain('$.setting.turn_on_football')
    // The same verdict the contract check gives on that answer.
    const verdict = checkAnswer(settingsData, {
      status: 200,
      contentType: settings.headers.get('content-type'),
      bodyText: settings.text,
    })
    expect(settingsLine).toBe(`GET settings/data → 200 ${describeVerdict(verdict)}`)

    await call(`${running.apiUrl}profile/vip/`, { token })
    expect(line(lines, 'GET profile/vip/')).toMatch(/^GET profile\/vip\/ → 200 drift: \$\.nextLevel/)
    await call(`${running.apiUrl}profile/affiliates/`, { token })
    expect(line(lines, 'GET profile/affiliates/')).toMatch(/drift: \$\.indications expected .*, got \[\{"id":1/)

    // Authorization reaches the backend: the dialect's wallet (its id as text), not the mock's.
    const wallet = await call(`${running.apiUrl}profile/wallet`, { token })
    expect(wallet.body).toMatchObject({ wallet: { id: '1', balance: '250.00' } })

    // A refusal is relayed as it is, and logged as such.
    const login = await call(`${running.apiUrl}auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'demo@jogada.com.br', password: 'errada' }),
    })
    expect(login).toMatchObject({ status: 400, body: { error: 'Check credentials' } })
    expect(line(lines, 'POST auth/login')).toBe('POST auth/login → 400 failed: {"error":"Check credentials"}')
  })

  it('answers with the mock where the backend lacks the route (its web app page, or 405), and says so', async () => {
    const { running, lines } = await proxyTo(dialect.apiUrl)
    const token = createSession(1).token

    const leagues = await call(`${running.apiUrl}sports/football/leagues/`, { token })
    expect(leagues.status).toBe(200)
    expect(leagues.headers.get('content-type')).toBe('application/json')
    expect(
      checkAnswer(sportsLeagues, { status: 200, contentType: 'application/json', bodyText: leagues.text }),
    ).toEqual({
      outcome: 'ok',
    })
    expect(line(lines, 'GET sports/football/leagues/')).toBe(
      'GET sports/football/leagues/ → missing (200 text/html; charset=UTF-8); mock answered: backend has no GET sports/football/leagues/',
    )

    const bet = await call(`${running.apiUrl}sports/football/events/store-single`, {
      method: 'POST',
      token,
      headers: { 'Idempotency-Key': 'proxy-bet-1' },
      body: '{}',
    })
    // The mock's own answer to that body (its validation), not the backend's 405.
    expect(bet.status).toBe(422)
    expect(line(lines, 'POST sports/football/events/store-single')).toBe(
      'POST sports/football/events/store-single → missing (405); mock answered: backend has no POST sports/football/events/store-single',
    )
  })

  it('answers with the mock when the backend cannot be reached, and says so', async () => {
    const gone = await startMockServer({ port: 0 })
    const target = gone.apiUrl
    await gone.close()
    const { running, lines } = await proxyTo(target)
    const settings = await call(`${running.apiUrl}settings/data`)
    expect(settings.status).toBe(200)
    expect(settings.body).toMatchObject({ setting: { software_name: 'Jogada', turn_on_football: true } })
    expect(line(lines, 'GET settings/data')).toMatch(/^GET settings\/data → backend unreachable \(.+\); mock answered$/)
  })

  it('logs a tolerated answer with each kind and path', async () => {
    const tolerated: Verdict = {
      outcome: 'tolerated',
      tolerated: [
        { kind: 'missing', path: '$.setting.turn_on_football' },
        { kind: 'amount', path: '$.missions[1].challenge_bonus', received: '"R$ 8,00"' },
      ],
    }
    const { running, lines } = await proxyTo(dialect.apiUrl, { check: () => tolerated })
    expect((await call(`${running.apiUrl}settings/data`)).status).toBe(200)
    expect(lines).toEqual([
      'GET settings/data → 200 tolerated: missing $.setting.turn_on_football; amount $.missions[1].challenge_bonus ("R$ 8,00")',
    ])
  })
})

describe('what the proxy forwards and relays', () => {
  interface Seen {
    method: string
    url: string
    headers: IncomingMessage['headers']
    body: string
  }
  let backend: Server
  let backendUrl: string
  const seen: Seen[] = []
  let answer: (seen: Seen) => { status: number; headers: Record<string, string | string[]>; body: Buffer | string }

  beforeAll(async () => {
    backend = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const entry = {
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }
        seen.push(entry)
        const { status, headers, body } = answer(entry)
        response.writeHead(status, headers)
        response.end(body)
      })
    })
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
    const address = backend.address()
    backendUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(async () => {
    backend.closeAllConnections()
    await new Promise<void>((resolve) => backend.close(() => resolve()))
  })
  beforeEach(() => {
    seen.length = 0
  })

  it('forwards method, path, query, the app’s headers and the body; relays status, headers and the decoded body', async () => {
    answer = () => ({
      status: 201,
      headers: {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        Connection: 'keep-alive, X-Hop',
        'X-Hop': 'this connection only',
        'X-Backend': 'laravel',
        'Access-Control-Allow-Origin': '*',
        'Set-Cookie': ['a=1; Path=/', 'b=2; Path=/'],
      },
      body: gzipSync(JSON.stringify({ status: true, message: 'Solicitação enviada' })),
    })
    // An origin alone means its /api/.
    const { running, lines } = await proxyTo(backendUrl)
    const body = JSON.stringify({ pix_key: 'joão@exemplo.com', amount: '50.00' })
    const response = await fetch(`${running.apiUrl}wallet/withdraw/request?from=dialog`, {
      method: 'POST',
      headers: {
        Origin: 'http://localhost:5173',
        Authorization: 'Bearer abc',
        'Idempotency-Key': 'key-1',
        'Content-Type': 'application/json',
      },
      body,
    })

    expect(seen).toHaveLength(1)
    const [request] = seen
    expect(request).toMatchObject({ method: 'POST', url: '/api/wallet/withdraw/request?from=dialog', body })
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer abc',
      'idempotency-key': 'key-1',
      'content-type': 'application/json',
    })
    // The page's origin is this server's business (CORS), not the backend's.
    expect(request?.headers.origin).toBeUndefined()

    expect(response.status).toBe(201)
    expect(response.headers.get('x-backend')).toBe('laravel')
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(response.headers.get('x-hop')).toBeNull()
    // The encoding fetch undid is not claimed again (the answer is small: not compressed anew).
    expect(response.headers.get('content-encoding')).toBeNull()
    // This server's CORS, for the page's origin.
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(await response.json()).toEqual({ status: true, message: 'Solicitação enviada' })
    expect(lines).toEqual(['POST wallet/withdraw/request → 201 ok'])
  })

  it('relays a path the contract does not have, unchecked', async () => {
    answer = () => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"x":1}' })
    const { running, lines } = await proxyTo(`${backendUrl}/api/`)
    const relayed = await call(`${running.apiUrl}fora/do/contrato`)
    expect(relayed.body).toEqual({ x: 1 })
    expect(lines).toEqual(['GET fora/do/contrato → 200 not in the contract: relayed unchecked'])
  })

  it('answers with the mock when the backend does not answer in time', async () => {
    answer = () => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: '{}' })
    const silent = createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    try {
      const address = silent.address()
      const port = typeof address === 'object' && address ? address.port : 0
      const { running, lines } = await proxyTo(`http://127.0.0.1:${port}`, { timeoutMs: 300 })
      const categories = await call(`${running.apiUrl}categories`)
      expect(categories.status).toBe(200)
      expect(categories.body).toHaveProperty('categories')
      expect(lines).toEqual(['GET categories → backend unreachable (no answer in time); mock answered'])
    } finally {
      silent.closeAllConnections()
      await new Promise<void>((resolve) => silent.close(() => resolve()))
    }
  })
})

describe('the command line', () => {
  it('reads --dialect and --proxy, one or the other', () => {
    expect(backendOptionsFromArgs(['--dialect', 'laravel']).dialect).toBe(laravelDialect)
    expect(backendOptionsFromArgs(['--proxy=http://127.0.0.1:8000']).proxy?.apiBase).toBe('http://127.0.0.1:8000/api/')
    expect(backendOptionsFromArgs([])).toEqual({})
    expect(() => backendOptionsFromArgs(['--dialect', 'rails'])).toThrow(/Unknown dialect "rails" \(known: laravel\)/)
    expect(() => backendOptionsFromArgs(['--dialect', 'laravel', '--proxy', 'http://x'])).toThrow(/not both/)
    expect(() => backendOptionsFromArgs(['--proxy', 'ftp://x'])).toThrow(/http\(s\) URL/)
  })

  it('takes the backend’s API base as given, or an origin as its /api/', () => {
    expect(proxyApiBase('https://api.example.com/api/')).toBe('https://api.example.com/api/')
    expect(proxyApiBase('https://api.example.com/v2/api')).toBe('https://api.example.com/v2/api/')
    expect(proxyApiBase('http://127.0.0.1:8000/?x=1')).toBe('http://127.0.0.1:8000/api/')
  })

  it('refuses a server that is both a dialect and a proxy', async () => {
    await expect(
      startMockServer({
        port: 0,
        dialect: laravelDialect,
        proxy: createBackendProxy({ target: 'http://127.0.0.1:1' }),
      }),
    ).rejects.toThrow(/not both/)
  })
})
