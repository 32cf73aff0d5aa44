import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { dirname, extname, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Duplex } from 'node:stream'
import { getResponse, RequestHandler } from 'msw'
import { WebSocketServer, type WebSocket as NodeWebSocket } from 'ws'
import { resetLoginThrottle } from './auth/login-throttle.ts'
import { brokenImages } from './catalogue/broken-images.ts'
import { apiPathPrefix, realtimeKey, setGameServerOrigin } from './config.ts'
import { db } from './db/index.ts'
import { dialectNamed, type Dialect } from './dialect/dialects.ts'
import { mailboxMessages } from './auth/mailbox.ts'
import { moneyPolicy } from './pix/money-policy.ts'
import { payDepositNow, approveWithdrawalNow, rejectWithdrawalNow } from './pix/money-actions.ts'
import { parsePanelBody, runPanelAction } from './panel/dispatch.ts'
import { handlers } from './handlers/index.ts'
import { providerControls } from './provider/controls.ts'
import { providerRequest } from './provider/provider.ts'
import { createBackendProxy, type BackendProxy } from './proxy.ts'
import { acceptRealtimeSocket } from './realtime.ts'
import { scenarios } from './scenarios.ts'
import { clock } from './sim/clock.ts'
import { startTicker } from './sim/ticker.ts'
import { advanceMatchTime, forceGoal, setFootball, settleNow, suspendMarket } from './sports/controls.ts'
import { sportsPolicy } from './sports/policy.ts'

/**
 * `npm run mock:server`: the same handlers, database and clock as the browser mock, served over real
 * HTTP and a real websocket, so any client (the mock-off build, curl, a mobile app) can use the API.
 *
 *   npm run mock:server -- --port 4010 [--host 127.0.0.1] [--mock=realistic] [--mockFault=settings.data:500]
 *                          [--allow-origin https://a.example,https://b.example] [--allow-any-origin]
 *                          [--allow-host mock.lan,other.lan]
 *                          [--dialect laravel | --proxy https://api.example.com/api/]
 *
 * `--dialect laravel` answers every API call the way the original Laravel platform did (mocks/dialect/laravel.ts):
 * a test server that is not the contract's twin, for the app's tolerant reader and `npm run contract:check`.
 * `--proxy URL` forwards every API call (and `/storage/` file) to a real backend at URL (its API base, or an origin
 * meaning its `/api/`), logs each answer's verdict against the contract (ok, tolerated, drift, missing) and relays it
 * unchanged; where the backend lacks the route or does not answer, the mock answers and the log says so
 * (mocks/proxy.ts). In both modes the realtime websocket and the `/__mock/*` hooks stay the mock's.
 *
 * It is a development tool that a browser may reach while the player browses elsewhere, so: CORS answers local
 * origins only unless told otherwise, the `/__mock/*` hooks (reset, mailbox with reset links, money) answer only
 * this machine and never a foreign web page, nor a request addressed to a name other than a loopback one (a
 * DNS-rebinding page points its own name at 127.0.0.1, so its requests carry its Host; `--allow-host` names more),
 * and bodies and websocket frames have a size limit.
 */

const ALLOW_HEADERS = 'Authorization, Content-Type, Accept, X-CSRF-TOKEN, X-Requested-With, Idempotency-Key'
const EXPOSE_HEADERS = 'Content-Type, Content-Length, Idempotent-Replayed, Retry-After'
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'

/** Request bodies above this answer 413 (an avatar data URL of 2048 KB fits; the hooks' JSON is tiny). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024
/** Websocket frames above this close the socket with 1009 (Pusher protocol frames are a few hundred bytes). */
export const MAX_WS_PAYLOAD_BYTES = 64 * 1024
/** Request targets longer than this answer 414 (the app's longest URL is a search with filters, well under 1 KB). */
export const MAX_URL_BYTES = 8 * 1024
/** The sports hook moves the clock by at most this much at once (a week: every fixture of the list has ended). */
export const MAX_SPORTS_ADVANCE_MS = 7 * 24 * 3600_000

