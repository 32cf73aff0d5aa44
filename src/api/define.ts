import type * as v from 'valibot'
import type { ToleranceKind } from './tolerance-kinds.ts'

/**
 * One definition per endpoint. The ky client, the typed MSW handlers (mocks/) and the OpenAPI
 * document (npm run contract) are all derived from these objects, so they cannot drift apart.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

// Any valibot schema; `unknown` in and out keeps the definition generic.
export type AnySchema = v.GenericSchema<unknown, unknown>

/** `wallet/transaction/status/:id` -> `{ id: string | number }` */
export type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param | keyof PathParams<Rest>]: string | number }
  : P extends `${string}:${infer Param}`
    ? { [K in Param]: string | number }
    : Record<never, never>

/**
 * none: never needs a token. optional: works for visitors, answers per player when a token is sent.
 * required: 401 without a valid token.
 */
export type Auth = 'none' | 'optional' | 'required'

/**
 * Statuses an endpoint documents beyond the common ones (401 for auth, 422 for input, 500); a documented 422
 * is an answer of its own beside the validation one (a bet refused because its odds moved).
 */
export type DocumentedErrorStatus = 400 | 403 | 404 | 409 | 422 | 429

/** How a body travels: JSON (default) or multipart/form-data for file uploads. */
export type BodyEncoding = 'json' | 'multipart'

export interface Endpoint<
  TPath extends string = string,
  TQuery extends AnySchema | undefined = AnySchema | undefined,
  TBody extends AnySchema | undefined = AnySchema | undefined,
  TResponse extends AnySchema = AnySchema,
> {
  /** Stable key, used by fault scenarios and the OpenAPI operationId: `settings.data`. */
  readonly id: string
  readonly method: HttpMethod
  /** Relative to the API base URL, no leading slash, `:name` for path parameters. */
  readonly path: TPath
  readonly query?: TQuery
  readonly body?: TBody
  readonly response: TResponse
  readonly auth: Auth
  readonly summary: string
  readonly tag: string
  /** The spec's own words where it says what the frontend uses or where a behaviour is derived. */
  readonly description?: string
  /** Idempotent money actions send an Idempotency-Key header (see client.ts). */
  readonly idempotent?: boolean
  /** Default 'json'. Multipart bodies are flat objects of strings and Blobs (see client.ts). */
  readonly bodyEncoding?: BodyEncoding
  /** Extra failure answers worth documenting, status -> when it happens (the spec's or backend's words). */
  readonly errors?: Readonly<Partial<Record<DocumentedErrorStatus, string>>>
  /**
   * The structural differences a production build absorbs in this endpoint's answers, wherever they occur. Default
   * STRUCTURAL_TOLERANCES (tolerance.ts); the schemas declare the rest where they apply (`tolerate()`).
   */
  readonly tolerates?: readonly ToleranceKind[]
}

export function defineEndpoint<
  const TPath extends string,
  TQuery extends AnySchema | undefined = undefined,
  TBody extends AnySchema | undefined = undefined,
  TResponse extends AnySchema = AnySchema,
>(def: Endpoint<TPath, TQuery, TBody, TResponse>): Endpoint<TPath, TQuery, TBody, TResponse> {
  return def
}

type SchemaInput<S> = S extends AnySchema ? v.InferInput<S> : never
type SchemaOutput<S> = S extends AnySchema ? v.InferOutput<S> : never

// An "empty" payload (the spec's POST profile/getLanguage) need not be spelled out by callers;
// a query with a required parameter (missions ?period=) must be.
type BodyArg<T> = Record<never, never> extends T ? { body?: T } : { body: T }
type QueryArg<T> = Record<never, never> extends T ? { query?: T } : { query: T }

/** What a caller passes: path params, query and body in their wire shape. */
export type EndpointArgs<E> =
  E extends Endpoint<infer P, infer Q, infer B, AnySchema>
    ? (keyof PathParams<P> extends never ? { params?: undefined } : { params: PathParams<P> }) &
        (Q extends AnySchema ? QueryArg<SchemaInput<Q>> : { query?: undefined }) &
        (B extends AnySchema ? BodyArg<SchemaInput<B>> : { body?: undefined })
    : never

/** What the client returns: the parsed (output) shape, amounts already in centavos. */
export type EndpointResult<E> =
  E extends Endpoint<string, AnySchema | undefined, AnySchema | undefined, infer R> ? SchemaOutput<R> : never
/** What a server sends: the wire (input) shape of the response schema. */
export type EndpointWireResponse<E> =
  E extends Endpoint<string, AnySchema | undefined, AnySchema | undefined, infer R> ? SchemaInput<R> : never

const PARAM_RE = /:([A-Za-z_]\w*)/g

/** `wallet/transaction/status/:id` + `{ id: 7 }` -> `wallet/transaction/status/7` */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(PARAM_RE, (_, name: string) => {
    const value = params?.[name]
    // An empty segment would silently hit another route (`games/single/`), so it counts as missing.
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`)
    }
    return encodeURIComponent(String(value))
  })
}

/** `profile/like/:user` -> `['user']`, in path order. */
export function pathParamNames(path: string): string[] {
  return Array.from(path.matchAll(PARAM_RE), (m) => m[1] ?? '')
}
