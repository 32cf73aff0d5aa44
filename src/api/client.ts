import type * as KyModule from 'ky'
import type { KyInstance } from 'ky'
import * as v from 'valibot'
import { buildPath, type Endpoint, type EndpointArgs, type EndpointResult } from './define.ts'
import { ApiError, isWebPage } from './errors.ts'
import { nextTask } from '@/shared/next-task.ts'
import { cachedImport } from '@/shared/retry-import.ts'

export interface ApiConfig {
  /**
   * Where the API lives. Default `/api/` (VITE_API_BASE_URL); at start-up, config.json's `apiBaseUrl`
   * (src/api/runtime-config.ts). Relative URLs resolve against the page.
   */
  baseUrl: string
  /** Per-request timeout in ms. */
  timeout: number
  /** The bearer token, when logged in. */
  getToken: () => string | null
  /** Called for 401/403 on a request that carried a token (the session layer decides what to do). */
  onAuthError?: (error: ApiError, endpoint: Endpoint) => void
  /**
   * How an answer that breaks its endpoint's schema is read (docs/backend-integration.md): `strict` fails the call
   * (tests and development, so drift fails loudly), `tolerant` repairs what the schema declares it absorbs and
   * reports it (production builds; a deployment's config.json may choose `strict`).
   */
  contractMode: 'strict' | 'tolerant'
  /** Where drift reports are sent as well (a deployment's monitoring), or null. */
  driftReportUrl?: string | null
}

const defaults: ApiConfig = {
  baseUrl: import.meta.env.VITE_API_BASE_URL || '/api/',
  timeout: 15_000,
  getToken: () => null,
  contractMode: import.meta.env.PROD ? 'tolerant' : 'strict',
}

type Ky = typeof KyModule

let config: ApiConfig = { ...defaults }
let http: Promise<KyInstance> | undefined

/**
 * ky (8 KB gzip) is loaded on demand rather than in the entry chunk: main.tsx starts loading it at boot,
 * in parallel with the message catalog that gates the first render, so the first request does not wait
 * for it and the entry stays within its size budget. A failed download is retried, and never kept: the
 * next call (a query's retry, `Tentar novamente`) downloads it again.
 */
export const loadHttpClient: () => Promise<Ky> = cachedImport(() => import('ky'))

function client(): Promise<KyInstance> {
  const cfg = config
  return (http ??= loadHttpClient().then(
    ({ default: ky }) => createKy(ky, cfg),
    (error: unknown) => {
      http = undefined
      throw error
    },
  ))
}

/** Requests wait for this before they leave (see holdRequestsUntil); never rejects. */
let requestsReady: Promise<void> | undefined

/**
 * Holds every request until `ready` settles: with the mock backend on, its service worker must be listening before a
 * call leaves, or the call would reach a server that does not exist. The app renders meanwhile (boot.tsx), so the mock
 * delays the data, not the first paint. A failed start releases the calls too (they then fail visibly, as they would
 * against a missing backend). `undefined` lets requests go at once (the mock-off build never holds them).
 */
export function holdRequestsUntil(ready: Promise<unknown> | undefined): void {
  requestsReady = ready?.then(
    () => undefined,
    () => undefined,
  )
}

/** The app configures the client once at boot (session token, auth-error hook); tests reconfigure it. */
export function configureApi(patch: Partial<ApiConfig>): void {
  config = { ...config, ...patch }
  http = undefined
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config
}

/** Absolute base, so relative bases work in jsdom and workers too (ky needs a parseable URL). */
export function resolveBaseUrl(baseUrl = config.baseUrl): string {
  const origin = globalThis.location?.origin ?? 'http://localhost'
  const url = new URL(baseUrl, origin + '/')
  return url.href.endsWith('/') ? url.href : `${url.href}/`
}

function csrfToken(): string | null {
  if (typeof document === 'undefined') return null
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || null
}

