import { existsSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders, type RequestOptions } from 'node:http'
import { dirname, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import NodeWebSocket from 'ws'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { callApi, configureApi } from '@/api/client.ts'
import { settingsData } from '@/api/settings.ts'
import { userChannel } from '@/api/broadcasting.ts'
import { createRealtimeClient, type RealtimeClient } from '@/api/realtime.ts'
import { resetMockState } from './node.ts'
import { db, DEMO_PLAYER } from './db/index.ts'
import { createSession } from './auth/sessions.ts'
import { DEFAULT_MONEY_POLICY, moneyPolicy } from './pix/money-policy.ts'
import { broadcast } from './realtime.ts'
import { scenarios } from './scenarios.ts'
import { clock } from './sim/clock.ts'
import { findEvent, forcedStates, liveEvents } from './sports/feed.ts'
import {
  demoGameFile,
  isLoopbackAddress,
  MAX_BODY_BYTES,
  MAX_WS_PAYLOAD_BYTES,
  readBody,
  serverOptionsFromArgs,
  startMockServer,
  type RunningMockServer,
} from './server.ts'
import { runMockServerForFile } from './server-test-support.ts'

const runningServer = runMockServerForFile()
let running: RunningMockServer
let client: RealtimeClient | undefined

beforeAll(() => {
  running = runningServer()
})
beforeEach(() => resetMockState())
afterEach(() => {
  client?.close()
  client = undefined
})

const ORIGIN = 'http://localhost:5173'

describe('mock server over real HTTP', () => {
  it('listens on the port it was given (0 picks a free one) and serves settings/data with CORS', async () => {
    expect(running.port).toBeGreaterThan(0)
    expect(running.apiUrl).toBe(`http://127.0.0.1:${running.port}/api/`)
    const response = await fetch(`${running.apiUrl}settings/data`, { headers: { Origin: ORIGIN } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(response.headers.get('access-control-expose-headers')).toContain('Idempotent-Replayed')
    const body = (await response.json()) as { setting: { software_name: string; min_deposit: string } }
    expect(body.setting).toMatchObject({ software_name: 'Jogada', min_deposit: '20.00' })
  })

  it('gzips a large answer for a client that accepts it, as the web server before a real backend does', async () => {
    const plain = await fetch(`${running.apiUrl}games/all`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    const size = (await plain.arrayBuffer()).byteLength
    expect(size).toBeGreaterThan(50_000)
    // fetch asks for gzip and decompresses it: the app's client reads the same answer.
    const zipped = await fetch(`${running.apiUrl}games/all`, { headers: { Origin: ORIGIN } })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')).toBe('Origin, Accept-Encoding')
    const body = (await zipped.json()) as { providers: unknown[] }
    expect(body.providers.length).toBeGreaterThan(0)
  })

  it('answers CORS preflight for the headers the app sends', async () => {
    const response = await fetch(`${running.apiUrl}profile/updateLanguage`, {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers':
          'authorization, content-type, x-csrf-token, x-requested-with, idempotency-key',
      },
    })
    expect(response.status).toBe(204)
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase()
    for (const header of ['authorization', 'content-type', 'x-csrf-token', 'x-requested-with', 'idempotency-key']) {
      expect(allowed).toContain(header)
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT')
  })

  it('works with the app’s own client, bodies and validation included', async () => {
    configureApi({ baseUrl: running.apiUrl })
    const { setting } = await callApi(settingsData)
    expect(setting.max_deposit).toBe(500000)

    const invalid = await fetch(`${running.apiUrl}profile/updateLanguage`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: 'xx' }),
    })
    expect(invalid.status).toBe(422)
    configureApi({ baseUrl: '/api/' })
  })

  it('answers a JSON 404 with a message for unknown API paths', async () => {
    const response = await fetch(`${running.apiUrl}nothing/here`, { headers: { Origin: ORIGIN } })
    expect(response.status).toBe(404)
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(await response.json()).toEqual({ message: 'No mock for GET /api/nothing/here' })
  })

  it('applies scenario faults: 500 and a dropped connection', async () => {
    scenarios.set({ faults: { 'settings.data': '500', 'categories.list': 'network' } })
    expect((await fetch(`${running.apiUrl}settings/data`)).status).toBe(500)
    await expect(fetch(`${running.apiUrl}categories`)).rejects.toThrow()
  })

  it("answers the demo panel's calls at /__mock/panel/<action>, as the handlers do", async () => {
    const panel = (action: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${running.origin}/__mock/panel/${action}`, { method: 'POST', body, headers })
    const answer = await panel('scenario.latency', '["slow"]')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toBeNull()
    expect(scenarios.get().latency).toBe('slow')
    expect(await (await panel('spin.counts', '[]')).json()).toEqual({ spun: 0, claimed: 0 })
    expect((await panel('db.drop', '[]')).status).toBe(404)
    expect((await panel('scenario.latency', '["fast"]')).status).toBe(422)
    // Like every hook, never for a page of another origin.
    expect((await panel('data.reset', '[]', { Origin: 'https://evil.example' })).status).toBe(403)
  })

  it('sets the money policy, pays a deposit and decides a withdrawal through /__mock/money', async () => {
    const session = createSession(1)
    const authorized = { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' }
    const post = (path: string, body?: unknown) =>
      fetch(`${running.origin}${path}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) })

    expect(await (await post('/__mock/money', { settle: 'never', review: 'manual' })).json()).toEqual({
      settle: 'never',
      review: 'manual',
    })
    expect(await (await fetch(`${running.origin}/__mock/money`)).json()).toEqual(moneyPolicy.get())

    const generated = await fetch(`${running.apiUrl}brasilcash/qrcode-pix`, {
      method: 'POST',
      headers: authorized,
      body: JSON.stringify({
        amount: '50.00',
        accept_bonus: true,
        cpf: DEMO_PLAYER.cpf,
        gateway: 'brasilcash',
        paymentType: 'pix',
      }),
    })
    const { idTransaction } = (await generated.json()) as { idTransaction: string }
    expect((await post(`/__mock/money/deposits/${idTransaction}/pay`)).status).toBe(200)
    expect((await post(`/__mock/money/deposits/${idTransaction}/pay`)).status).toBe(404)
    const status = await fetch(`${running.apiUrl}wallet/transaction/status/${idTransaction}`, { headers: authorized })
    expect(await status.json()).toEqual({ status: 'paid', amount: '50.00' })

    expect((await post('/__mock/money/withdrawals/12/reject')).status).toBe(200)
    expect(db.withdrawals.find(12)?.status).toBe(2)
    expect((await post('/__mock/money/withdrawals/12/approve')).status).toBe(404)

    await post('/__mock/reset')
    expect(moneyPolicy.get()).toEqual(DEFAULT_MONEY_POLICY)
  })

  it('resets the database through POST /__mock/reset', async () => {
    const session = createSession(1)
    const response = await fetch(`${running.origin}/__mock/reset`, { method: 'POST' })
    expect(response.status).toBe(200)
    const auth = await fetch(`${running.apiUrl}broadcasting/auth`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ socket_id: '1.2', channel_name: userChannel(1) }),
    })
    expect(auth.status).toBe(401)
  })

  it('logs in over HTTP and lists sent e-mails at GET /__mock/mailbox, so a suite can finish a password reset', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${running.apiUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    const login = await post('auth/login', { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password })
    expect(login.status).toBe(200)
    expect(await login.json()).toMatchObject({ token_type: 'bearer', user: { id: 1 } })

    expect((await post('auth/forget-password', { email: DEMO_PLAYER.email })).status).toBe(200)
    const mailbox = await fetch(`${running.origin}/__mock/mailbox`, { headers: { Origin: ORIGIN } })
    expect(mailbox.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    const { messages } = (await mailbox.json()) as { messages: Array<{ to: string; link: string }> }
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({
      to: DEMO_PLAYER.email,
      link: expect.stringMatching(/^\/reset-password\/[0-9a-f]{64}$/),
    })
    const token = messages[0]?.link.split('/').pop() ?? ''
    const reset = await post(`auth/reset-password/${token}`, {
      token,
      password: 'NovaSenha@1',
      password_confirmation: 'NovaSenha@1',
    })
    expect(await reset.json()).toEqual({ status: true, message: 'Senha restaurada com sucesso!' })
  })

  it('serves the realtime websocket on the same port (auth over HTTP, events over the socket)', async () => {
    const session = createSession(1)
    configureApi({ baseUrl: running.apiUrl, getToken: () => session.token })
    // jsdom's Event class breaks Node's built-in WebSocket, so this test speaks through the `ws` package.
    client = createRealtimeClient({ url: running.realtimeUrl, createSocket: (url) => new NodeWebSocket(url) })
    const received: unknown[] = []
    client.subscribePrivate(userChannel(1), 'payment.confirmed', (data) => received.push(data))
    await vi.waitFor(() => expect(client?.isSubscribed(userChannel(1))).toBe(true), { timeout: 3_000 })
    broadcast(userChannel(1), 'payment.confirmed', { idTransaction: 42 })
    await vi.waitFor(() => expect(received).toEqual([{ idTransaction: 42 }]))
    configureApi({ baseUrl: '/api/' })
  })
})