export interface MockServerOptions {
  port?: number
  host?: string
  /** Origins CORS allows besides the local ones (`https://a.example`). */
  allowedOrigins?: readonly string[]
  /** CORS for every origin (still no `/__mock/*` hooks for foreign pages). */
  allowAnyOrigin?: boolean
  /** Host names the `/__mock/*` hooks answer besides localhost, 127.0.0.1 and [::1] (`mock.lan`). */
  allowedHosts?: readonly string[]
  /** Default MAX_BODY_BYTES. */
  maxBodyBytes?: number
  /** Answer the API in another platform's dialect (mocks/dialect/). Not with `proxy`. */
  dialect?: Dialect
  /** Forward the API to a real backend, the mock answering what it lacks (mocks/proxy.ts). Not with `dialect`. */
  proxy?: BackendProxy
}

export interface RunningMockServer {
  /** `http://127.0.0.1:4010` */
  origin: string
  /** `http://127.0.0.1:4010/api/` */
  apiUrl: string
  /** `ws://127.0.0.1:4010/app/jogada` */
  realtimeUrl: string
  port: number
  close(): Promise<void>
}

const requestHandlers = handlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler)

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/** http(s)://localhost, 127.0.0.1 or [::1], any port: the dev server, `vite preview`, Storybook on this machine. */
export function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTNAMES.has(url.hostname)
  } catch {
    return false
  }
}

/** The socket's peer is this machine (IPv4, IPv6, or IPv4 mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}

/** The hostname of a Host header (`localhost:4010` → `localhost`, `[::1]:4010` → `[::1]`), lower-cased; null if malformed. */
function hostHeaderName(host: string | undefined): string | null {
  if (host === undefined || host === '' || /[\s/?#@\\]/.test(host)) return null
  try {
    return new URL(`http://${host}`).hostname
  } catch {
    return null
  }
}

/**
 * Which Host headers the `/__mock/*` hooks answer: loopback names (any port) and the listed ones. A browser sends the
 * address bar's name, so a page that rebinds its own name to 127.0.0.1 still says its name here.
 */
export function createHostPolicy(allowedHosts: readonly string[] = []) {
  const listed = new Set(allowedHosts.map((entry) => hostHeaderName(entry.trim())).filter((name) => name !== null))
  return (host: string | undefined): boolean => {
    const name = hostHeaderName(host)
    return name !== null && (LOCAL_HOSTNAMES.has(name) || listed.has(name))
  }
}

/** Which page origins CORS answers: local ones, the listed ones, or any. */
export function createOriginPolicy(options: Pick<MockServerOptions, 'allowedOrigins' | 'allowAnyOrigin'> = {}) {
  const listed = new Set(
    (options.allowedOrigins ?? []).flatMap((entry) => {
      try {
        return [new URL(entry.trim()).origin]
      } catch {
        return []
      }
    }),
  )
  return (origin: string): boolean => {
    if (isLocalOrigin(origin)) return true
    if (options.allowAnyOrigin) return true
    try {
      return listed.has(new URL(origin).origin)
    } catch {
      return false
    }
  }
}

type OriginAllowed = (origin: string) => boolean

function corsHeaders(request: IncomingMessage, allowed: OriginAllowed): Record<string, string> {
  const origin = request.headers.origin
  const headers: Record<string, string> = {
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    'Access-Control-Expose-Headers': EXPOSE_HEADERS,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
  // Echoing an allowed origin (not `*`) keeps the door open for credentialed requests later; another page's
  // browser gets no Allow-Origin and keeps the answer from it.
  if (origin !== undefined && allowed(origin)) headers['Access-Control-Allow-Origin'] = origin
  return headers
}

/** The static pictures the app ships in public/storage (banners, category icons, avatars). */
const PUBLIC_STORAGE = resolve(dirname(fileURLToPath(import.meta.url)), '../public/storage')
const STATIC_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
}

/**
 * A file of public/storage, for a mock-off build that loads `/storage/…` from the API's origin: the browser mock
 * leaves these to the dev server or the static host, the mock server serves them itself. Null when there is no
 * such file, or the path leaves the folder.
 */
async function publicStorageFile(path: string): Promise<{ body: Buffer; type: string } | null> {
  const relative = decodeSegment(path.slice('/storage/'.length))
  if (relative === null) return null
  const file = resolve(PUBLIC_STORAGE, relative)
  const type = STATIC_TYPES[extname(file).toLowerCase()]
  if (!file.startsWith(PUBLIC_STORAGE + sep) || !type) return null
  try {
    return { body: await readFile(file), type }
  } catch {
    return null
  }
}

/** The built demo games (`npm run build` writes them next to the app). */
const DEMO_GAMES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/demo-game')
const GAME_TYPES: Record<string, string> = {
  ...STATIC_TYPES,
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}

/**
 * A file of the built demo games: `/demo-game/` is its index.html. Null when the games are not built, there is no
 * such file, or the path leaves the folder.
 */
export async function demoGameFile(
  path: string,
  root = DEMO_GAMES_DIR,
): Promise<{ body: Buffer; type: string } | null> {
  const rest = decodeSegment(path.slice('/demo-game/'.length))
  if (rest === null) return null
  const file = resolve(root, rest === '' ? 'index.html' : rest)
  const type = GAME_TYPES[extname(file).toLowerCase()]
  if (!file.startsWith(root + sep) || !type) return null
  try {
    return { body: await readFile(file), type }
  } catch {
    return null
  }
}

/**
 * `POST /provider/rpc`: the provider protocol over HTTP, for the games mock:server serves (mocks/README.md). The game
 * runs in a sandboxed frame, whose requests carry `Origin: null`, so this route answers any origin: the session token
 * in the body is what authorises, and the answer carries nothing secret.
 */
const PROVIDER_CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
}

class BodyTooLarge extends Error {}

/**
 * The whole request body as one Buffer: the raw chunks are concatenated and decoded once by the reader, so a
 * multi-byte UTF-8 character split across two chunks stays whole. Throws BodyTooLarge past `limit` bytes (told by
 * Content-Length before reading, or while reading a chunked body).
 */
export async function readBody(
  request: AsyncIterable<Buffer | string> & { headers?: IncomingMessage['headers'] },
  limit: number,
): Promise<Buffer> {
  const declared = Number(request.headers?.['content-length'] ?? Number.NaN)
  if (declared > limit) throw new BodyTooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    size += buffer.length
    if (size > limit) throw new BodyTooLarge()
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

function toFetchRequest(
  request: IncomingMessage,
  origin: string,
  signal: AbortSignal,
  body: Buffer | undefined,
): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const method = request.method ?? 'GET'
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    signal,
    body: body ? new Uint8Array(body) : undefined,
  })
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

