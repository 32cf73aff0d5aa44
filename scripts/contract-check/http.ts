import { toSearchParams } from '@/api/client.ts'
import type { WireAnswer } from '@/api/conformance.ts'
import { buildPath, type Endpoint } from '@/api/define.ts'
import type { Call } from './plan.ts'

/**
 * One request of the conformance check, sent the way src/api/client.ts sends it: `Accept: application/json` always,
 * `X-Requested-With` on writes only (a read carries only CORS-safelisted headers, docs/architecture.md), the bearer
 * token once logged in, an `Idempotency-Key` on the money actions, JSON bodies (`{}` for the spec's empty payloads)
 * and the query string of `toSearchParams`.
 */

export interface Sent {
  /** The path asked, relative to the API base, query included. */
  requested: string
  answer?: WireAnswer & { replayed: boolean }
  /** No answer: the connection failed or the timeout passed. */
  failure?: { kind: 'network' | 'timeout'; message: string }
  durationMs: number
}

export interface SendOptions {
  baseUrl: string
  token: string | null
  idempotencyKey?: string
  timeoutMs: number
  fetch: typeof fetch
}

/** `http://host/api` -> `http://host/api/`: paths are relative to it, as the client's ky instance resolves them. */
export function normaliseBaseUrl(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
}

export function requestPath(endpoint: Endpoint, call: Call): string {
  const path = buildPath(endpoint.path, call.params)
  const query = call.query ? toSearchParams(call.query).toString() : ''
  return query === '' ? path : `${path}?${query}`
}

export function requestHeaders(endpoint: Endpoint, options: Pick<SendOptions, 'token' | 'idempotencyKey'>): Headers {
  const headers = new Headers({ Accept: 'application/json' })
  if (endpoint.method !== 'GET') headers.set('X-Requested-With', 'XMLHttpRequest')
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
  if (endpoint.idempotent && options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey)
  return headers
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${cause}`
}

export async function send(endpoint: Endpoint, call: Call, options: SendOptions): Promise<Sent> {
  const requested = requestPath(endpoint, call)
  const url = new URL(requested, normaliseBaseUrl(options.baseUrl))
  const headers = requestHeaders(endpoint, options)
  // An endpoint with a body schema always sends one, `{}` for the spec's "empty" payloads (encodeRequestBody).
  const payload = call.body ?? (endpoint.body ? {} : undefined)
  if (payload !== undefined) headers.set('Content-Type', 'application/json')
  const started = performance.now()
  try {
    const response = await options.fetch(url, {
      method: endpoint.method,
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    const bodyText = await response.text()
    return {
      requested,
      answer: {
        status: response.status,
        contentType: response.headers.get('content-type'),
        bodyText,
        replayed: response.headers.get('idempotent-replayed') === 'true',
      },
      durationMs: performance.now() - started,
    }
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    return {
      requested,
      failure: timedOut
        ? { kind: 'timeout', message: `no answer in ${options.timeoutMs / 1000} s` }
        : { kind: 'network', message: describeFailure(error) },
      durationMs: performance.now() - started,
    }
  }
}