describe('mock server: the demo games and the provider over HTTP', () => {
  it('launches a game over HTTP: the game URL on the server, and POST /provider/rpc answering any origin', async () => {
    const session = createSession(1)
    // The player switched the app to English (the app saves the choice on the account).
    db.users.update(1, { language: 'en' })
    const play = await fetch(`${running.apiUrl}games/single/spaceman`, {
      headers: { Authorization: `Bearer ${session.token}`, Origin: ORIGIN },
    })
    const { gameUrl, token } = (await play.json()) as { gameUrl: string; token: string }
    const url = new URL(gameUrl)
    expect(url.origin + url.pathname).toBe(`${running.origin}/demo-game/`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: 'spaceman',
      session: token,
      lang: 'en',
      origin: ORIGIN,
      transport: 'http',
    })

    // The sandboxed game's preflight and request come from the opaque origin "null".
    const preflight = await fetch(`${running.origin}/provider/rpc`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'null',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const rpc = (message: Record<string, unknown>) =>
      fetch(`${running.origin}/provider/rpc`, {
        method: 'POST',
        headers: { Origin: 'null', 'Content-Type': 'application/json' },
        body: JSON.stringify({ v: 1, session: token, ...message }),
      })
    const hello = await rpc({ type: 'hello', id: 'h1' })
    expect(hello.headers.get('access-control-allow-origin')).toBe('*')
    expect(await hello.json()).toMatchObject({
      v: 1,
      type: 'reply',
      id: 'h1',
      ok: true,
      game: { code: 'spaceman', type: 'crash', rtp: 97 },
      balance: { cash: 25_000, bonus: 5000, total: 30_000 },
    })
    const start = (await (await rpc({ type: 'round.start', id: 'r1', key: 'k1', bet: 100 })).json()) as {
      ok: boolean
      balance: { cash: number }
    }
    expect(start).toMatchObject({ ok: true, balance: { cash: 24_900 } })
    expect(db.gameRounds.count()).toBe(1)

    const forged = await rpc({ type: 'balance', id: 'b', session: 'not-a-token' })
    expect(await forged.json()).toMatchObject({ ok: false, error: { code: 'session_invalid' } })
    const broken = await fetch(`${running.origin}/provider/rpc`, { method: 'POST', body: '{not json' })
    expect(broken.status).toBe(400)
  })

  it('sets the games under maintenance and "next round wins big" through /__mock/provider', async () => {
    const post = (body: unknown) =>
      fetch(`${running.origin}/__mock/provider`, { method: 'POST', body: JSON.stringify(body) })
    expect(await (await post({ maintenance: [12, 7], nextRoundBig: true })).json()).toEqual({
      maintenance: [12, 7],
      nextRoundBig: true,
    })
    expect(await (await post({ maintenance: [] })).json()).toEqual({ maintenance: [], nextRoundBig: true })
    await fetch(`${running.origin}/__mock/reset`, { method: 'POST' })
    expect(await (await fetch(`${running.origin}/__mock/provider`)).json()).toEqual({
      maintenance: [],
      nextRoundBig: false,
    })
  })

  it('drives the sportsbook through /__mock/sports: football off, a goal, a market suspended, the match ended', async () => {
    const post = (body: unknown) =>
      fetch(`${running.origin}/__mock/sports`, { method: 'POST', body: JSON.stringify(body) })
    expect(await (await post({ football: false, load: 'bench' })).json()).toEqual({ football: false, load: 'bench' })
    expect(db.settings.get().turn_on_football).toBe(false)
    await post({ football: true, load: 'normal' })
    const [live] = liveEvents(clock.nowMs(), db)
    if (!live) throw new Error('no live match')
    const id = live.fixture.id
    await post({ goal: { event: id, side: 'home' }, suspend: { event: id, market: 3 } })
    expect(findEvent(id, clock.nowMs(), db)?.state.goals.home).toBe(live.state.goals.home + 1)
    expect(forcedStates(db).get(id)?.suspendedMarkets).toEqual([3])
    const before = clock.nowMs()
    await post({ advanceMs: 60_000, settle: id })
    expect(clock.nowMs() - before).toBeGreaterThanOrEqual(60_000)
    expect(findEvent(id, clock.nowMs(), db)?.state.finished).toBe(true)
  })

  it('serves the built games at /demo-game/ (index.html for the folder), and 404 for what is not there', async () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../public')
    // Any folder stands in for dist/demo-game: public/ has files, and nothing outside it is served.
    expect(await demoGameFile('/demo-game/mockServiceWorker.js', root)).toMatchObject({
      type: 'text/javascript; charset=utf-8',
    })
    expect(await demoGameFile('/demo-game/../package.json', root)).toBeNull()
    expect(await demoGameFile('/demo-game/%2e%2e/package.json', root)).toBeNull()
    expect(await demoGameFile('/demo-game/missing.js', root)).toBeNull()
    const built = existsSync(resolve(dirname(fileURLToPath(import.meta.url)), '../dist/demo-game/index.html'))
    const page = await fetch(`${running.origin}/demo-game/`)
    expect(page.status).toBe(built ? 200 : 404)
    expect((await fetch(`${running.origin}/demo-game/nothing-here.js`)).status).toBe(404)
  })
})