function parseJsonObject(body: Buffer | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body && body.length > 0 ? body.toString('utf8') : '{}')
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * The demo panel's money controls, for suites that drive the mock server (a browser suite clicks the panel):
 * - `GET|POST /__mock/money` reads or sets the money policy (`{ settle: "5s"|"20s"|"60s"|"never", review:
 *   "approve"|"reject"|"manual" }`);
 * - `POST /__mock/money/deposits/<transaction id>/pay` pays a pending deposit now;
 * - `POST /__mock/money/withdrawals/<id>/approve|reject` decides a withdrawal in analysis now.
 * Answers 404 when nothing pending matches. Returns false for paths it does not know.
 */
function moneyHook(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  cors: Record<string, string>,
  body: Buffer | undefined,
): boolean {
  if (path === '/__mock/money') {
    if (request.method === 'POST') moneyPolicy.set(parseJsonObject(body))
    sendJson(response, 200, moneyPolicy.get(), cors)
    return true
  }
  if (request.method !== 'POST') return false
  const deposit = /^\/__mock\/money\/deposits\/([^/]+)\/pay$/.exec(path)
  if (deposit) {
    const id = decodeSegment(deposit[1] ?? '')
    const row = id === null ? undefined : db.deposits.findBy((d) => d.transaction_id === id)
    const done = row !== undefined && payDepositNow(row.id)
    sendJson(
      response,
      done ? 200 : 404,
      done ? { status: true } : { message: 'Nenhum depósito pendente com esse id.' },
      cors,
    )
    return true
  }
  const withdrawal = /^\/__mock\/money\/withdrawals\/(\d+)\/(approve|reject)$/.exec(path)
  if (withdrawal) {
    const id = Number(withdrawal[1])
    const done = withdrawal[2] === 'approve' ? approveWithdrawalNow(id) : rejectWithdrawalNow(id)
    sendJson(
      response,
      done ? 200 : 404,
      done ? { status: true } : { message: 'Nenhum saque em análise com esse id.' },
      cors,
    )
    return true
  }
  return false
}

