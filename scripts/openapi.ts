// Builds the OpenAPI 3.1 document of the whole API from the endpoint definitions in src/api, so the
// document a backend team reads is the same contract the client parses and the mock serves.
// Schemas are converted from their INPUT (wire) side: amounts show as numbers or decimal strings,
// Laravel booleans as true/1/"1", exactly what a server sends, not the centavos the app keeps.
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema'
import type { AnySchema, Endpoint, HttpMethod } from '@/api/define.ts'
import { pathParamNames } from '@/api/define.ts'
import type { RealtimeEventDefinition } from '@/api/realtime-events.ts'
import { TOLERANCE_KINDS } from '@/api/tolerance-kinds.ts'
import { STRUCTURAL_TOLERANCES } from '@/api/tolerance.ts'
import pkg from '../package.json' with { type: 'json' }
import { createToleranceRewriter, TOLERATES_EXTENSION } from './openapi-tolerances.ts'

export type JsonObject = { [key: string]: unknown }

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: {
    title: string
    version: string
    description: string
    license: { name: string; identifier: string }
    [extension: `x-${string}`]: unknown
  }
  servers: Array<{ url: string; description?: string }>
  tags: Array<{ name: string; description?: string }>
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, JsonObject>>>
  /** The realtime channels and events, when the build was given them (see RealtimeDocument). */
  'x-jogada-realtime'?: RealtimeDocument
  components: {
    schemas: Record<string, JsonObject>
    responses: Record<string, JsonObject>
    securitySchemes: Record<string, JsonObject>
  }
}

/**
 * OpenAPI describes HTTP only: the websocket's channels and events travel in an extension, their payloads as JSON
 * schemas (written out whole) beside the operations', so one document holds the whole contract.
 */
export interface RealtimeDocument {
  description: string
  channels: Record<
    string,
    { visibility: 'private' | 'public'; events: Record<string, { summary: string; payload: JsonObject }> }
  >
}

export interface BuildOptions {
  /** The realtime events to document (src/api/realtime-events.ts). Default: none. */
  realtime?: readonly RealtimeEventDefinition[]
  /** Named schemas, emitted once under components/schemas and referenced by `$ref`. Default: src/api's `*Schema` exports. */
  schemas?: Record<string, AnySchema>
  /** Default: package.json's version. */
  version?: string
}

const METHOD_ORDER: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

const TAG_DESCRIPTIONS: Record<string, string> = {
  affiliate: 'Referral code, link, indications and earnings withdrawal.',
  auth: 'Login, registration, token checks and password reset (JWT bearer tokens).',
  casino: 'Casino catalogue: categories, providers, listing, search, playing a game, favorites and likes.',
  deposit: 'PIX deposits through the payment gateways, and the payment status check.',
  missions: 'Daily and weekly missions.',
  protection: 'Player protection: limits, pauses, the reality check and the activity statement.',
  profile: "The player's data, avatar, name, likes, favorites and recent games.",
  realtime: 'Authorisation of private channels for the Pusher-protocol websocket (Laravel broadcasting).',
  settings: 'Site settings and banners, loaded at start.',
  spin: 'The promotional spin wheel for visitors.',
  sports: 'Football leagues, events, odds and bets.',
  vip: 'VIP levels and bonuses.',
  wallet: 'Balances, wallets, withdrawals, history and coupons.',
}

const DESCRIPTION = [
  'The HTTP API the Jogada web app (casino, bingo and football betting for players in Brazil) is built against.',
  '',
  'Derived from the endpoint definitions in `src/api` by `npm run contract`: edit those, never this file.',
  '',
  '- Requests carry `Accept: application/json`, `X-Requested-With: XMLHttpRequest`, `X-CSRF-TOKEN` when the page',
  '  has a `csrf-token` meta tag, and `Authorization: Bearer <access_token>` when logged in.',
  '- Amounts are reais, sent by the server as a JSON number (`50.5`) or a decimal string (`"50.50"`); the app',
  '  turns them into integer centavos. Booleans may come as `true`/`false`, `1`/`0` or `"1"`/`"0"`.',
  '- Money-moving POSTs accept an `Idempotency-Key` header: a repeated key answers the first result again.',
  '- Lists are Laravel length-aware paginators (`current_page`, `data`, `last_page`, `per_page`, `total`, …).',
  '- Failures: 401 `{"error": "Unauthenticated."}`; 422 an object of field -> list of messages; other errors',
  '  `{"error": "…"}` or `{"message": "…"}`. The app shows every message of an error body.',
  '- Operations without `security` requirements (`security: []`) are public: they never need a token.',
  '',
  '## What a production build tolerates',
  '',
  `A schema marked \`${TOLERATES_EXTENSION}\` lists the differences from it that a production build of the app absorbs`,
  '(`accepts`), with the value it uses for a field left out (`default`) or for a value outside a closed list',
  '(`neutral`). Tests and development builds stay strict. The kinds (also under `info.x-jogada-tolerance-kinds`):',
  '',
  ...Object.entries(TOLERANCE_KINDS).map(([kind, meaning]) => `- \`${kind}\`: ${meaning}`),
].join('\n')

