import type { Endpoint } from '@/api/define.ts'
import { checkAnswer, describeValue, type Verdict, type WireAnswer } from '@/api/conformance.ts'
import { apiPathPrefix } from './config.ts'
import { apiRelativePath, matchEndpoint } from './endpoint-match.ts'

/**
 * `npm run mock:server -- --proxy URL`: the mock server in front of a real backend. Every API request goes to the
 * backend as the app sent it; each answer is checked against the contract (the verdict `npm run contract:check`
 * gives: ok, tolerated, drift, missing) and logged on one line, then relayed unchanged. Where the backend lacks the
 * route, or cannot be reached at all, the mock answers instead and the line says so: a team integrates one domain at
 * a time while a person clicks through the app (mocks/README.md, "Proxy to a real backend").
 */

export interface ProxyOptions {
  /**
   * The backend's API base, as a build's VITE_API_BASE_URL: `https://api.example.com/api/`. An origin alone
   * (`http://127.0.0.1:8000`) means its `/api/`.
   */
  target: string
  /** One line per answer; the mock server prints them. */
  log?: (line: string) => void
  /** The verdict on one answer; default the contract's checkAnswer. */
  check?: (endpoint: Endpoint, answer: WireAnswer) => Verdict
  /** A backend that has not answered by then counts as unreachable (default 30 s). */
  timeoutMs?: number
}

export interface BackendProxy {
  /** The backend's API base, with its slash. */
  readonly apiBase: string
  /**
   * Forwards one request the mock server received: the backend's answer to relay, or null when the mock answers
   * (the backend lacks the route or did not answer; the log says which). Only API paths and `/storage/` files go
   * to the backend; anything else is null at once, unlogged.
   */
  forward(request: Request): Promise<Response | null>
}