/**
 * The sports hook's input problems (empty when it may run): an `advanceMs` that is not a whole number of
 * milliseconds between 1 and MAX_SPORTS_ADVANCE_MS would move the clock somewhere no date reaches (a clock past the
 * year 275760 breaks every later request), so it is refused before anything changes.
 */
export function sportsHookProblems(input: Record<string, unknown>): string[] {
  const advance = input.advanceMs
  if (advance === undefined) return []
  if (typeof advance !== 'number' || !Number.isSafeInteger(advance) || advance < 1 || advance > MAX_SPORTS_ADVANCE_MS)
    return [`advanceMs deve ser um número inteiro de 1 a ${MAX_SPORTS_ADVANCE_MS} (uma semana).`]
  return []
}

function sportsHook(input: Record<string, unknown>): void {
  const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : null)
  if (typeof input.football === 'boolean') setFootball(input.football)
  if (input.load === 'normal' || input.load === 'bench') sportsPolicy.set({ load: input.load })
  if (typeof input.advanceMs === 'number') advanceMatchTime(input.advanceMs)
  const goal = record(input.goal)
  if (goal && typeof goal.event === 'number' && (goal.side === 'home' || goal.side === 'away'))
    forceGoal(goal.event, goal.side)
  const suspend = record(input.suspend)
  if (suspend && typeof suspend.event === 'number' && typeof suspend.market === 'number')
    suspendMarket(suspend.event, suspend.market, suspend.suspended !== false)
  if (typeof input.settle === 'number') settleNow(input.settle)
}

/**
 * 413, and the connection closes once the answer is out: the client stops sending instead of waiting on a server
 * that no longer reads (the rest of the body is drained, not kept).
 */
function refuseTooLarge(
  request: IncomingMessage,
  response: ServerResponse,
  cors: Record<string, string>,
  limit: number,
): void {
  request.resume()
  response.shouldKeepAlive = false
  sendJson(
    response,
    413,
    { message: `O corpo da requisição passa de ${limit} bytes.` },
    { ...cors, Connection: 'close' },
  )
}

interface HttpContext {
  origin: string
  allowed: OriginAllowed
  hostAllowed: (host: string | undefined) => boolean
  maxBodyBytes: number
  dialect?: Dialect
  proxy?: BackendProxy
}

/** The plain mock's answer to a request (undefined when no handler matches). */
function mockAnswer(request: Request): Promise<Response | undefined> {
  return getResponse(requestHandlers, request)
}

/**
 * The request target's path, or the status that refuses it: 414 past MAX_URL_BYTES, 400 for a target no URL parser
 * reads (an absolute-form `http://[`). Checked before anything else reads the URL, so neither ends as a 500.
 */
export function requestTargetPath(target: string | undefined, origin: string): string | 400 | 414 {
  const raw = target ?? '/'
  if (Buffer.byteLength(raw) > MAX_URL_BYTES) return 414
  try {
    return new URL(raw, origin).pathname
  } catch {
    return 400
  }
}

