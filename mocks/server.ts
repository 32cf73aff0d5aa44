import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { getResponse, RequestHandler } from 'msw'
import { WebSocketServer, type WebSocket as NodeWebSocket } from 'ws'
import { apiPathPrefix, realtimeKey } from './config.ts'
import { db } from './db/index.ts'
import { mailboxMessages } from './db/mailbox.ts'
import { moneyPolicy } from './money-policy.ts'
import { payDepositNow, approveWithdrawalNow, rejectWithdrawalNow } from './panel/money-actions.ts'
import { handlers } from './handlers/index.ts'
import { acceptRealtimeSocket } from './realtime.ts'
import { scenarios } from './scenarios.ts'
import { clock } from './sim/clock.ts'
import { startTicker } from './sim/ticker.ts'

/**
 * `npm run mock:server`: the same handlers, database and clock as the browser mock, served over real
 * HTTP and a real websocket, so any client (the mock-off build, curl, a mobile app) can use the API.
 *
 *   npm run mock:server -- --port 4010 [--host 127.0.0.1] [--mock=realistic] [--mockFault=settings.data:500]
 */

const ALLOW_HEADERS = 'Authorization, Content-Type, Accept, X-CSRF-TOKEN, X-Requested-With, Idempotency-Key'
const EXPOSE_HEADERS = 'Content-Type, Content-Length, Idempotent-Replayed, Retry-After'
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'

export interface MockServerOptions {
  port?: number
  host?: string
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

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin
  return {
    // Echoing the origin (not `*`) keeps the door open for credentialed requests later.
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    'Access-Control-Expose-Headers': EXPOSE_HEADERS,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}

function toFetchRequest(request: IncomingMessage, origin: string, signal: AbortSignal): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const method = request.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    signal,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : undefined,
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit & { duplex?: 'half' })
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  try {
    const value: unknown = JSON.parse(text || '{}')
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
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
async function moneyHook(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  cors: Record<string, string>,
): Promise<boolean> {
  if (path === '/__mock/money') {
    if (request.method === 'POST') moneyPolicy.set(await readJson(request))
    sendJson(response, 200, moneyPolicy.get(), cors)
    return true
  }
  if (request.method !== 'POST') return false
  const deposit = /^\/__mock\/money\/deposits\/([^/]+)\/pay$/.exec(path)
  if (deposit) {
    const row = db.deposits.findBy((d) => d.transaction_id === decodeURIComponent(deposit[1] ?? ''))
    const done = row !== undefined && payDepositNow(row.id)
    sendJson(response, done ? 200 : 404, done ? { status: true } : { message: 'Nenhum depósito pendente com esse id.' }, cors)
    return true
  }
  const withdrawal = /^\/__mock\/money\/withdrawals\/(\d+)\/(approve|reject)$/.exec(path)
  if (withdrawal) {
    const id = Number(withdrawal[1])
    const done = withdrawal[2] === 'approve' ? approveWithdrawalNow(id) : rejectWithdrawalNow(id)
    sendJson(response, done ? 200 : 404, done ? { status: true } : { message: 'Nenhum saque em análise com esse id.' }, cors)
    return true
  }
  return false
}

async function handleHttp(request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
  const cors = corsHeaders(request)
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors)
    response.end()
    return
  }
  const path = new URL(request.url ?? '/', origin).pathname

  // Test hooks for end-to-end suites: start each spec from the seed (and the default money policy).
  if (path === '/__mock/reset' && request.method === 'POST') {
    db.reset()
    moneyPolicy.reset()
    sendJson(response, 200, { status: true }, cors)
    return
  }
  if (path.startsWith('/__mock/money') && (await moneyHook(request, response, path, cors))) return
  // The e-mails the mock sent (password resets), newest first: how a suite finishes the forgot/reset flow.
  if (path === '/__mock/mailbox' && request.method === 'GET') {
    sendJson(response, 200, { messages: mailboxMessages() }, cors)
    return
  }

  const aborted = new AbortController()
  response.on('close', () => {
    if (!response.writableFinished) aborted.abort()
  })
  const mocked = await getResponse(requestHandlers, toFetchRequest(request, origin, aborted.signal))
  if (aborted.signal.aborted) return

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
    headers[name] = value
  })
  response.writeHead(mocked.status, headers)
  response.end(Buffer.from(await mocked.arrayBuffer()))
}

function attachRealtime(server: Server): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true })
  server.on('upgrade', (request, socket, head) => {
    const match = /^\/app\/([^/?#]+)/.exec(request.url ?? '')
    if (!match) {
      socket.destroy()
      return
    }
    wss.handleUpgrade(request, socket, head, (client: NodeWebSocket) => {
      const connection = acceptRealtimeSocket(
        { send: (text) => client.send(text), close: (code, reason) => client.close(code, reason) },
        decodeURIComponent(match[1] ?? ''),
      )
      client.on('message', (data, isBinary) => {
        if (!isBinary) connection.receive(data.toString())
      })
      client.on('close', () => connection.closed())
    })
  })
  return wss
}

/** Starts the server (port 0 picks a free port). The caller owns the clock and ticker choices. */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1'
  let origin = ''
  const server = createServer((request, response) => {
    handleHttp(request, response, origin).catch((error: unknown) => {
      console.error('[mock server]', error)
      if (!response.headersSent) sendJson(response, 500, { message: 'Mock server error' }, corsHeaders(request))
      else response.destroy()
    })
  })
  const wss = attachRealtime(server)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4010, host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 4010)
  const urlHost = host.includes(':') ? `[${host}]` : host
  origin = `http://${urlHost}:${port}`
  return {
    origin,
    apiUrl: `${origin}${apiPathPrefix}`,
    realtimeUrl: `ws://${urlHost}:${port}/app/${realtimeKey}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
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

/** Entry for scripts/run-ts.mjs: returns nothing, so the process stays up serving. */
export async function main(args: string[]): Promise<void> {
  const port = Number(readFlag(args, 'port') ?? process.env.PORT ?? 4010)
  const host = readFlag(args, 'host') ?? process.env.HOST ?? '127.0.0.1'
  const scenarioParams = new URLSearchParams()
  for (const name of ['mock', 'mockFault']) {
    const value = readFlag(args, name)
    if (value !== undefined) scenarioParams.set(name, value)
  }
  scenarios.applyUrl(scenarioParams)
  clock.useReal()
  const stopTicker = startTicker()
  const running = await startMockServer({ port, host })

  console.log(`Jogada mock server on ${running.origin}`)
  console.log(`  API       ${running.apiUrl}`)
  console.log(`  realtime  ${running.realtimeUrl}`)
  console.log(`  scenario  latency ${scenarios.get().latency}, faults ${JSON.stringify(scenarios.get().faults)}`)
  console.log('Point the app at it:')
  console.log(`  VITE_API_MOCKING=false VITE_API_BASE_URL=${running.apiUrl} VITE_REALTIME_URL=${running.realtimeUrl} npm run dev`)

  const shutdown = () => {
    stopTicker()
    void running.close().then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}