function createKy(ky: Ky['default'], cfg: ApiConfig): KyInstance {
  return ky.create({
    baseUrl: resolveBaseUrl(cfg.baseUrl),
    timeout: cfg.timeout,
    // Retries live in TanStack Query only (see src/app/query-client.ts): one layer, never both.
    retry: 0,
    // `Accept: application/json` is all Laravel needs to answer errors as JSON (expectsJson). X-Requested-With goes on
    // writes only: on a read it would turn a visitor's request to an API on another origin into two, a CORS preflight
    // first, on every step of the first page's chain of requests; a write is preflighted for its JSON body anyway.
    headers: { Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (request.method !== 'GET' && request.method !== 'HEAD')
            request.headers.set('X-Requested-With', 'XMLHttpRequest')
          const csrf = csrfToken()
          if (csrf) request.headers.set('X-CSRF-TOKEN', csrf)
        },
      ],
    },
  })
}

export interface CallOptions {
  signal?: AbortSignal
  /** For endpoints marked idempotent: the same key for the same user action (a double click). */
  idempotencyKey?: string
  /**
   * The session the call belongs to, when it was read before an await of the caller's own (a logout whose contract
   * loads on demand while the session already ended). Default: the token stored now.
   */
  token?: string | null
}

type CallArgs<E extends Endpoint> =
  Record<never, never> extends EndpointArgs<E> ? [EndpointArgs<E>?, CallOptions?] : [EndpointArgs<E>, CallOptions?]

/**
 * The one way the app talks to the server: typed by the endpoint definition, response parsed at the
 * boundary (amounts become centavos here), every failure turned into an ApiError.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[args, options]: CallArgs<E>
): Promise<EndpointResult<E>> {
  const a = (args ?? {}) as {
    params?: Record<string, string | number>
    query?: Record<string, unknown>
    body?: unknown
  }
  // The token is read now, before the first await: the call carries the session it was made in. Read later (in a
  // ky hook, after the client's chunk loaded) a logout right after the call would strip it, or a login would add one.
  const token = options?.token !== undefined ? options.token : config.getToken()
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `Bearer ${token}`
  if (endpoint.idempotent) headers['Idempotency-Key'] = options?.idempotencyKey ?? crypto.randomUUID()
  const sentToken = Boolean(token)
  if (requestsReady) await requestsReady
  // A visitor's first load of the lobby: index.html asked for this already (public/boot-first-calls.js). Looked up once
  // the hold above let the call go, when config.json's API address is in force. A failed or refused answer is asked
  // for again below, as a retry would.
  const early = token ? undefined : takeFirstScreenAnswer(endpoint, a.params, a.query)
  if (early) {
    const answer = await early.catch(() => undefined)
    if (answer?.ok) {
      // Already in, so without a turn of the event loop its reading would join the task that asked for it: the
      // router's first load, with every other first call's reading (one task of 30 to 40 ms; docs/performance.md).
      await nextTask()
      return (await readAnswer(endpoint, answer, config)) as EndpointResult<E>
    }
  }
  let kyLib: Ky
  try {
    kyLib = await loadHttpClient()
  } catch (cause) {
    // The client's own chunk did not download: for the player (and Query's retries) that is a connection failure.
    throw new ApiError({ kind: 'network', endpointId: endpoint.id, cause })
  }
  try {
    const send = await client()
    const response = send(buildPath(endpoint.path, a.params), {
      method: endpoint.method,
      searchParams: a.query ? toSearchParams(a.query) : undefined,
      ...encodeRequestBody(endpoint, a.body),
      headers,
      signal: options?.signal,
    })
    return (await readAnswer(endpoint, await response, config)) as EndpointResult<E>
  } catch (cause) {
    // A cancelled query is not a failure: let TanStack Query see the AbortError itself.
    if (options?.signal?.aborted) throw cause
    const error = await toApiError(kyLib, cause, endpoint)
    if (error.isAuthError && sentToken) config.onAuthError?.(error, endpoint)
    throw error
  }
}

/** How long after the page's start the answers index.html asked for are still the app's to take up. */
export const FIRST_SCREEN_ANSWERS_MS = 30_000

/**
 * The answer index.html's boot script asked for at the same address (public/boot-first-calls.js keeps them in
 * `window.jogadaFirstCalls`), taken once: a later call of the same endpoint asks the server. Only GETs, only in the
 * page's first seconds (a page left open does not get a stale answer), and only without a session (the caller's
 * check: the boot script asked without one).
 */
