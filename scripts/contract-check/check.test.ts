// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { endpointList } from '@/api/endpoints.ts'
import { db, DEMO_PLAYER } from '../../mocks/db/index.ts'
import { clock } from '../../mocks/sim/clock.ts'
import { type RunningMockServer } from '../../mocks/server.ts'
import { runMockServerForFile } from '../../mocks/server-test-support.ts'
import { runContractCheck, type ContractCheckOptions } from './check.ts'
import { exitCodeOf, type EndpointReport, type Report } from './report.ts'

const runningServer = runMockServerForFile()
let running: RunningMockServer

beforeAll(() => {
  running = runningServer()
})

/** Every request the check sends, as `METHOD path` relative to the API base, on its way to the real fetch. */
function recordingFetch(sent: string[], apiUrl: string): typeof fetch {
  return (input, init) => {
    const url = String(input)
    sent.push(`${init?.method ?? 'GET'} ${url.slice(apiUrl.length).split('?')[0]}`)
    return fetch(input, init)
  }
}

function check(options: Partial<ContractCheckOptions>, sent: string[] = []): Promise<Report> {
  return runContractCheck({
    baseUrl: running.apiUrl,
    fetch: recordingFetch(sent, running.apiUrl),
    // The mock's clock is stopped at its reference date: which matches have not started yet is its question.
    now: () => clock.now(),
    ...options,
  })
}

const row = (report: Report, id: string): EndpointReport => {
  const found = report.endpoints.find((endpoint) => endpoint.id === id)
  if (!found) throw new Error(`no row for ${id}`)
  return found
}

const WRITE_IDS = [
  'deposit.brasilcash',
  'deposit.status',
  'wallet.withdraw.request',
  'sports.bets.single',
  'games.favorite',
  'missions.accept',
]

describe('contract:check against the mock server', () => {
  it('reports every endpoint ok (or not checked, with the reason) with the demo player and --write, exit 0', async () => {
    const sent: string[] = []
    const withdrawalsBefore = db.withdrawals.all().length
    const report = await check({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password, write: true }, sent)

    const notOk = report.endpoints.filter((endpoint) => endpoint.outcome !== 'ok' && endpoint.outcome !== 'not-checked')
    expect(notOk).toEqual([])
    for (const endpoint of report.endpoints.filter((e) => e.outcome === 'not-checked')) {
      expect(endpoint.reason, endpoint.id).toMatch(/\w{3,}/)
    }
    // The whole registry, once each.
    expect(report.endpoints.map((endpoint) => endpoint.id).sort()).toEqual(endpointList.map((e) => e.id).sort())
    expect(report).toMatchObject({ passed: true, write: true, loggedIn: true })
    expect(exitCodeOf(report)).toBe(0)

    // The journeys really ran: each write reached the server, the withdrawal was recorded once although the check
    // sent it twice with one key, and the check says the key was honoured.
    for (const id of WRITE_IDS) expect(row(report, id).requested, id).toBeDefined()
    expect(sent.filter((request) => request === 'POST wallet/withdraw/request')).toHaveLength(2)
    expect(db.withdrawals.all()).toHaveLength(withdrawalsBefore + 1)
    for (const id of ['deposit.brasilcash', 'wallet.withdraw.request', 'sports.bets.single', 'missions.collect']) {
      expect(row(report, id).idempotency, id).toMatchObject({ honoured: true })
    }
    // The favorite was set and put back; the logout came last of all the calls.
    expect(sent.filter((request) => request.startsWith('POST games/favorite/'))).toHaveLength(2)
    expect(sent.at(-1)).toBe('POST auth/logout')
    expect(sent.indexOf('POST auth/login')).toBeGreaterThan(sent.indexOf('GET sports/football/liveevents'))
  })

  it('sends no write without --write, and skips them saying so', async () => {
    const sent: string[] = []
    const report = await check({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password }, sent)

    expect(report.passed).toBe(true)
    for (const id of WRITE_IDS)
      expect(row(report, id)).toMatchObject({ outcome: 'skipped', reason: 'a write: only with --write' })
    // The same calls the first test saw going out (the favorite, the withdrawal) are absent here.
    expect(
      sent.filter((request) => /^POST (games\/favorite|wallet\/withdraw|brasilcash|missionsusers)/.test(request)),
    ).toEqual([])
    expect(row(report, 'profile.wallet').outcome).toBe('ok')
  })

  it('skips the player calls without credentials, and still checks the public ones', async () => {
    const report = await check({})

    expect(row(report, 'auth.login')).toMatchObject({
      outcome: 'skipped',
      reason: 'no credentials (--email, --password)',
    })
    expect(row(report, 'profile.wallet')).toMatchObject({
      outcome: 'skipped',
      reason: 'no credentials (--email, --password)',
    })
    expect(row(report, 'games.all').outcome).toBe('ok')
    expect(report).toMatchObject({ loggedIn: false, passed: true })
  })

  it('reports a wrong password as the login’s error and the player calls as skipped because of it', async () => {
    const report = await check({ email: DEMO_PLAYER.email, password: 'not-the-password' })

    expect(row(report, 'auth.login')).toMatchObject({ outcome: 'error', status: 400, messages: ['Check credentials'] })
    expect(row(report, 'auth.verify')).toMatchObject({
      outcome: 'skipped',
      reason: 'the login failed (400: Check credentials)',
    })
    expect(exitCodeOf(report)).toBe(1)
  })
})