/** The error answers every operation may give, by the Laravel backend's conventions. */
const COMMON_RESPONSES: Record<string, JsonObject> = {
  Unauthenticated: {
    description: 'Missing, invalid or expired token.',
    content: {
      'application/json': {
        schema: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] },
        example: { error: 'Unauthenticated.' },
      },
    },
  },
  ValidationFailed: {
    description:
      'The payload or query failed validation: each field with its messages (Laravel may wrap it as `{message, errors}`).',
    content: {
      'application/json': {
        schema: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        example: { email: ['O campo email já está em uso.'] },
      },
    },
  },
  TooManyRequests: {
    description:
      "Too many requests from this client (Laravel's `throttle:api` middleware guards every API route); " +
      '`Retry-After` says in how many seconds to try again.',
    headers: {
      'Retry-After': { description: 'Seconds to wait before the next request.', schema: { type: 'integer' } },
    },
    content: {
      'application/json': {
        schema: { type: 'object', properties: { message: { type: 'string' } } },
        example: { message: 'Too Many Attempts.' },
      },
    },
  },
  ServerError: {
    description: 'Unexpected server failure.',
    content: {
      'application/json': {
        schema: { type: 'object', properties: { message: { type: 'string' } } },
        example: { message: 'Server Error' },
      },
    },
  },
}

const ERROR_BODY: JsonObject = {
  type: 'object',
  description: 'A failure in the server\'s words: `{"error": "…"}` or `{"status": false, "message": "…"}`.',
  properties: { error: { type: 'string' }, message: { type: 'string' }, status: { type: 'boolean' } },
}

/**
 * valibot features without a JSON Schema equivalent. Cross-field checks (email or phone, password
 * confirmation) and number finiteness are described in words instead.
 */
const IGNORED_ACTIONS = ['finite', 'check', 'partial_check', 'mime_type']

function conversionConfig(definitions: Record<string, AnySchema> | undefined): ConversionConfig {
  return {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'throw',
    ignoreActions: IGNORED_ACTIONS,
    ...(definitions ? { definitions } : {}),
    overrideRef: ({ referenceId }) => `${SCHEMA_REF}${referenceId}`,
    overrideSchema: ({ valibotSchema }) => {
      // Uploads: OpenAPI 3.1 describes a file part as a string with a media type.
      if (valibotSchema.type === 'blob' || valibotSchema.type === 'file') {
        return { type: 'string', contentMediaType: 'application/octet-stream' }
      }
      return undefined
    },
  }
}

/**
 * What converting one document needs: its named schemas and the rewriter that carries their tolerance declarations
 * (openapi-tolerances.ts). Both hold rewritten schemas, so a reference to a named schema is found by identity.
 */
interface Conversion {
  definitions: Record<string, AnySchema>
  prepare: <S extends AnySchema>(schema: S) => S
}

function convert(schema: AnySchema, conversion: Conversion, inline = false): JsonObject {
  // $schema and $defs belong to a standalone document; here the definitions live under components.
  const {
    $schema: _dialect,
    $defs: _defs,
    ...rest
  } = toJsonSchema(
    conversion.prepare(schema),
    conversionConfig(inline ? undefined : conversion.definitions),
  ) as JsonSchema & JsonObject
  return rest
}

/** The path as the app requests it, in OpenAPI's template syntax: `/wallet/transaction/status/{id}`. */
export function requestPath(path: string): string {
  return `/${path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`
}

/**
 * The path the document lists. A trailing slash is dropped (a linter's rule: `/profile/` and `/profile` would be two
 * resources in the document, one on most servers); the operation then says the app asks with the slash.
 */
export function toOpenApiPath(path: string): string {
  return requestPath(path).replace(/(.)\/+$/, '$1')
}

function queryParameters(query: AnySchema, conversion: Conversion): JsonObject[] {
  // Inline (no definitions), so the root stays an object schema whose properties become parameters.
  const schema = convert(query, conversion, true)
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    }
  })
}