function takeFirstScreenAnswer(
  endpoint: Endpoint,
  params: Record<string, string | number> | undefined,
  query: Record<string, unknown> | undefined,
): Promise<Response> | undefined {
  const answers = (globalThis as { jogadaFirstCalls?: Record<string, Promise<Response> | undefined> }).jogadaFirstCalls
  if (!answers || endpoint.method !== 'GET') return undefined
  if ((globalThis.performance?.now() ?? Infinity) > FIRST_SCREEN_ANSWERS_MS) return undefined
  const url = new URL(buildPath(endpoint.path, params), resolveBaseUrl())
  if (query) url.search = toSearchParams(query).toString()
  const answer = answers[url.href]
  delete answers[url.href]
  return answer
}

/**
 * Parses a 2xx at the boundary: JSON (whatever its content type says: some PHP backends send JSON as text/html), then
 * the endpoint's schema. A web page instead means the backend lacks the route (ApiError.isRouteMissing). An
 * answer that breaks the schema goes to readDrifted, loaded only then.
 */
export async function readAnswer(endpoint: Endpoint, response: Response, cfg: Readonly<ApiConfig>): Promise<unknown> {
  const text = await response.text()
  let body: unknown
  try {
    body = text.trim() === '' ? undefined : JSON.parse(text)
  } catch (cause) {
    // A web page answering a read: the route is missing (Laravel serves its app to an unknown GET under /api, and
    // answers an unknown write 405). Any other text, and a page answering a write, is unreadable.
    const page = isWebPage(response.headers.get('content-type'), text)
    const reason = page && endpoint.method === 'GET' ? 'not-json' : 'contract'
    throw new ApiError({ kind: 'malformed', endpointId: endpoint.id, reason, cause })
  }
  const strict = v.safeParse(endpoint.response, body)
  if (strict.success) return strict.output
  // Drift is rare: its reading and reporting load only then, out of the entry chunk.
  const { readDrifted } = await import('./drift.ts')
  return readDrifted(endpoint, body, strict.issues, cfg)
}

/** ky's body options for a call: JSON by default, FormData for multipart endpoints. */
export function encodeRequestBody(endpoint: Endpoint, body: unknown): { json?: unknown; body?: FormData } {
  // An endpoint with a body schema always sends one, `{}` for the spec's "empty" payloads.
  const payload = body ?? (endpoint.body ? {} : undefined)
  if (payload === undefined) return {}
  if (endpoint.bodyEncoding !== 'multipart') return { json: payload }
  const form = new FormData()
  for (const [key, value] of Object.entries(payload as Record<string, unknown>)) {
    if (value === undefined || value === null) continue
    if (value instanceof Blob) form.append(key, value)
    else form.append(key, String(value))
  }
  return { body: form }
}

/** Empty values are left out, so an unset filter never reaches the server as `?category=`. */
export function toSearchParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  return params
}

async function toApiError(
  { HTTPError, TimeoutError, SchemaValidationError }: Ky,
  cause: unknown,
  endpoint: Endpoint,
): Promise<ApiError> {
  const endpointId = endpoint.id
  if (cause instanceof ApiError) return cause
  if (cause instanceof HTTPError) {
    // Only a JSON body carries the server's messages; an HTML error page must never reach a toast.
    const json = isJsonResponse(cause.response)
    const answer = { status: cause.response.status, json, body: json ? cause.data : undefined }
    // What the answer means (a missing route, a lost session) is read by a module loaded only on failure; if even that
    // cannot download, the failure is still an http ApiError with the server's words.
    return import('./http-failure.ts').then(
      ({ httpFailure }) => httpFailure(endpoint, answer, cause),
      () => new ApiError({ kind: 'http', endpointId, status: answer.status, body: answer.body, cause }),
    )
  }
  if (cause instanceof TimeoutError) return new ApiError({ kind: 'timeout', endpointId, cause })
  if (cause instanceof SchemaValidationError || cause instanceof SyntaxError) {
    return new ApiError({ kind: 'malformed', endpointId, cause })
  }
  return new ApiError({ kind: 'network', endpointId, cause })
}

function isJsonResponse(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get('content-type') ?? '')
}
