import { http, HttpResponse, type HttpHandler } from 'msw'
import * as v from 'valibot'
import type { AnySchema, Endpoint, EndpointWireResponse } from '@/api/define.ts'
import { apiBase } from '../config.ts'
import { db, type Db } from '../db/index.ts'
import { iso } from '../db/reference.ts'
import { fingerprint } from '../db/persistence.ts'
import { bearerToken, findViewer, isIdleToken, markSessionSeen, SESSION_IDLE, type Viewer } from '../auth/sessions.ts'
import { scenarios, type FaultKind } from '../scenarios.ts'
import { sessionTimeRefusal } from '../protection/limits.ts'
import { clock } from '../sim/clock.ts'
import { runDue } from '../sim/jobs.ts'

type SchemaOutputOf<S> = S extends AnySchema ? v.InferOutput<S> : undefined
type BodyOf<E> = E extends Endpoint<string, AnySchema | undefined, infer B, AnySchema> ? SchemaOutputOf<B> : never
type QueryOf<E> = E extends Endpoint<string, infer Q, AnySchema | undefined, AnySchema> ? SchemaOutputOf<Q> : never

export interface HandlerContext<E extends Endpoint> {
  request: Request
  /** Path parameters (`:id`), as strings. */
  params: Readonly<Record<string, string>>
  /** The request body after the endpoint's schema accepted it (its output: amounts in centavos). */
  body: BodyOf<E>
  /** The query string after the endpoint's schema accepted it. */
  query: QueryOf<E>
  /** The player behind the bearer token, when there is a valid one (auth 'optional' and 'required'). */
  session: Viewer | null
  /**
   * The player, for auth 'required' endpoints: the wrapper has already answered 401 without one, so
   * resolvers use it without checking. Reading it on another endpoint without a session is a mock bug.
   */
  readonly auth: Viewer
  db: Db
  /** The simulation clock's now. */
  now: Date
}

/** What a resolver returns: the endpoint's wire response (type-checked), or a Response for errors. */
export type ResolverResult<E extends Endpoint> = EndpointWireResponse<E> | Response
export type Resolver<E extends Endpoint> = (
  context: HandlerContext<E>,
) => ResolverResult<E> | Promise<ResolverResult<E>>

/** Answers that are not the happy path, shaped like Laravel's. */
export const reply = {
  error(status: number, body: unknown): Response {
    return HttpResponse.json(body as Record<string, unknown>, { status })
  },
  /** 401 as Laravel's auth middleware answers it. */
  unauthenticated(): Response {
    return HttpResponse.json({ error: 'Unauthenticated.' }, { status: 401 })
  },
  forbidden(message = 'This action is unauthorized.'): Response {
    return HttpResponse.json({ message }, { status: 403 })
  },
  /** 422 with Laravel's field -> messages object. */
  validation(errors: Record<string, string[]>): Response {
    return HttpResponse.json(errors, { status: 422 })
  },
}

/**
 * Laravel's validation of a request, run on the raw body before the contract's schema: a field -> messages
 * object in the backend's words (pt-BR, like `{ "email": ["O campo email já está em uso."] }`), empty when
 * the input passes. The schema still checks what passes, so a rule set cannot let a bad body through.
 */
export type RequestRules = (
  input: Record<string, unknown>,
  context: { db: Db; now: Date; params: Readonly<Record<string, string>> },
) => Record<string, string[]>

export interface HandleOptions {
  rules?: RequestRules
}

const registeredIds = new Set<string>()

/** Ids of every endpoint with a mock handler (the demo panel's fault picker lists them). */
export function registeredEndpointIds(): string[] {
  return [...registeredIds].sort()
}

/** `wallet/transaction/status/:id` -> `<apiBase>wallet/transaction/status/:id` (MSW reads `:id` as a param). */
export function endpointUrl(endpoint: Pick<Endpoint, 'path'>): string {
  return `${apiBase}${endpoint.path}`
}

/** MSW's request matcher for each contract method. */
export const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const

/**
 * The typed MSW handler for one contract endpoint. Around the resolver, in order: scenario latency and
 * faults, due simulation jobs, the bearer session (401 for auth 'required' without one), query and body
 * validation (422: the endpoint's `options.rules` in Laravel's words first, then the contract's schema),
 * idempotency replay, and a check that the answer matches the contract (a mock that drifts from src/api
 * fails loudly with a 500 instead of feeding the app a shape a backend never sends).
 */