describe('mock server hardening', () => {
  const request = (
    url: string,
    options: RequestOptions & { body?: Array<Buffer | string> } = {},
  ): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest(url, options, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      })
      outgoing.on('error', reject)
      for (const chunk of options.body ?? []) outgoing.write(chunk)
      outgoing.end()
    })

  it('draws the withdrawal receipt at the proof link, as the browser mock does (public/ has none)', async () => {
    const paid = db.withdrawals.findBy((w) => w.status === 1 && w.proof !== null)
    if (!paid?.proof) throw new Error('the seed has an approved withdrawal')
    const response = await fetch(`${running.origin}${paid.proof}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    const svg = await response.text()
    expect(svg).toContain(paid.end_to_end_id ?? 'missing')
    expect(svg).not.toMatch(/<script/i)
    // Only a real payment's id draws a receipt.
    expect((await fetch(`${running.origin}/storage/proofs/comprovante-pix.svg?valor=12.34&e2e=%3Cx%3E`)).status).toBe(
      404,
    )
  })

  it('draws game covers and serves the static pictures of public/storage, for a mock-off build', async () => {
    const cover = await fetch(`${running.origin}/storage/games/sweet-bonanza.svg`)
    expect(cover.status).toBe(200)
    expect(cover.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(cover.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await cover.text()).toContain('Sweet Bonanza')
    const badge = await fetch(`${running.origin}/storage/football/fixtures/palmeiras.png`)
    expect(badge.status).toBe(200)
    expect(badge.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')

    const banner = await fetch(`${running.origin}/storage/banners/welcome.svg`, {
      headers: { Origin: 'http://localhost:4173' },
    })
    expect(banner.status).toBe(200)
    expect(banner.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(banner.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(await banner.text()).toContain('<svg')
    expect((await fetch(`${running.origin}/storage/categories/bingo.svg`)).status).toBe(200)

    expect((await fetch(`${running.origin}/storage/banners/nao-existe.svg`)).status).toBe(404)
    // public/favicon.svg is a real SVG one folder up: only the folder check keeps it out.
    expect(existsSync(resolve(dirname(fileURLToPath(import.meta.url)), '../public/favicon.svg'))).toBe(true)
    expect((await fetch(`${running.origin}/storage/..%2Ffavicon.svg`)).status).toBe(404)
    expect((await fetch(`${running.origin}/storage/..%2F..%2Fpackage.json`)).status).toBe(404)
  })

  it('breaks the slots banner while the broken images are on; /__mock/images turns them off', async () => {
    expect((await fetch(`${running.origin}/storage/banners/slots.svg`)).status).toBe(404)
    const off = await fetch(`${running.origin}/__mock/images`, {
      method: 'POST',
      body: JSON.stringify({ broken: false }),
    })
    expect(await off.json()).toEqual({ broken: false })
    expect((await fetch(`${running.origin}/storage/banners/slots.svg`)).status).toBe(200)
  })

  it('answers a malformed websocket path with 400 and keeps serving', async () => {
    const socket = new NodeWebSocket(`ws://127.0.0.1:${running.port}/app/%E0%A4%A`)
    const status = await new Promise<number>((resolve, reject) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
      socket.on('open', () => reject(new Error('the upgrade was accepted')))
      socket.on('error', () => undefined)
    })
    expect(status).toBe(400)
    expect((await fetch(`${running.apiUrl}settings/data`)).status).toBe(200)
  })

  it('refuses a body over the limit with 413 and closes that connection, declared or chunked; the next request is served', async () => {
    const big = Buffer.alloc(MAX_BODY_BYTES + 1, 0x20)
    const declared = await fetch(`${running.apiUrl}auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    })
    expect(declared.status).toBe(413)
    expect(declared.headers.get('connection')).toBe('close')

    const half = big.subarray(0, MAX_BODY_BYTES / 2)
    const chunked = await request(`${running.origin}/__mock/money`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: [half, half, Buffer.from('  ')],
    })
    expect(chunked.status).toBe(413)
    expect(chunked.headers.connection).toBe('close')
    expect(moneyPolicy.get()).toEqual(DEFAULT_MONEY_POLICY)

    // Just under the limit is read.
    const fits = await request(`${running.origin}/__mock/money`, {
      method: 'POST',
      headers: { 'Transfer-Encoding': 'chunked' },
      body: ['{"settle":"never"}', Buffer.alloc(MAX_BODY_BYTES - 64, 0x20)],
    })
    expect(fits.status).toBe(200)
    expect(moneyPolicy.get().settle).toBe('never')
  })

  it('reads a body as bytes and decodes it once: a "ç" or "ã" split across two chunks stays whole', async () => {
    const text = JSON.stringify({ name: 'João Conceição' })
    const bytes = Buffer.from(text, 'utf8')
    // Cut inside every multi-byte character.
    for (let cut = 1; cut < bytes.length; cut++) {
      if ((bytes[cut] ?? 0) >> 6 !== 0b10) continue
      const body = await readBody(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]), 1024)
      expect(body.toString('utf8')).toBe(text)
    }
    // Over HTTP, in chunks written one by one, through to a handler.
    const response = await request(`${running.apiUrl}auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: (() => {
        const json = Buffer.from(
          JSON.stringify({
            name: 'João Conceição',
            email: 'joao.conceicao@exemplo.com.br',
            phone: '31988887777',
            password: 'Senha@123',
            password_confirmation: 'Senha@123',
            term_a: true,
            agreement: true,
          }),
        )
        const at = json.indexOf(Buffer.from('ã')) + 1
        return [json.subarray(0, at), json.subarray(at)]
      })(),
    })
    expect(response.status).toBe(200)
    expect(db.users.findBy((user) => user.email === 'joao.conceicao@exemplo.com.br')?.name).toBe('João Conceição')
  })

  it('closes a websocket that sends a frame over the payload limit (1009)', async () => {
    const socket = new NodeWebSocket(running.realtimeUrl)
    await new Promise((resolve) => socket.once('open', resolve))
    const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)))
    socket.send('x'.repeat(MAX_WS_PAYLOAD_BYTES + 1))
    expect(await closed).toBe(1009)
  })

  it('allows local origins by default, and other origins only when listed or with allowAnyOrigin', async () => {
    const allowOrigin = async (server: RunningMockServer, origin: string) =>
      (await fetch(`${server.apiUrl}settings/data`, { headers: { Origin: origin } })).headers.get(
        'access-control-allow-origin',
      )
    for (const origin of ['http://localhost:5173', 'https://localhost', 'http://127.0.0.1:4173', 'http://[::1]:6006']) {
      expect(await allowOrigin(running, origin)).toBe(origin)
    }
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null']) {
      expect(await allowOrigin(running, origin)).toBeNull()
    }
    const listed = await startMockServer({ port: 0, allowedOrigins: ['https://a.example', 'https://b.example/'] })
    const open = await startMockServer({ port: 0, allowAnyOrigin: true })
    try {
      expect(await allowOrigin(listed, 'https://b.example')).toBe('https://b.example')
      expect(await allowOrigin(listed, 'https://c.example')).toBeNull()
      expect(await allowOrigin(open, 'https://c.example')).toBe('https://c.example')
    } finally {
      await listed.close()
      await open.close()
    }
    expect(
      serverOptionsFromArgs([
        '--allow-origin',
        'https://a.example,https://b.example',
        '--allow-any-origin',
        '--port=4011',
      ]),
    ).toEqual({
      port: 4011,
      host: '127.0.0.1',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      allowAnyOrigin: true,
      allowedHosts: [],
    })
    expect(
      serverOptionsFromArgs(['--allow-origin=https://a.example', '--allow-origin=https://b.example']).allowedOrigins,
    ).toEqual(['https://a.example', 'https://b.example'])
  })

  it('answers the /__mock/ hooks only to this machine and never to a page of a foreign origin (403)', async () => {
    const session = createSession(1)
    const sessionAlive = () => db.sessions.findBy((row) => row.token === session.token) !== undefined
    const reset = (headers: Record<string, string>, localAddress?: string) =>
      request(`${running.origin}/__mock/reset`, { method: 'POST', headers, localAddress })

    // A web page of another origin, in the player's browser on this machine.
    expect((await reset({ Origin: 'https://evil.example' })).status).toBe(403)
    expect(
      (await request(`${running.origin}/__mock/mailbox`, { headers: { Origin: 'https://evil.example' } })).status,
    ).toBe(403)
    // Another machine (any peer other than 127.0.0.1 / ::1; 127.0.0.2 reaches the server without being it).
    expect((await reset({}, '127.0.0.2')).status).toBe(403)
    expect((await request(`${running.apiUrl}settings/data`, { localAddress: '127.0.0.2' })).status).toBe(200)
    expect(sessionAlive()).toBe(true)

    // The same hook from this machine, with no Origin or a local one, works.
    expect((await reset({ Origin: 'http://localhost:4173' })).status).toBe(200)
    expect(sessionAlive()).toBe(false)
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true)
    expect(isLoopbackAddress('::ffff:192.0.2.2')).toBe(false)
  })

  it('answers the /__mock/ hooks only to a loopback Host (421 to a DNS-rebinding page), more with --allow-host', async () => {
    const port = running.port
    const session = createSession(1)
    const sessionAlive = () => db.sessions.findBy((row) => row.token === session.token) !== undefined
    const hook = (server: RunningMockServer, path: string, host: string, method = 'GET') =>
      request(`${server.origin}${path}`, { method, headers: { Host: host } })

    // A page at rebind.example whose name now resolves to 127.0.0.1: same-origin to itself, so no Origin header.
    const mailbox = await hook(running, '/__mock/mailbox', `rebind.example:${port}`)
    expect(mailbox.status).toBe(421)
    expect(mailbox.text).not.toContain('messages')
    expect((await hook(running, '/__mock/reset', `rebind.example:${port}`, 'POST')).status).toBe(421)
    expect((await hook(running, '/__mock/reset', `localhost.rebind.example:${port}`, 'POST')).status).toBe(421)
    expect((await hook(running, '/__mock/reset', `127.0.0.1.nip.io:${port}`, 'POST')).status).toBe(421)
    expect(sessionAlive()).toBe(true)
    // The API itself is not a hook: it still answers (a client reaching the server by another name).
    expect((await hook(running, '/api/settings/data', `rebind.example:${port}`)).status).toBe(200)

    // Loopback names, with or without a port, work.
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost', 'LOCALHOST:1'])
      expect((await hook(running, '/__mock/mailbox', host)).status).toBe(200)
    expect((await hook(running, '/__mock/reset', `127.0.0.1:${port}`, 'POST')).status).toBe(200)
    expect(sessionAlive()).toBe(false)

    // --allow-host opens a listed name (a container or VM name), and only it.
    const opened = await startMockServer({ port: 0, allowedHosts: ['mock.lan'] })
    try {
      expect((await hook(opened, '/__mock/mailbox', `mock.lan:${opened.port}`)).status).toBe(200)
      expect((await hook(opened, '/__mock/mailbox', `other.lan:${opened.port}`)).status).toBe(421)
    } finally {
      await opened.close()
    }
    expect(serverOptionsFromArgs(['--allow-host', 'a.lan,b.lan', '--allow-host=c.lan']).allowedHosts).toEqual([
      'a.lan',
      'b.lan',
      'c.lan',
    ])
  })
})