type Override = (request: { method: string; path: string; count: number }) => Response | undefined

/** The mock server's answers, but for the ones an override replaces (a server in another state or dialect). */
function overridingFetch(override: Override): typeof fetch {
  const counts = new Map<string, number>()
  return async (input, init) => {
    const method = init?.method ?? 'GET'
    const path = String(input).slice(running.apiUrl.length).split('?')[0] ?? ''
    const key = `${method} ${path}`
    const count = (counts.get(key) ?? 0) + 1
    counts.set(key, count)
    return override({ method, path, count }) ?? fetch(input, init)
  }
}

const html = (status: number, text = '<!doctype html><html><body><h1>Jogada</h1></body></html>') =>
  new Response(text, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } })

describe('contract:check: what it reports when the server differs', () => {
  const demo = { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password }

  it('reports a route answered by a web page, a 404 or a 405 as missing, and fails the run', async () => {
    const report = await check({
      ...demo,
      fetch: overridingFetch(({ method, path }) => {
        if (path === 'settings/operator') return html(200)
        if (path === 'sports/football/leagues/') return Response.json({ message: 'Not Found' }, { status: 404 })
        if (method === 'POST' && path === 'broadcasting/auth') return html(405, 'Method Not Allowed')
        return undefined
      }),
    })

    expect(row(report, 'settings.operator')).toMatchObject({
      outcome: 'missing',
      status: 200,
      reason: 'the server lacks the route (200 text/html; charset=UTF-8)',
    })
    expect(row(report, 'sports.leagues')).toMatchObject({ outcome: 'missing', status: 404 })
    expect(row(report, 'broadcasting.auth')).toMatchObject({ outcome: 'missing', status: 405 })
    expect(row(report, 'settings.data').outcome).toBe('ok')
    expect(report.summary.missing).toBe(3)
    expect(exitCodeOf(report)).toBe(1)
  })

  it('reports drift with the JSON path, what the contract expects and what came', async () => {
    const report = await check({
      fetch: overridingFetch(({ path }) =>
        path === 'categories'
          ? Response.json({ categories: { first: { id: 7, name: 'Slots', slug: 'slots', image: null } } })
          : undefined,
      ),
    })

    const categories = row(report, 'categories.list')
    expect(categories.outcome).toBe('drift')
    expect(categories.drift).toEqual([
      expect.objectContaining({
        path: '$.categories',
        expected: 'Array',
        received: expect.stringContaining('{"first":'),
      }),
    ])
    expect(exitCodeOf(report)).toBe(1)
  })

  it('reports a 500 and a 401 after the login as errors, with the server’s words', async () => {
    const report = await check({
      ...demo,
      fetch: overridingFetch(({ path }) => {
        if (path === 'vip/levels') return Response.json({ message: 'Server Error' }, { status: 500 })
        if (path === 'profile/email') return Response.json({ error: 'unauthenticated' }, { status: 401 })
        if (path === 'protection/limits')
          return html(500, '<html><title>Whoops</title><body>Stack trace…</body></html>')
        return undefined
      }),
    })

    expect(row(report, 'vip.levels')).toMatchObject({ outcome: 'error', status: 500, messages: ['Server Error'] })
    expect(row(report, 'profile.email')).toMatchObject({ outcome: 'error', status: 401, messages: ['unauthenticated'] })
    expect(row(report, 'protection.limits')).toMatchObject({ outcome: 'error', status: 500 })
    expect(row(report, 'protection.limits').messages).toEqual(['Whoops Stack trace…'])
    expect(exitCodeOf(report)).toBe(1)
  })

  it('reports a login answer without a token as drift, and the player calls as skipped for it', async () => {
    const report = await check({
      ...demo,
      fetch: overridingFetch(({ path }) =>
        path === 'auth/login'
          ? Response.json({ token: 'abc', user: { id: 1, name: 'Demo', email: 'd@j.br' } })
          : undefined,
      ),
    })

    expect(row(report, 'auth.login').outcome).toBe('drift')
    expect(row(report, 'auth.login').drift[0]).toMatchObject({ path: '$.access_token' })
    expect(row(report, 'profile.wallet')).toMatchObject({
      outcome: 'skipped',
      reason: 'the login answered no access_token',
    })
    expect(report.loggedIn).toBe(false)
  })

  it('says when a repeat with the same Idempotency-Key answered something else, without failing the run', async () => {
    const report = await check({
      ...demo,
      write: true,
      // The first deposit is the server's own; its repeat answers a second PIX code, as a backend ignoring the key.
      fetch: overridingFetch(({ path, count }) =>
        path === 'brasilcash/qrcode-pix' && count === 2
          ? Response.json({ status: true, idTransaction: 'a-second-charge', qrcode: '000201…' })
          : undefined,
      ),
    })

    const deposit = row(report, 'deposit.brasilcash')
    expect(deposit).toMatchObject({ outcome: 'ok', idempotency: { honoured: false } })
    expect(deposit.idempotency?.detail).toMatch(/^the repeat answered another body \(\$\.\w+: .+ then .+\)$/)
    expect(row(report, 'deposit.rexpay').idempotency).toMatchObject({ honoured: true })
    expect(report.passed).toBe(true)
  })

  it('reports a documented refusal of a write as skipped with the server’s words, and a failed restore as an error', async () => {
    const report = await check({
      ...demo,
      write: true,
      fetch: overridingFetch(({ path, count }) => {
        if (path === 'wallet/withdraw/request') return Response.json({ error: 'Saldo insuficiente' }, { status: 400 })
        if (path.startsWith('games/favorite/') && count === 2)
          return Response.json({ message: 'Boom' }, { status: 500 })
        return undefined
      }),
    })

    expect(row(report, 'wallet.withdraw.request')).toMatchObject({
      outcome: 'skipped',
      status: 400,
      messages: ['Saldo insuficiente'],
      reason: 'refused as the contract documents (400): the success answer went unchecked',
      // A refusal is replayed too: the key still holds.
      idempotency: { honoured: true },
    })
    expect(row(report, 'games.favorite')).toMatchObject({
      outcome: 'error',
      status: 500,
      reason: 'the restoring call: unexpected 500',
    })
  })
})