export function handle<E extends Endpoint>(
  endpoint: E,
  resolver: Resolver<E>,
  options: HandleOptions = {},
): HttpHandler {
  registeredIds.add(endpoint.id)
  return methods[endpoint.method](endpointUrl(endpoint), async ({ request, params }) => {
    await wait(scenarios.latencyFor(endpoint.id), request.signal)
    const fault = scenarios.faultFor(endpoint.id)
    if (fault) return faultResponse(fault, request)

    // Another tab of the demo may have saved since: answer from the shared database, then save at once, so the
    // other tab sees this request's rows on its next one.
    db.sync()
    runDue()

    const token = endpoint.auth === 'none' ? null : bearerToken(request)
    const session = findViewer(token)
    if (endpoint.auth === 'required' && !session)
      return isIdleToken(token) ? reply.error(401, SESSION_IDLE) : reply.unauthenticated()
    // The player's session time limit ends a token whatever it asks for (mocks/protection/limits.ts).
    const overSessionLimit = session ? sessionTimeRefusal(session) : null
    if (overSessionLimit) return overSessionLimit
    if (session) markSessionSeen(session.session)

    const query = validateQuery(endpoint, new URL(request.url).searchParams)
    if (!query.ok) return reply.validation(query.errors)
    const rawBody = await readBody(endpoint, request)
    if (!rawBody.ok && 'status' in rawBody) return reply.error(400, { message: UNREADABLE_MULTIPART })
    if (!rawBody.ok) return reply.validation(rawBody.errors)
    if (options.rules) {
      const input = rawBody.value && typeof rawBody.value === 'object' ? (rawBody.value as Record<string, unknown>) : {}
      const errors = options.rules(input, { db, now: clock.now(), params: stringParams(params) })
      if (Object.keys(errors).length > 0) return reply.validation(errors)
    }
    const body = validate(endpoint.body, rawBody.value)
    if (!body.ok) return reply.validation(body.errors)

    const context: HandlerContext<E> = {
      request,
      params: stringParams(params),
      body: body.value as BodyOf<E>,
      query: query.value as QueryOf<E>,
      session,
      get auth(): Viewer {
        if (!session)
          throw new Error(`${endpoint.id}: ctx.auth read without a session (is the endpoint auth 'required'?)`)
        return session
      },
      db,
      now: clock.now(),
    }
    const run = async () => toResponse(endpoint, await resolver(context))

    const key = endpoint.idempotent ? request.headers.get('Idempotency-Key') : null
    const response = key
      ? await idempotent(
          `${endpoint.id}|${session?.user.id ?? 'guest'}|${key}`,
          fingerprint(JSON.stringify(rawBody.value ?? null)),
          run,
        )
      : await run()
    db.flush()
    return response
  })
}

// --- latency and faults ------------------------------------------------------------------------------

function wait(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })
}

/** A JSON string where the contract expects an object or a list: valid JSON that no response schema accepts. */
export const MALFORMED_BODY = JSON.stringify('<!-- mock fault: malformed body -->')

async function faultResponse(fault: FaultKind, request: Request): Promise<Response> {
  switch (fault) {
    case '500':
      return HttpResponse.json({ message: 'Server Error' }, { status: 500 })
    case 'network':
      return HttpResponse.error()
    case 'malformed':
      return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'application/json' } })
    case 'timeout':
      // Never answers: the client's own timeout aborts the request, which ends this wait.
      await new Promise<void>((resolve) => {
        if (request.signal.aborted) resolve()
        else request.signal.addEventListener('abort', () => resolve(), { once: true })
      })
      return HttpResponse.error()
  }
}

// --- validation --------------------------------------------------------------------------------------

type Validated<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> }

function laravelErrors(issues: ReadonlyArray<v.BaseIssue<unknown>>): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'message'
    const message = issue.input === undefined ? `O campo ${field} é obrigatório.` : `O campo ${field} é inválido.`
    const list = (errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  return errors
}

function validate(schema: AnySchema | undefined, input: unknown): Validated<unknown> {
  if (!schema) return { ok: true, value: undefined }
  const result = v.safeParse(schema, input)
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: laravelErrors(result.issues) }
}

/**
 * Query strings carry text while the contract types numbers and booleans. Values the schema rejects as
 * text are retried as the number or boolean they spell, one field at a time, so `searchTerm=123` stays a
 * string while `page=2` becomes 2.
 */
function validateQuery(endpoint: Endpoint, search: URLSearchParams): Validated<unknown> {
  if (!endpoint.query) return { ok: true, value: undefined }
  const input: Record<string, unknown> = Object.fromEntries(search)
  let result = v.safeParse(endpoint.query, input)
  for (let round = 0; !result.success && round < 3; round++) {
    let coerced = false
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key
      if (typeof key !== 'string' || typeof input[key] !== 'string') continue
      const text = input[key]
      if (/^-?\d+(\.\d+)?$/.test(text)) input[key] = Number(text)
      else if (text === 'true' || text === 'false') input[key] = text === 'true'
      else continue
      coerced = true
    }
    if (!coerced) break
    result = v.safeParse(endpoint.query, input)
  }
  if (result.success) return { ok: true, value: result.output }
  return { ok: false, errors: laravelErrors(result.issues) }
}