async function handleHttp(request: IncomingMessage, response: ServerResponse, context: HttpContext): Promise<void> {
  const { origin, allowed, maxBodyBytes } = context
  const requestPath = requestTargetPath(request.url, origin)
  if (typeof requestPath === 'number') {
    request.resume()
    response.shouldKeepAlive = false
    const message = requestPath === 414 ? `O endereço passa de ${MAX_URL_BYTES} bytes.` : 'Endereço inválido.'
    sendJson(response, requestPath, { message }, { ...corsHeaders(request, allowed), Connection: 'close' })
    return
  }
  if (requestPath === '/provider/rpc') {
    await providerRpc(request, response, maxBodyBytes)
    return
  }
  const cors = corsHeaders(request, allowed)
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors)
    response.end()
    return
  }
  const path = requestPath
  const method = request.method ?? 'GET'

  let body: Buffer | undefined
  if (method !== 'GET' && method !== 'HEAD') {
    try {
      body = await readBody(request, maxBodyBytes)
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error
      refuseTooLarge(request, response, cors, maxBodyBytes)
      return
    }
  }

  if (path.startsWith('/__mock/')) {
    // The hooks reset data and hand out password-reset links: only a client on this machine, and never a web page
    // of another origin (the player's browser would send its requests with that page's Origin).
    const pageOrigin = request.headers.origin
    if (!isLoopbackAddress(request.socket.remoteAddress) || (pageOrigin !== undefined && !allowed(pageOrigin))) {
      sendJson(response, 403, { message: 'Os ganchos /__mock/ atendem só a esta máquina.' }, cors)
      return
    }
    // A page whose name was rebound to this machine is same-origin to itself (no Origin header on a GET): only the
    // Host header still tells it apart. 421 Misdirected Request: this server does not answer that name.
    if (!context.hostAllowed(request.headers.host)) {
      sendJson(response, 421, { message: 'Os ganchos /__mock/ atendem só a localhost (ou a --allow-host).' }, cors)
      return
    }
    // Test hooks for end-to-end suites: start each spec from the seed (and the default money policy).
    if (path === '/__mock/reset' && method === 'POST') {
      db.reset()
      // The clock too: a suite (or a bad hook) may have moved it far ahead. Real time stays real, at its speed.
      if (clock.mode === 'real') clock.useReal({ speed: clock.speed })
      else clock.useManual()
      moneyPolicy.reset()
      brokenImages.reset()
      providerControls.reset()
      sportsPolicy.reset()
      // Failed logins of an earlier spec must not lock the next one out of the seeded accounts.
      resetLoginThrottle()
      sendJson(response, 200, { status: true }, cors)
      return
    }
    // The demo panel's "Imagens quebradas": `{ broken: boolean }` sets it.
    if (path === '/__mock/images') {
      const broken = parseJsonObject(body).broken
      if (method === 'POST' && typeof broken === 'boolean') brokenImages.set(broken)
      sendJson(response, 200, { broken: brokenImages.get() }, cors)
      return
    }
    if (path.startsWith('/__mock/money') && moneyHook(request, response, path, cors, body)) return
    // The demo panel's "Jogos" controls: `{ maintenance?: number[] (catalogue ids), nextRoundBig?: boolean }` sets them.
    if (path === '/__mock/provider') {
      if (method === 'POST') {
        const { maintenance, nextRoundBig } = parseJsonObject(body)
        if (Array.isArray(maintenance)) {
          for (const id of providerControls.get().maintenance) providerControls.setMaintenance(id, false)
          for (const id of maintenance) if (Number.isInteger(id)) providerControls.setMaintenance(Number(id), true)
        }
        if (typeof nextRoundBig === 'boolean') providerControls.setNextRoundBig(nextRoundBig)
      }
      sendJson(response, 200, providerControls.get(), cors)
      return
    }
    // The demo panel's "Futebol" controls: `{ football?: boolean, load?: "normal"|"bench", advanceMs?: number,
    // goal?: {event, side: "home"|"away"}, suspend?: {event, market, suspended?: boolean}, settle?: event id }`.
    if (path === '/__mock/sports') {
      if (method === 'POST') {
        const input = parseJsonObject(body)
        const problems = sportsHookProblems(input)
        if (problems.length > 0) {
          sendJson(response, 400, { message: problems.join(' ') }, cors)
          return
        }
        sportsHook(input)
      }
      sendJson(
        response,
        200,
        { football: Boolean(db.settings.get().turn_on_football), load: sportsPolicy.get().load },
        cors,
      )
      return
    }
    // The demo panel's calls (panel/dispatch.ts): `POST /__mock/panel/<action>`, the body the arguments array.
    const panelAction = /^\/__mock\/panel\/([^/]+)$/.exec(path)
    if (panelAction && method === 'POST') {
      const name = decodeSegment(panelAction[1] ?? '') ?? ''
      const answer = runPanelAction(name, parsePanelBody(body ? body.toString('utf8') : ''))
      sendJson(response, answer.status, answer.body, cors)
      return
    }
    // The e-mails the mock sent (password resets), newest first: how a suite finishes the forgot/reset flow.
    if (path === '/__mock/mailbox' && method === 'GET') {
      sendJson(response, 200, { messages: mailboxMessages() }, cors)
      return
    }
  }

  const aborted = new AbortController()
  response.on('close', () => {
    if (!response.writableFinished) aborted.abort()
  })
  const fetchRequest = toFetchRequest(request, origin, aborted.signal, body)
  // With --proxy the backend answers first; the mock answers what it lacks (the proxy logs which).
  let mocked = context.proxy ? ((await context.proxy.forward(fetchRequest)) ?? undefined) : undefined
  if (aborted.signal.aborted) return
  if (!mocked) {
    mocked =
      context.dialect && path.startsWith(apiPathPrefix)
        ? await context.dialect.answer(fetchRequest, mockAnswer)
        : await mockAnswer(fetchRequest)
  }
  if (aborted.signal.aborted) return

  if (!mocked && (method === 'GET' || method === 'HEAD') && path.startsWith('/storage/')) {
    const file = await publicStorageFile(path)
    if (file) {
      response.writeHead(200, {
        ...cors,
        'Content-Type': file.type,
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
      response.end(method === 'HEAD' ? undefined : file.body)
      return
    }
  }
  if (!mocked && (method === 'GET' || method === 'HEAD') && (path === '/demo-game' || path.startsWith('/demo-game/'))) {
    if (path === '/demo-game') {
      response.writeHead(301, { Location: '/demo-game/' })
      response.end()
      return
    }
    const file = await demoGameFile(path)
    if (file) {
      response.writeHead(200, {
        'Content-Type': file.type,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        // The sandboxed game frame has an opaque origin: its classic scripts and styles load cross-origin.
        'Access-Control-Allow-Origin': '*',
      })
      response.end(method === 'HEAD' ? undefined : file.body)
      return
    }
  }
  if (!mocked) {
    const message = path.startsWith(apiPathPrefix) ? `No mock for ${request.method} ${path}` : 'Not found'
    sendJson(response, 404, { message }, cors)
    return
  }
  if (mocked.type === 'error') {
    // The "network" fault: the connection dies without an answer.
    request.socket.destroy()
    return
  }
  const headers: Record<string, string> = { ...cors }
  mocked.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const answer = compressed(request, headers, Buffer.from(await mocked.arrayBuffer()))
  // A real backend's cookies (relayed by --proxy) stay separate headers.
  const cookies = mocked.headers.getSetCookie()
  response.writeHead(mocked.status, cookies.length > 0 ? { ...headers, 'set-cookie': cookies } : headers)
  response.end(answer)
}

async function providerRpc(request: IncomingMessage, response: ServerResponse, maxBodyBytes: number): Promise<void> {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, PROVIDER_CORS)
    response.end()
    return
  }
  if (request.method !== 'POST') {
    sendJson(response, 405, { message: 'Use POST.' }, { ...PROVIDER_CORS, Allow: 'POST, OPTIONS' })
    return
  }
  let body: Buffer
  try {
    body = await readBody(request, maxBodyBytes)
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error
    refuseTooLarge(request, response, PROVIDER_CORS, maxBodyBytes)
    return
  }
  let message: unknown
  try {
    message = JSON.parse(body.toString('utf8'))
  } catch {
    message = null
  }
  const reply = providerRequest(message)
  if (reply) {
    sendJson(response, 200, reply, PROVIDER_CORS)
    return
  }
  // Not a request (no id): a note to the play screen, which has no meaning over HTTP.
  sendJson(
    response,
    400,
    { v: 1, type: 'reply', ok: false, error: { code: 'bad_request', message: 'Pedido inválido.' } },
    PROVIDER_CORS,
  )
}