function operation(endpoint: Endpoint, conversion: Conversion): JsonObject {
  const parameters: JsonObject[] = pathParamNames(endpoint.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
  if (endpoint.query) parameters.push(...queryParameters(endpoint.query, conversion))
  if (endpoint.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'The same key for the same player action: a repeat answers the first result without acting twice.',
      schema: { type: 'string', maxLength: 255 },
    })
  }

  const responses: Record<string, JsonObject> = {
    '200': {
      description: 'OK',
      content: { 'application/json': { schema: convert(endpoint.response, conversion) } },
    },
  }
  const extra = (endpoint.errors ?? {}) as Record<string, string>
  for (const status of Object.keys(extra)) {
    responses[status] = {
      description: extra[status],
      content: { 'application/json': { schema: { $ref: `${SCHEMA_REF}ErrorBody` } } },
    }
  }
  // 'optional' endpoints answer visitors, but a token that is sent must be valid.
  if (endpoint.auth !== 'none') responses['401'] = { $ref: '#/components/responses/Unauthenticated' }
  // A documented 422 (an answer of its own) keeps its words; they say validation failures come the same way.
  if ((endpoint.body || endpoint.query) && !responses['422'])
    responses['422'] = { $ref: '#/components/responses/ValidationFailed' }
  responses['429'] ??= { $ref: '#/components/responses/TooManyRequests' }
  responses['500'] = { $ref: '#/components/responses/ServerError' }

  const asked = requestPath(endpoint.path)
  const slash = asked === toOpenApiPath(endpoint.path) ? undefined : asked
  const description = [
    endpoint.description,
    slash &&
      `The app requests \`${slash}\`, with the trailing slash: the server must answer both spellings ` +
        "(Laravel's router does).",
  ].filter(Boolean)
  const op: JsonObject = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    ...(description.length > 0 ? { description: description.join('\n\n') } : {}),
    tags: [endpoint.tag],
  }
  if (slash) op['x-jogada-request-path'] = slash
  // Every operation says who may call it; an empty list marks a public one (a linter's rule, and a reader's).
  if (endpoint.auth === 'none') op.security = []
  if (endpoint.auth === 'required') op.security = [{ bearerAuth: [] }]
  if (endpoint.auth === 'optional') op.security = [{ bearerAuth: [] }, {}]
  if (parameters.length > 0) op.parameters = parameters
  if (endpoint.body) {
    const mediaType = endpoint.bodyEncoding === 'multipart' ? 'multipart/form-data' : 'application/json'
    op.requestBody = { required: true, content: { [mediaType]: { schema: convert(endpoint.body, conversion) } } }
  }
  if (endpoint.idempotent) op['x-idempotent'] = true
  // An endpoint that narrows the structural kinds every answer is read with says which it keeps.
  if (endpoint.tolerates) op[TOLERATES_EXTENSION] = { accepts: [...endpoint.tolerates] }
  op.responses = sortedKeys(responses)
  return op
}