/** `http://host:8000` → `http://host:8000/api/`; `https://x/api` → `https://x/api/`. Throws on a URL that is not http(s). */
export function proxyApiBase(target: string): string {
  const url = new URL(target)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--proxy needs an http(s) URL: ${target}`)
  url.search = ''
  url.hash = ''
  if (url.pathname === '/' || url.pathname === '') url.pathname = apiPathPrefix
  if (!url.pathname.endsWith('/')) url.pathname += '/'
  return url.href
}

/** Headers that belong to one connection, not to the message (RFC 9110 §7.6.1), and never cross a proxy. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

/** The request's headers as the backend gets them: the app's own (Authorization, Idempotency-Key, Accept…). */
function forwardedRequestHeaders(headers: Headers): Headers {
  const named = connectionNamed(headers)
  const out = new Headers()
  headers.forEach((value, name) => {
    if (HOP_BY_HOP.has(name) || named.has(name)) return
    // fetch sets these itself: the backend's host, the body's length, and the encodings it can undo.
    if (name === 'host' || name === 'content-length' || name === 'accept-encoding') return
    // CORS is between the page and this server; the backend sees a server-side client, as from curl.
    if (name === 'origin' || name === 'referer') return
    out.append(name, value)
  })
  return out
}

/** The answer's headers as the page gets them: without the connection's, the encoding fetch undid, or the backend's CORS. */
function relayedResponseHeaders(headers: Headers): Headers {
  const named = connectionNamed(headers)
  const out = new Headers()
  for (const [name, value] of headers) {
    if (HOP_BY_HOP.has(name) || named.has(name)) continue
    if (name === 'content-encoding' || name === 'content-length') continue
    // The mock server answers CORS for its own origin (the page talks to it, not to the backend).
    if (name.startsWith('access-control-')) continue
    out.append(name, value)
  }
  return out
}

function connectionNamed(headers: Headers): Set<string> {
  return new Set(
    (headers.get('connection') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
  )
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

/** `missing $.setting.turn_on_football; amount $.missions[1].challenge_bonus ("R$ 8,00")` */
function describeTolerated(tolerated: readonly { kind: string; path: string; received?: string }[]): string {
  return tolerated
    .map((item) => `${item.kind} ${item.path}${item.received === undefined ? '' : ` (${item.received})`}`)
    .join('; ')
}

/**
 * The log line's verdict: `ok`, `tolerated: …`, `drift: $.path expected X, got Y; …`, `missing (405)`, or
 * `failed: {"error":"Check credentials"}` (a non-2xx answer that is not a missing route: relayed, the app decides).
 */
export function describeVerdict(verdict: Verdict): string {
  switch (verdict.outcome) {
    case 'ok':
      return 'ok'
    case 'tolerated':
      return `tolerated: ${describeTolerated(verdict.tolerated)}`
    case 'drift': {
      const issues = verdict.issues.map((issue) => `${issue.path} expected ${issue.expected}, got ${issue.received}`)
      const tolerated = verdict.tolerated.length > 0 ? ` (also tolerated: ${describeTolerated(verdict.tolerated)})` : ''
      return `drift: ${issues.join('; ')}${tolerated}`
    }
    case 'missing':
      return `missing (${verdict.reason})`
    case 'failed':
      return `failed: ${describeValue(verdict.body, 120)}`
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause
    if (error.name === 'TimeoutError') return 'no answer in time'
    if (cause instanceof Error && cause.message) return cause.message
    return error.message
  }
  return String(error)
}

export function createBackendProxy(options: ProxyOptions): BackendProxy {
  const apiBase = proxyApiBase(options.target)
  const backendOrigin = new URL(apiBase).origin
  const log = options.log ?? (() => undefined)
  const check = options.check ?? checkAnswer
  const timeoutMs = options.timeoutMs ?? 30_000

  async function send(request: Request, url: URL): Promise<Response> {
    const method = request.method.toUpperCase()
    const body = method === 'GET' || method === 'HEAD' ? undefined : await request.clone().arrayBuffer()
    return fetch(url, {
      method,
      headers: forwardedRequestHeaders(request.headers),
      body: body && body.byteLength > 0 ? body : undefined,
      // A redirect is the backend's answer, relayed as it is (the page follows it, or not).
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
    })
  }

  function relay(response: Response, bytes: ArrayBuffer, method: string): Response {
    const empty = NULL_BODY_STATUSES.has(response.status) || method === 'HEAD'
    return new Response(empty ? null : bytes, {
      status: response.status,
      statusText: response.statusText,
      headers: relayedResponseHeaders(response.headers),
    })
  }

  return {
    apiBase,
    async forward(request) {
      const url = new URL(request.url)
      const method = request.method.toUpperCase()
      const relative = apiRelativePath(url.pathname)
      if (relative === null) {
        if (!url.pathname.startsWith('/storage/') || (method !== 'GET' && method !== 'HEAD')) return null
        // The backend's own files (covers, banners); the mock's where it has none.
        try {
          const response = await send(request, new URL(`${url.pathname}${url.search}`, backendOrigin))
          if (response.status === 404) return null
          return relay(response, await response.arrayBuffer(), method)
        } catch {
          return null
        }
      }
      const label = `${method} ${relative}`
      let response: Response
      let bytes: ArrayBuffer
      try {
        response = await send(request, new URL(`${relative}${url.search}`, apiBase))
        bytes = await response.arrayBuffer()
      } catch (error) {
        // The page went away: nothing to answer, nothing to log.
        if (request.signal.aborted) return null
        log(`${label} → backend unreachable (${reasonOf(error)}); mock answered`)
        return null
      }
      const match = matchEndpoint(method, relative)
      if (!match || method === 'HEAD') {
        log(`${label} → ${response.status} ${match ? 'HEAD' : 'not in the contract'}: relayed unchecked`)
        return relay(response, bytes, method)
      }
      const verdict = check(match.endpoint, {
        status: response.status,
        contentType: response.headers.get('content-type'),
        bodyText: new TextDecoder().decode(bytes),
      })
      if (verdict.outcome === 'missing') {
        log(`${label} → ${describeVerdict(verdict)}; mock answered: backend has no ${label}`)
        return null
      }
      log(`${label} → ${response.status} ${describeVerdict(verdict)}`)
      return relay(response, bytes, method)
    },
  }
}