export const UNREADABLE_MULTIPART = 'O corpo da requisição não é um multipart/form-data válido.'

/**
 * JSON, multipart (uploads) or form bodies (Laravel Echo posts broadcasting/auth as a form); an empty
 * body is `{}`.
 */
async function readBody(
  endpoint: Endpoint,
  request: Request,
): Promise<Validated<unknown> | { ok: false; status: 400; errors: Record<string, string[]> }> {
  if (!endpoint.body || request.method === 'GET') return { ok: true, value: undefined }
  const type = request.headers.get('Content-Type') ?? ''
  if (type.includes('multipart/form-data')) {
    // A multipart body without a boundary (or a broken one) is a malformed request: 400, not a 500.
    try {
      const form = await request.clone().formData()
      return { ok: true, value: Object.fromEntries(form) }
    } catch {
      return { ok: false, status: 400, errors: { message: [UNREADABLE_MULTIPART] } }
    }
  }
  const text = await request.clone().text()
  if (text.trim() === '') return { ok: true, value: {} }
  if (type.includes('application/x-www-form-urlencoded'))
    return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, errors: { message: ['O corpo da requisição não é um JSON válido.'] } }
  }
}

function stringParams(params: Record<string, string | ReadonlyArray<string> | undefined>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') out[key] = value
    else if (value && value.length > 0) out[key] = value.join('/')
  }
  return out
}

// --- responses ---------------------------------------------------------------------------------------

/**
 * Whether answers are checked against their contract before they leave. Everywhere the mock runs for developers
 * (Vitest, Storybook, `vite dev`, `npm run mock:server`, which Node runs without Vite's `import.meta.env`) a handler
 * that breaks the contract answers 500 and names the field. The deployed demo's build skips it: its handlers are the
 * ones those runs checked, and the check of a catalogue page cost 51-176 ms of the page's main thread
 * (docs/performance.md).
 */
export function checksAnswers(env: { PROD?: boolean } | undefined): boolean {
  return env?.PROD !== true
}

const CHECK_ANSWERS = checksAnswers(import.meta.env)

function toResponse<E extends Endpoint>(endpoint: E, result: ResolverResult<E>): Response {
  if (result instanceof Response) return result
  if (!CHECK_ANSWERS) return HttpResponse.json(result as Record<string, unknown>)
  const check = v.safeParse(endpoint.response, result)
  if (!check.success) {
    const problems = check.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    console.error(`[mock] ${endpoint.id} answered a body that breaks its contract`, problems)
    return HttpResponse.json(
      { message: `Mock handler for ${endpoint.id} broke the contract: ${problems.join('; ')}` },
      { status: 500 },
    )
  }
  return HttpResponse.json(result as Record<string, unknown>)
}

// --- idempotency -------------------------------------------------------------------------------------

/** Keys are kept a day on the simulation clock, like payment APIs do. */
const IDEMPOTENCY_TTL_MS = 24 * 3600_000
const inFlight = new Map<string, Promise<Response>>()

function replay(record: { status: number; body: string; content_type: string | null }): Response {
  const headers = new Headers({ 'Idempotent-Replayed': 'true' })
  if (record.content_type) headers.set('Content-Type', record.content_type)
  return new HttpResponse(record.body, { status: record.status, headers })
}

/**
 * Runs the request once per key: a repeat (a double click, a retry after a lost answer) gets the first
 * answer back without running the resolver again, even while the first is still running. 5xx answers
 * are not kept, so a retry after a server error does run again. The same key with another body is refused.
 */
async function idempotent(scope: string, bodyFingerprint: string, run: () => Promise<Response>): Promise<Response> {
  const nowMs = clock.nowMs()
  db.idempotencyKeys.removeWhere((r) => Date.parse(r.created_at) + IDEMPOTENCY_TTL_MS <= nowMs)
  const stored = db.idempotencyKeys.findBy((r) => r.scope === scope)
  if (stored) {
    if (stored.fingerprint !== bodyFingerprint) {
      return reply.validation({ idempotency_key: ['Esta chave de idempotência já foi usada com outra requisição.'] })
    }
    return replay(stored)
  }
  const pending = inFlight.get(scope)
  if (pending) return (await pending).clone()

  const promise = run().then(async (response) => {
    if (response.status < 500 && response.type !== 'error') {
      const body = await response.clone().text()
      db.idempotencyKeys.insert({
        scope,
        fingerprint: bodyFingerprint,
        status: response.status,
        body,
        content_type: response.headers.get('Content-Type'),
        created_at: iso(nowMs),
      })
    }
    return response
  })
  inFlight.set(scope, promise)
  try {
    return (await promise).clone()
  } finally {
    inFlight.delete(scope)
  }
}