/** Code-unit order: the same on every machine, unlike localeCompare. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function sortedKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => compare(a, b)))
}

export function buildOpenApi(
  endpoints: Readonly<Record<string, Endpoint>> | readonly Endpoint[],
  options: BuildOptions = {},
): OpenApiDocument {
  const list: readonly Endpoint[] = Array.isArray(endpoints) ? endpoints : Object.values(endpoints)
  const prepare = createToleranceRewriter()
  const definitions = Object.fromEntries(
    Object.entries(sortedKeys(options.schemas ?? apiSchemas())).map(([name, schema]) => [name, prepare(schema)]),
  )
  const conversion: Conversion = { definitions, prepare }

  const ids = new Set<string>()
  const paths: OpenApiDocument['paths'] = {}
  const ordered = [...list].sort(
    (a, b) =>
      compare(toOpenApiPath(a.path), toOpenApiPath(b.path)) ||
      METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
  )
  for (const endpoint of ordered) {
    if (ids.has(endpoint.id)) throw new Error(`Duplicate endpoint id "${endpoint.id}"`)
    ids.add(endpoint.id)
    const path = toOpenApiPath(endpoint.path)
    const item = (paths[path] ??= {})
    const method = endpoint.method.toLowerCase() as Lowercase<HttpMethod>
    if (item[method]) throw new Error(`Two endpoints for ${endpoint.method} ${path}`)
    item[method] = operation(endpoint, conversion)
  }

  const realtime = options.realtime?.length ? realtimeDocument(options.realtime, conversion) : undefined

  const tags = [...new Set(list.map((endpoint) => endpoint.tag))].sort().map((name) => ({
    name,
    ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
  }))

  const allSchemas: Record<string, JsonObject> = {
    ...(toJsonSchemaDefs(definitions, conversionConfig(definitions)) as Record<string, JsonObject>),
    ErrorBody: ERROR_BODY,
  }
  const schemas = sortedKeys(reachableSchemas([paths, COMMON_RESPONSES], allSchemas))

  return {
    openapi: '3.1.0',
    info: {
      title: 'Jogada API',
      version: options.version ?? pkg.version,
      description: DESCRIPTION,
      // package.json is private and grants no licence: all rights reserved, which SPDX spells as a LicenseRef.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      'x-jogada-tolerance-kinds': TOLERANCE_KINDS,
      // Read in every answer wherever they occur, unless an operation lists its own (`x-jogada-tolerates`).
      'x-jogada-structural-tolerances': [...STRUCTURAL_TOLERANCES],
    },
    servers: [{ url: '/api', description: 'Same origin as the app (VITE_API_BASE_URL, default /api/)' }],
    tags,
    paths,
    ...(realtime ? { 'x-jogada-realtime': realtime } : {}),
    components: {
      schemas,
      responses: COMMON_RESPONSES,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access_token from auth/login or auth/register.',
        },
      },
    },
  }
}

const SCHEMA_REF = '#/components/schemas/'

const REALTIME_DESCRIPTION =
  'Laravel broadcasting over the Pusher protocol (Laravel Reverb, or Pusher): one websocket at ' +
  '`/app/<key>`; a private channel is authorised through `POST broadcasting/auth` (operation broadcasting.auth). ' +
  "Each event's `data` is a JSON-encoded string of the payload below. A push is news: the app also polls, so a " +
  'lost socket only delays what it shows.'

function realtimeDocument(events: readonly RealtimeEventDefinition[], conversion: Conversion): RealtimeDocument {
  const channels: RealtimeDocument['channels'] = {}
  const sorted = [...events].sort((a, b) => compare(a.channel, b.channel) || compare(a.event, b.event))
  for (const { channel, visibility, event, payload, summary } of sorted) {
    const entry = (channels[channel] ??= { visibility, events: {} })
    if (entry.visibility !== visibility) throw new Error(`Channel ${channel} is both private and public`)
    if (entry.events[event]) throw new Error(`Two definitions of ${event} on ${channel}`)
    // Inline: a linter counts no reference from an extension, so a schema only a payload used would read as unused.
    entry.events[event] = { summary, payload: convert(payload, conversion, true) }
  }
  return { description: REALTIME_DESCRIPTION, channels }
}

/** Named schemas that some operation actually uses, directly or through another schema. */
function reachableSchemas(roots: unknown[], all: Record<string, JsonObject>): Record<string, JsonObject> {
  const used: Record<string, JsonObject> = {}
  const queue = [...roots]
  while (queue.length > 0) {
    const node = queue.pop()
    if (Array.isArray(node)) {
      queue.push(...node)
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
          const name = value.slice(SCHEMA_REF.length)
          const schema = all[name]
          if (!schema) throw new Error(`Unknown schema reference ${value}`)
          if (!used[name]) {
            used[name] = schema
            queue.push(schema)
          }
        } else {
          queue.push(value)
        }
      }
    }
  }
  return used
}

/** Is this export a valibot schema (as opposed to an endpoint, a function or a constant)? */
function isSchema(value: unknown): value is AnySchema {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema'
}

/**
 * `FooSchema` exports -> `{ Foo: schema }`, one name per schema object (an alias keeps the first
 * name in alphabetical order), so a shared shape is documented once and referenced everywhere.
 */
export function collectNamedSchemas(modules: ReadonlyArray<Record<string, unknown>>): Record<string, AnySchema> {
  const named: Record<string, AnySchema> = {}
  const seen = new Set<AnySchema>()
  const entries = modules.flatMap((mod) => Object.entries(mod)).sort(([a], [b]) => compare(a, b))
  for (const [exportName, value] of entries) {
    if (!exportName.endsWith('Schema') || exportName === 'Schema' || !isSchema(value) || seen.has(value)) continue
    const name = exportName.slice(0, -'Schema'.length)
    if (named[name]) throw new Error(`Two schemas named ${name} in src/api`)
    seen.add(value)
    named[name] = value
  }
  return named
}

/** Every `*Schema` export of src/api (tests and the client excluded). */
export function apiSchemas(): Record<string, AnySchema> {
  const modules = import.meta.glob<Record<string, unknown>>(['../src/api/*.ts', '!../src/api/*.test.ts'], {
    eager: true,
  })
  return collectNamedSchemas(
    Object.keys(modules)
      .sort()
      .map((key) => modules[key] ?? {}),
  )
}