/** Text types worth compressing (JSON answers, SVG images). */
const COMPRESSIBLE = /^(application\/json|image\/svg\+xml|text\/)/

/**
 * The body gzipped when the client accepts it, as the web server in front of a real backend does (nginx's `gzip on`):
 * the home's games/all is ~180 KB of JSON and ~20 KB gzipped, and a client measured against this server must see
 * the transfer a real deployment has. Sets Content-Encoding and Vary on `headers`.
 */
export function compressed(
  request: Pick<IncomingMessage, 'headers'>,
  headers: Record<string, string>,
  body: Buffer,
): Buffer {
  const type = headers['content-type'] ?? ''
  const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  if (!accepts || body.length < 1024 || !COMPRESSIBLE.test(type) || headers['content-encoding']) return body
  const zipped = gzipSync(body)
  headers['content-encoding'] = 'gzip'
  headers['content-length'] = String(zipped.length)
  // One Vary header: CORS may have set it already (as `Vary: Origin`).
  const vary = Object.keys(headers).find((name) => name.toLowerCase() === 'vary')
  if (vary) headers[vary] = `${headers[vary]}, Accept-Encoding`
  else headers['Vary'] = 'Accept-Encoding'
  return zipped
}

/** Answers an upgrade request with a plain HTTP status and closes the socket. */
function refuseUpgrade(socket: Duplex, status: 400 | 403): void {
  const reason = status === 400 ? 'Bad Request' : 'Forbidden'
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

function attachRealtime(server: Server, allowed: OriginAllowed): WebSocketServer {
  // Frames past maxPayload close the socket (1009) before they are buffered.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_WS_PAYLOAD_BYTES })
  server.on('upgrade', (request, socket, head) => {
    const match = /^\/app\/([^/?#]+)/.exec(request.url ?? '')
    if (!match) {
      socket.destroy()
      return
    }
    // A malformed escape (/app/%E0%A4%A) would throw out of this listener and take the process down.
    const appKey = decodeSegment(match[1] ?? '')
    if (appKey === null) {
      refuseUpgrade(socket, 400)
      return
    }
    const pageOrigin = request.headers.origin
    if (pageOrigin !== undefined && !allowed(pageOrigin)) {
      refuseUpgrade(socket, 403)
      return
    }
    wss.handleUpgrade(request, socket, head, (client: NodeWebSocket) => {
      const connection = acceptRealtimeSocket(
        { send: (text) => client.send(text), close: (code, reason) => client.close(code, reason) },
        appKey,
      )
      client.on('message', (data, isBinary) => {
        if (!isBinary) connection.receive(data.toString())
      })
      client.on('close', () => connection.closed())
      // A frame over maxPayload or a broken frame: ws closes the socket itself (1009, 1002); without a listener the
      // 'error' event would throw and end the process.
      client.on('error', () => undefined)
    })
  })
  return wss
}

/** Starts the server (port 0 picks a free port). The caller owns the clock and ticker choices. */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1'
  const allowed = createOriginPolicy(options)
  if (options.dialect && options.proxy)
    throw new Error('A mock server answers in a dialect or proxies a backend, not both')
  const context: HttpContext = {
    origin: '',
    allowed,
    hostAllowed: createHostPolicy(options.allowedHosts),
    maxBodyBytes: options.maxBodyBytes ?? MAX_BODY_BYTES,
    dialect: options.dialect,
    proxy: options.proxy,
  }
  const serve = (request: IncomingMessage, response: ServerResponse) => {
    handleHttp(request, response, context).catch((error: unknown) => {
      console.error('[mock server]', error)
      if (!response.headersSent)
        sendJson(response, 500, { message: 'Mock server error' }, corsHeaders(request, allowed))
      else response.destroy()
    })
  }
  const server = createServer(serve)
  // `Expect: 100-continue` (curl sends it for bodies over 1 KB): a body declared past the limit is refused with 413
  // before the client sends it; any other gets `100 Continue` and the usual handling.
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (Number(request.headers['content-length'] ?? 0) > context.maxBodyBytes) {
      response.shouldKeepAlive = false
      sendJson(
        response,
        413,
        { message: `O corpo da requisição passa de ${context.maxBodyBytes} bytes.` },
        { ...corsHeaders(request, allowed), Connection: 'close' },
      )
      return
    }
    response.writeContinue()
    serve(request, response)
  })
  const wss = attachRealtime(server, allowed)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4010, host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 4010)
  const urlHost = host.includes(':') ? `[${host}]` : host
  const origin = `http://${urlHost}:${port}`
  context.origin = origin
  setGameServerOrigin(origin)
  return {
    origin,
    apiUrl: `${origin}${apiPathPrefix}`,
    realtimeUrl: `ws://${urlHost}:${port}/app/${realtimeKey}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        setGameServerOrigin(null)
        for (const client of wss.clients) client.terminate()
        wss.close()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function readFlag(args: string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
  if (index < 0) return undefined
  const arg = args[index] ?? ''
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1]
}

/** Every value of a repeatable, comma-separated flag (`--name a,b --name=c`). */
function readListFlag(args: string[], name: string): string[] {
  return args.flatMap((arg, index) => {
    const value = arg.startsWith(`--${name}=`)
      ? arg.slice(`--${name}=`.length)
      : arg === `--${name}`
        ? args[index + 1]
        : undefined
    return (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
  })
}

/**
 * The command line's server options: `--port`, `--host`, `--allow-origin a,b` (repeatable), `--allow-any-origin`,
 * `--allow-host a,b` (repeatable).
 */
export function serverOptionsFromArgs(
  args: string[],
  env: Record<string, string | undefined> = {},
): Required<Pick<MockServerOptions, 'port' | 'host' | 'allowedOrigins' | 'allowAnyOrigin' | 'allowedHosts'>> {
  return {
    port: Number(readFlag(args, 'port') ?? env.PORT ?? 4010),
    host: readFlag(args, 'host') ?? env.HOST ?? '127.0.0.1',
    allowedOrigins: readListFlag(args, 'allow-origin'),
    allowAnyOrigin: args.includes('--allow-any-origin'),
    allowedHosts: readListFlag(args, 'allow-host'),
  }
}

/**
 * The command line's backend: `--dialect <name>` (mocks/dialect/dialects.ts) or `--proxy <URL>`, not both. Throws on
 * an unknown dialect, a URL that is not http(s), or both flags.
 */
export function backendOptionsFromArgs(
  args: string[],
  log: (line: string) => void = (line) => console.log(`[proxy] ${line}`),
): Pick<MockServerOptions, 'dialect' | 'proxy'> {
  const dialectName = readFlag(args, 'dialect')
  const proxyUrl = readFlag(args, 'proxy')
  if (dialectName !== undefined && proxyUrl !== undefined) throw new Error('Use --dialect or --proxy, not both')
  if (dialectName !== undefined) return { dialect: dialectNamed(dialectName) }
  if (proxyUrl !== undefined) return { proxy: createBackendProxy({ target: proxyUrl, log }) }
  return {}
}

/** Entry for scripts/run-ts.mjs: returns nothing, so the process stays up serving. */
export async function main(args: string[]): Promise<void> {
  const { port, host, allowedOrigins, allowAnyOrigin, allowedHosts } = serverOptionsFromArgs(args, process.env)
  const backend = backendOptionsFromArgs(args)
  const scenarioParams = new URLSearchParams()
  for (const name of ['mock', 'mockFault']) {
    const value = readFlag(args, name)
    if (value !== undefined) scenarioParams.set(name, value)
  }
  scenarios.applyUrl(scenarioParams)
  clock.useReal()
  const stopTicker = startTicker()
  const running = await startMockServer({ port, host, allowedOrigins, allowAnyOrigin, allowedHosts, ...backend })

  console.log(`Jogada mock server on ${running.origin}`)
  console.log(`  API       ${running.apiUrl}`)
  console.log(`  realtime  ${running.realtimeUrl}`)
  console.log(
    `  CORS      ${allowAnyOrigin ? 'any origin' : ['local origins', ...allowedOrigins].join(', ')} (--allow-origin a,b / --allow-any-origin)`,
  )
  console.log(`  hooks     /__mock/* for ${['localhost', ...allowedHosts].join(', ')} (--allow-host a,b)`)
  console.log(`  scenario  latency ${scenarios.get().latency}, faults ${JSON.stringify(scenarios.get().faults)}`)
  if (backend.dialect)
    console.log(`  dialect   ${backend.dialect.name} (mocks/README.md, "A test server in another dialect")`)
  if (backend.proxy)
    console.log(`  backend   ${backend.proxy.apiBase} (each answer checked and logged; the mock answers what it lacks)`)
  console.log('Point the app at it:')
  console.log(
    `  VITE_API_MOCKING=false VITE_API_BASE_URL=${running.apiUrl} VITE_REALTIME_URL=${running.realtimeUrl} npm run dev`,
  )

  const shutdown = () => {
    stopTicker()
    void running.close().then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}