describe('contract:check: no server', () => {
  it('rejects with UnreachableError when not one request gets an answer', async () => {
    const refused: typeof fetch = () =>
      Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') }))
    await expect(runContractCheck({ baseUrl: 'http://127.0.0.1:9/api/', fetch: refused })).rejects.toThrow(
      'cannot reach http://127.0.0.1:9/api/: fetch failed: connect ECONNREFUSED 127.0.0.1:9',
    )
  })

  it('reports a call that got no answer in time as an error once the server has answered others', async () => {
    const fetchWithSilence: typeof fetch = (input, init) =>
      String(input).endsWith('/categories')
        ? new Promise((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error), { once: true }),
          )
        : fetch(input, init)
    const report = await runContractCheck({ baseUrl: running.apiUrl, fetch: fetchWithSilence, timeoutMs: 300 })

    expect(row(report, 'categories.list')).toMatchObject({ outcome: 'error', reason: 'no answer in 0.3 s' })
    expect(row(report, 'settings.data').outcome).toBe('ok')
  })

  it('refuses a base URL that is not an http URL, and credentials given by halves', async () => {
    await expect(runContractCheck({ baseUrl: 'localhost:4010/api' })).rejects.toThrow(/--base-url must be/)
    await expect(runContractCheck({ baseUrl: running.apiUrl, email: 'a@b.c' })).rejects.toThrow(
      '--email and --password go together',
    )
  })
})
