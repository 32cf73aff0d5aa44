/**
 * Every failure of an API call becomes one ApiError, so screens handle four kinds, not ky's classes.
 * - http: the server answered non-2xx (body kept for its messages)
 * - network: no response at all
 * - timeout: no response in time
 * - malformed: a 2xx whose body is not JSON or does not match the contract
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed'

/**
 * Why a 2xx was unreadable: `not-json` when the server answered something else than JSON (a framework that serves its
 * web app, an HTML page, to an API path it does not have), `contract` when the JSON broke the endpoint's schema.
 */
export type MalformedReason = 'not-json' | 'contract'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  readonly body: unknown
  readonly endpointId: string
  /** For `malformed` only: not JSON at all, or JSON that broke the contract. */
  readonly reason: MalformedReason | undefined
  private readonly routeMissing: boolean
  private readonly authRequired: boolean
  /** The body's words say the caller is not logged in (`Token not provided`, `Unauthenticated.`). */
  readonly saysNotLoggedIn: boolean

  constructor(init: {
    kind: ApiErrorKind
    endpointId: string
    status?: number
    body?: unknown
    cause?: unknown
    reason?: MalformedReason
    /** The client's verdict on an `http` failure (routeMissingStatus in http-failure.ts). */
    routeMissing?: boolean
    /** The endpoint's definition says `auth: 'required'` (see isUnauthenticated). */
    authRequired?: boolean
    /** The body's words say the caller is not logged in (readsAsUnauthenticated in http-failure.ts). */
    saysNotLoggedIn?: boolean
  }) {
    super(`${init.endpointId}: ${init.kind}${init.status ? ` ${init.status}` : ''}`, { cause: init.cause })
    this.kind = init.kind
    this.status = init.status
    this.body = init.body
    this.endpointId = init.endpointId
    this.reason = init.kind === 'malformed' ? (init.reason ?? 'contract') : undefined
    this.routeMissing = init.kind === 'http' && init.routeMissing === true
    this.authRequired = init.authRequired === true
    this.saysNotLoggedIn = init.saysNotLoggedIn === true
  }

  /** The server's own words, in the order it gave them (see errorMessages). */
  get messages(): string[] {
    return errorMessages(this.body)
  }

  /**
   * The server does not know the player: a 401, or the 400 with which a route outside Laravel's auth middleware that
   * still needs a user refuses a missing or dead token (`{ "error": "Token not provided", "status": false }`). That
   * 400 counts only on an endpoint whose definition requires the login and only when its words say so
   * (`saysNotLoggedIn`), so a validation 400 or a business refusal is never taken for a lost session. The
   * session ends for it exactly as for a 401 (docs/architecture.md, "Failures → messages").
   */
  get isUnauthenticated(): boolean {
    if (this.kind !== 'http') return false
    if (this.status === 401) return true
    return this.status === 400 && this.authRequired && this.saysNotLoggedIn
  }

  /** The session's problem, not the call's: not known (isUnauthenticated) or not allowed (403). */
  get isAuthError(): boolean {
    return this.isUnauthenticated || this.status === 403
  }

  /**
   * The backend does not have this call (yet): a 404, 405 or 501, or a page that is not JSON where JSON was expected
   * (Laravel serves its web app to an unknown GET under /api). Only the block that needs the call says so; the rest of
   * the app works (docs/backend-integration.md).
   */
  get isRouteMissing(): boolean {
    return this.kind === 'malformed' ? this.reason === 'not-json' : this.routeMissing
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Keys of Laravel failure bodies that are flags or instructions, not words for the player. */
const NOT_MESSAGES = new Set(['status', 'success', 'action'])

/**
 * Flattens the error bodies a Laravel backend sends into a list of messages:
 * `{ email: ["já está em uso"] }`, `{ errors: { … } }`, `{ error: "…" }`, `{ message: "…" }`, or a string.
 * The spec shows "every value of the error body's object" as a notice, so no message is dropped; with
 * Laravel's `{ message, errors }` the field messages win over the generic "The given data was invalid.".
 */
export function errorMessages(body: unknown): string[] {
  if (body == null) return []
  if (typeof body === 'string') return body.trim() ? [body] : []
  if (Array.isArray(body)) return body.flatMap(errorMessages)
  if (typeof body !== 'object') return []
  const record = body as Record<string, unknown>
  if (record.errors && typeof record.errors === 'object') {
    const fields = errorMessages(record.errors)
    if (fields.length > 0) return fields
  }
  return Object.entries(record)
    .filter(
      ([key, value]) =>
        key !== 'errors' && !NOT_MESSAGES.has(key) && typeof value !== 'boolean' && typeof value !== 'number',
    )
    .flatMap(([, value]) => errorMessages(value))
}

/**
 * Field -> first message, for putting the server's validation answer under the inputs.
 */
export function fieldErrors(body: unknown): Record<string, string> {
  const source =
    body && typeof body === 'object' && 'errors' in body && body.errors && typeof body.errors === 'object'
      ? (body.errors as Record<string, unknown>)
      : (body as Record<string, unknown> | null)
  const out: Record<string, string> = {}
  if (!source || typeof source !== 'object') return out
  for (const [field, value] of Object.entries(source)) {
    const first = errorMessages(value)[0]
    if (first && field !== 'message' && field !== 'error') out[field] = first
  }
  return out
}

/**
 * A body that is a web page, not JSON (Laravel serves its web app to an unknown GET under /api): the client and the
 * conformance check read it alike (client.ts's readAnswer, conformance.ts's checkAnswer).
 */
export function isWebPage(contentType: string | null, bodyText: string): boolean {
  return /\bhtml\b/i.test(contentType ?? '') || bodyText.trimStart().startsWith('<')
}
