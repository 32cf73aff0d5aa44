import * as v from 'valibot'
import type { AnySchema, Endpoint } from '@/api/define.ts'
import { GameSchema } from '@/api/casino.ts'
import { FlagSchema, MoneySchema, NumericSchema, toCentavos, toDecimal } from '@/api/money.ts'
import type { ToleranceKind } from '@/api/tolerance-kinds.ts'
import { apiPathPrefix } from '../config.ts'
import { apiRelativePath, matchEndpoint } from '../endpoint-match.ts'
import type { Dialect } from './dialects.ts'

/**
 * `npm run mock:server -- --dialect laravel`: the mock backend answering the way the original Laravel platform did
 * (the backend notes; the full list, with what each difference proves, is in mocks/README.md, "A test server in
 * another dialect"). Every difference is one the app's tolerant reader declares (src/api/tolerance-kinds.ts), placed
 * where a real Laravel backend produces it, plus the routes the original lacked and two real drifts, so the reader,
 * `npm run contract:check` and the proxy are each proven against something that is not the contract's twin.
 */

// --- the schema walk: differences a Laravel backend makes everywhere ------------------------------------------

/** A valibot schema seen from outside: the fields `v.object`, `v.array`, `v.optional`, `v.pipe`… carry. */
interface Introspected {
  type: string
  entries?: Record<string, Introspected>
  item?: Introspected
  items?: Introspected[]
  options?: Introspected[]
  wrapped?: Introspected
  value?: Introspected
  pipe?: unknown[]
}

const WRAPPERS = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'non_optional', 'non_nullable'])
const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest'])
const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish'])

/** The schema is `target`, or a pipe over it (`v.pipe(MoneySchema, tolerate(…))` keeps MoneySchema as pipe[0]). */
export function isSchema(schema: unknown, target: unknown): boolean {
  let current: unknown = schema
  for (let depth = 0; current && depth < 8; depth++) {
    if (current === target) return true
    const pipe = (current as Introspected).pipe
    current = Array.isArray(pipe) && pipe[0] !== current ? pipe[0] : undefined
  }
  return false
}

/** Laravel's date cast before Laravel 7, and the original's: `2026-11-27 03:00:00`, in UTC (config/app.php). */
const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?Z$/

export function laravelDate(iso: string): string {
  const match = ISO_INSTANT.exec(iso)
  return match ? `${match[1]} ${match[2]}` : iso
}

/** A model row: an object the contract gives an `id` (games, categories, missions, wallets, users, records). */
function isModelRow(schema: Introspected): boolean {
  return Boolean(schema.entries && 'id' in schema.entries)
}

const ROW_TIMESTAMP = '2026-08-03 15:00:00'

interface WalkContext {
  /** Inside a model row: Eloquent's columns (tinyint flags, decimal and integer columns read as text). */
  row: boolean
}

/**
 * The mock's answer as Laravel writes it, by walking the endpoint's response schema beside it: money as decimal
 * strings, flags and counts of a row as its columns read (0/1, text), dates as `Y-m-d H:i:s`, a row's absent
 * optional fields as explicit null, and the columns a row carries beyond the contract (timestamps, `deleted_at`,
 * a many-to-many `pivot`).
 */
export function toLaravel(schema: AnySchema, value: unknown): unknown {
  return walk(schema, value, { row: false })
}

function walk(schema: Introspected, value: unknown, context: WalkContext): unknown {
  if (value === undefined || value === null) return value
  if (isSchema(schema, MoneySchema))
    return typeof value === 'number' || typeof value === 'string' ? money(value) : value
  if (isSchema(schema, FlagSchema)) return context.row && typeof value === 'boolean' ? (value ? 1 : 0) : value
  if (isSchema(schema, NumericSchema)) return context.row && typeof value === 'number' ? String(value) : value
  if (WRAPPERS.has(schema.type) && schema.wrapped) return walk(schema.wrapped, value, context)
  const { item: itemSchema, value: valueSchema } = schema
  switch (schema.type) {
    case 'string':
      return typeof value === 'string' ? laravelDate(value) : value
    case 'array':
      return Array.isArray(value) && itemSchema ? value.map((item) => walk(itemSchema, item, context)) : value
    case 'tuple':
      return Array.isArray(value)
        ? value.map((item, index) => (schema.items?.[index] ? walk(schema.items[index], item, context) : item))
        : value
    case 'record':
      return isPlainObject(value) && valueSchema
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(valueSchema, item, context)]))
        : value
    case 'union': {
      const option = schema.options?.find((candidate) => v.is(candidate as AnySchema, value))
      return option ? walk(option, value, context) : value
    }
    default:
      return OBJECTS.has(schema.type) && isPlainObject(value) ? walkObject(schema, value) : value
  }
}

function walkObject(schema: Introspected, value: Record<string, unknown>): unknown {
  const row = isModelRow(schema)
  // Keys the mock sends beyond the contract stay as they are, in their place.
  const out: Record<string, unknown> = { ...value }
  for (const [key, entry] of Object.entries(schema.entries ?? {})) {
    if (value[key] === undefined) {
      // A row serialises every column: a field the contract may leave out is there, as null. Not a relation (a
      // list or an object), which Eloquent leaves out unless it was loaded.
      if (row && OPTIONAL.has(entry.type) && isColumn(entry)) out[key] = null
      continue
    }
    out[key] = walk(entry, value[key], { row })
  }
  if (!row) return out
  out.created_at ??= ROW_TIMESTAMP
  out.updated_at ??= out.created_at
  out.deleted_at ??= null
  // A game's categories come through the category_game table: Eloquent adds the pivot row to each.
  if (isSchema(schema, GameSchema) && Array.isArray(out.categories)) {
    out.categories = out.categories.map((category: unknown) =>
      isPlainObject(category) ? { ...category, pivot: { game_id: out.id, category_id: category.id } } : category,
    )
  }
  return out
}

/** A scalar field: what the schema wraps is neither a list nor an object. */
function isColumn(schema: Introspected): boolean {
  let current = schema
  while (WRAPPERS.has(current.type) && current.wrapped) current = current.wrapped
  return !OBJECTS.has(current.type) && current.type !== 'array' && current.type !== 'record' && current.type !== 'tuple'
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A decimal column: "250.00". */
function money(value: number | string): string | number {
  try {
    return toDecimal(toCentavos(value))
  } catch {
    return value
  }
}

/** `R$ 1.234,56`, as PHP's number_format writes it for a view (a plain space, not Intl's no-break one). */
export function formattedReais(value: unknown): string {
  const centavos = toCentavos(typeof value === 'number' || typeof value === 'string' ? value : 0)
  const [whole = '0', cents = '00'] = toDecimal(Math.abs(centavos)).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${centavos < 0 ? '-' : ''}R$ ${grouped},${cents}`
}

// --- what this backend does not have -----------------------------------------------------------------------

/**
 * Endpoints the original platform lacked (the backend notes: its public copies had no sports, no brasilcash or
 * rexpay gateway, no transaction status route, no phone check; and nothing of what this project added beyond the
 * spec: the protection pages, the operator block, the public VIP table, Collect Rewards).
 */
export const LARAVEL_MISSING = new Set([
  'sports.leagues',
  'sports.events',
  'sports.nextevents',
  'sports.liveevents',
  'sports.event',
  'sports.bets.single',
  'sports.bets.multiple',
  'sports.bets.list',
  'protection.activity',
  'protection.activity.export',
  'protection.session',
  'protection.reality-check',
  'protection.reality-check.update',
  'protection.limits',
  'protection.limits.update',
  'protection.pause',
  'protection.pause.balance',
  'protection.pause.withdraw',
  'settings.operator',
  'vip.levels',
  'missions.collect',
  'deposit.brasilcash',
  'deposit.rexpay',
  'deposit.status',
  'users.phoneExists',
])

/** The web app's page, which Laravel's catch-all route (`Route::get('/{any}', …)`) serves to any unknown GET. */
export const LARAVEL_SPA_PAGE =
  '<!DOCTYPE html>\n<html lang="pt-BR">\n<head>\n<meta charset="utf-8">\n<title>Cassino</title>\n' +
  '<link href="/css/app.css" rel="stylesheet">\n</head>\n<body>\n<div id="app"></div>\n' +
  '<script src="/js/app.js"></script>\n</body>\n</html>\n'

const LARAVEL_HEADERS = { 'Cache-Control': 'no-cache, private', 'X-Powered-By': 'PHP/8.1.2' }

/** How Laravel answers a route it does not have: its web app for a GET, 405 for a write (the catch-all is GET only). */
export function missingRoute(method: string, pathname: string): Response {
  if (method === 'GET' || method === 'HEAD') {
    return new Response(method === 'HEAD' ? null : LARAVEL_SPA_PAGE, {
      status: 200,
      headers: { ...LARAVEL_HEADERS, 'Content-Type': 'text/html; charset=UTF-8' },
    })
  }
  return json(405, {
    message: `The ${method} method is not supported for route ${pathname.replace(/^\//, '')}. Supported methods: GET, HEAD.`,
  })
}

function json(status: number, body: unknown, headers: Headers | Record<string, string> = {}): Response {
  const out = new Headers(headers)
  out.delete('content-length')
  out.set('Content-Type', 'application/json')
  for (const [name, value] of Object.entries(LARAVEL_HEADERS)) out.set(name, value)
  return new Response(JSON.stringify(body), { status, headers: out })
}

// --- errors in the dialect ---------------------------------------------------------------------------------

/** The JWT middleware's answer to a missing, expired or revoked token. */
export const LARAVEL_UNAUTHENTICATED = { error: 'unauthenticated' } as const

/**
 * Routes the original served outside the JWT middleware, checking the user itself: without one they answer 400
 * `{ error, status: false }`, not 401 (the backend notes, games/single).
 */
const OUTSIDE_AUTH_MIDDLEWARE = new Set(['games.single'])
export const LARAVEL_NOT_LOGGED_IN = { error: 'Você precisa estar logado para jogar.', status: false } as const

function isFieldBag(body: unknown): body is Record<string, string[]> {
  return (
    isPlainObject(body) &&
    Object.keys(body).length > 0 &&
    Object.values(body).every((value) => Array.isArray(value) && value.every((item) => typeof item === 'string'))
  )
}

/** The mock's failure, as the original answered it; null when it answers the same. */
function laravelFailure(endpoint: Endpoint | undefined, status: number, body: unknown): [number, unknown] | null {
  if (status === 401) {
    return endpoint && OUTSIDE_AUTH_MIDDLEWARE.has(endpoint.id)
      ? [400, LARAVEL_NOT_LOGGED_IN]
      : [401, LARAVEL_UNAUTHENTICATED]
  }
  // The original's controllers validate by hand (`Validator::make`) and answer the bare field bag with 400.
  if (status === 422 && isFieldBag(body)) return [400, body]
  // Other refusals of a controller: `{ status: false, message }`; `{ error }` bodies are already its own.
  if ((status === 400 || status === 403 || status === 409) && isPlainObject(body)) {
    if (typeof body.message === 'string' && body.error === undefined && body.status === undefined) {
      return [status, { status: false, ...body }]
    }
  }
  return null
}

// --- differences on one endpoint -----------------------------------------------------------------------------

type Tweak = (body: unknown) => unknown

function field(body: unknown, key: string): unknown {
  return isPlainObject(body) ? body[key] : undefined
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The settings row's flags the public copies of the original had no column for (read with their defaults). */
export const SETTINGS_WITHOUT = [
  'rexpay_is_enable',
  'brasilcash_is_enable',
  'turn_on_football',
  'prebet_bonus_disabled',
  'support_email',
] as const

/** The page's rows, or the list itself when the paginator is already gone. */
function rows(list: unknown): unknown[] {
  const data = field(list, 'data')
  return Array.isArray(data) ? data : Array.isArray(list) ? list : []
}

/**
 * The differences a table of the original makes on one endpoint, after the schema walk. Each names its tolerance
 * kind (src/api/tolerance-kinds.ts) or says it is drift.
 */
export const LARAVEL_TWEAKS: Readonly<Record<string, Tweak>> = {
  'settings.data': (body) => {
    const setting = field(body, 'setting')
    if (!isPlainObject(setting)) return body
    const out: Record<string, unknown> = {
      // Extra fields: the settings row's id and timestamps.
      id: 1,
      ...setting,
      // flag: a key/value settings table stores text; "1" and "true"/"false" both occur.
      digitopay_is_enable: setting.digitopay_is_enable ? '1' : '0',
      disable_rollover: setting.disable_rollover ? 'true' : 'false',
      // decimal-text is the contract's own here (NumericSchema); null-absent: a nullable column with no value.
      initial_bonus: String(setting.initial_bonus),
      rollover_protection: null,
      created_at: ROW_TIMESTAMP,
      updated_at: ROW_TIMESTAMP,
    }
    // missing: the columns the public copies lacked.
    for (const key of SETTINGS_WITHOUT) delete out[key]
    return { setting: out }
  },
  'settings.banners': (body) => {
    const banners = field(body, 'banners')
    if (!Array.isArray(banners) || !isPlainObject(body)) return body
    // keyed-list: `array_filter` keeps PHP's keys and json_encode writes an object once they have a gap.
    return {
      ...body,
      banners: Object.fromEntries(banners.map((banner, index) => [index === 0 ? 0 : index + 1, banner])),
    }
  },
  'casinos.games': (body) => {
    const games = field(body, 'games')
    const data = rows(games)
    const at = (fromEnd: number) => data[data.length - fromEnd]
    const broken = at(1)
    const unknown = at(2)
    const cased = at(3)
    // dropped-item: a row whose name column is empty; the rest of the page stays.
    if (isPlainObject(broken)) broken.game_name = null
    // neutral: a game type the app does not list.
    if (isPlainObject(unknown)) unknown.game_type = 'crash'
    // case: a listed type in other letter case.
    if (isPlainObject(cased)) cased.game_type = capitalized(String(cased.game_type ?? 'slots'))
    return body
  },
  'games.search': (body) => {
    // The page size comes from the query string (`->paginate($request->limit)`), so it is echoed as text (the
    // contract's NumericSchema reads it).
    const games = field(body, 'games')
    if (isPlainObject(games) && typeof games.per_page === 'number') games.per_page = String(games.per_page)
    return body
  },
  'profile.favorites': (body) => {
    // page: `->get()` instead of `->paginate()`: a plain array where a page was expected.
    if (!isPlainObject(body)) return body
    return { ...body, games: rows(body.games) }
  },
  'wallet.deposit.history': (body) => {
    // page: a resource collection of the rows alone, `{ data }` without the paginator's fields.
    if (!isPlainObject(body)) return body
    return { ...body, deposits: { data: rows(body.deposits) } }
  },
  'missions.list': (body) => {
    const missions = field(body, 'missions')
    if (!Array.isArray(missions)) return body
    const [first, second] = missions as unknown[]
    // fraction: the progress as the original's view model wrote it.
    if (isPlainObject(first)) first.myRounds = `${String(first.myRounds ?? 0)}/${String(first.challenge_total ?? 0)}`
    // amount: a bonus formatted for display.
    if (isPlainObject(second)) second.challenge_bonus = formattedReais(second.challenge_bonus)
    // number-text: an integer column where the contract has text (the game's id).
    for (const mission of missions as unknown[]) {
      if (
        isPlainObject(mission) &&
        typeof mission.challenge_gameid === 'string' &&
        /^\d+$/.test(mission.challenge_gameid)
      )
        mission.challenge_gameid = Number(mission.challenge_gameid)
    }
    return body
  },
  'profile.wallet': (body) => {
    const wallet = field(body, 'wallet')
    if (!isPlainObject(wallet)) return body
    // decimal-text: the id where the contract has a number (PDO without native types reads every column as text).
    if (typeof wallet.id === 'number') wallet.id = String(wallet.id)
    // null-absent: a nullable column the player never set.
    wallet.hide_balance = null
    return body
  },
  'profile.vip': (body) => {
    // Drift: `->get()` where `->first()` was meant, so the next level comes as a list of one.
    const next = field(body, 'nextLevel')
    if (!isPlainObject(body) || next === null || next === undefined) return body
    return { ...body, nextLevel: [next] }
  },
  'affiliates.info': (body) => {
    // Drift: the referred players themselves where the contract has their count.
    const count = Number(field(body, 'indications') ?? 0)
    if (!isPlainObject(body)) return body
    return {
      ...body,
      indications: Array.from({ length: count }, (_, index) => ({ id: index + 1, created_at: ROW_TIMESTAMP })),
    }
  },
}

/** One difference the dialect makes, where it makes it: the list mocks/README.md documents and the tests prove. */
export interface DialectDifference {
  /** The endpoint's id (`settings.data`). */
  endpoint: string
  /** The request that shows it, relative to the API base (`missions?period=daily`); as the demo player when auth. */
  request: string
  /** The tolerance kind a production build absorbs it as, or `drift` for what the app cannot absorb. */
  kind: ToleranceKind | 'drift'
  /** Where it is, as the conformance check names paths (`$.setting.turn_on_football`). */
  path: string
  /**
   * The contract's strict reading already accepts it (the field is optional, or the contract's type already reads
   * that form): no drift in tests, yet the tolerant reader's path is exercised.
   */
  strictOk?: boolean
}

/** The casino listing's first page: 12 games (the original's page size); the last three carry the differences. */
const LISTING = 'casinos/games?page=1'

export const LARAVEL_DIFFERENCES: readonly DialectDifference[] = [
  ...(['rexpay_is_enable', 'brasilcash_is_enable', 'turn_on_football'] as const).map((key) => ({
    endpoint: 'settings.data',
    request: 'settings/data',
    kind: 'missing' as const,
    path: `$.setting.${key}`,
  })),
  ...(['prebet_bonus_disabled', 'support_email'] as const).map((key) => ({
    endpoint: 'settings.data',
    request: 'settings/data',
    kind: 'missing' as const,
    path: `$.setting.${key}`,
    strictOk: true,
  })),
  { endpoint: 'settings.data', request: 'settings/data', kind: 'flag', path: '$.setting.disable_rollover' },
  { endpoint: 'settings.data', request: 'settings/data', kind: 'null-absent', path: '$.setting.rollover_protection' },
  {
    endpoint: 'settings.data',
    request: 'settings/data',
    kind: 'decimal-text',
    path: '$.setting.initial_bonus',
    strictOk: true,
  },
  {
    endpoint: 'settings.banners',
    request: 'settings/banners?client_device=desktop',
    kind: 'keyed-list',
    path: '$.banners',
  },
  { endpoint: 'casinos.games', request: LISTING, kind: 'case', path: '$.games.data[9].game_type' },
  { endpoint: 'casinos.games', request: LISTING, kind: 'neutral', path: '$.games.data[10].game_type' },
  { endpoint: 'casinos.games', request: LISTING, kind: 'dropped-item', path: '$.games.data[11]' },
  { endpoint: 'profile.favorites', request: 'profile/favorites', kind: 'page', path: '$.games' },
  { endpoint: 'wallet.deposit.history', request: 'wallet/deposit', kind: 'page', path: '$.deposits' },
  { endpoint: 'missions.list', request: 'missions?period=daily', kind: 'fraction', path: '$.missions[0].myRounds' },
  {
    endpoint: 'missions.list',
    request: 'missions?period=daily',
    kind: 'amount',
    path: '$.missions[1].challenge_bonus',
  },
  {
    endpoint: 'missions.list',
    request: 'missions?period=daily',
    kind: 'number-text',
    path: '$.missions[0].challenge_gameid',
  },
  {
    endpoint: 'missions.list',
    request: 'missions?period=daily',
    kind: 'date',
    path: '$.missions[0].challenge_start_date',
    strictOk: true,
  },
  { endpoint: 'auth.verify', request: 'auth/verify', kind: 'date', path: '$.created_at', strictOk: true },
  { endpoint: 'profile.wallet', request: 'profile/wallet', kind: 'decimal-text', path: '$.wallet.id' },
  { endpoint: 'profile.wallet', request: 'profile/wallet', kind: 'null-absent', path: '$.wallet.hide_balance' },
  { endpoint: 'profile.vip', request: 'profile/vip/', kind: 'drift', path: '$.nextLevel' },
  { endpoint: 'affiliates.info', request: 'profile/affiliates/', kind: 'drift', path: '$.indications' },
]

// --- the dialect -----------------------------------------------------------------------------------------------

async function jsonBody(response: Response): Promise<{ ok: true; body: unknown } | { ok: false }> {
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return { ok: false }
  try {
    const text = await response.clone().text()
    return { ok: true, body: text === '' ? undefined : JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** Rewrites one answer of the mock for `endpoint` (undefined: a path the contract does not have). */
export async function laravelAnswer(endpoint: Endpoint | undefined, mocked: Response): Promise<Response> {
  if (mocked.type === 'error') return mocked
  const parsed = await jsonBody(mocked)
  if (!parsed.ok) return mocked
  if (mocked.status < 200 || mocked.status >= 300) {
    const failure = laravelFailure(endpoint, mocked.status, parsed.body)
    return failure ? json(failure[0], failure[1], mocked.headers) : mocked
  }
  if (!endpoint || parsed.body === undefined) return mocked
  const walked = toLaravel(endpoint.response, parsed.body)
  const tweak = LARAVEL_TWEAKS[endpoint.id]
  return json(mocked.status, tweak ? tweak(walked) : walked, mocked.headers)
}

export const laravelDialect: Dialect = {
  name: 'laravel',
  async answer(request, mock) {
    const url = new URL(request.url)
    const relative = apiRelativePath(url.pathname) ?? ''
    const endpoint = matchEndpoint(request.method, relative)?.endpoint
    if (endpoint && LARAVEL_MISSING.has(endpoint.id)) return missingRoute(request.method, url.pathname)
    const mocked = await mock(request)
    if (!mocked) return url.pathname.startsWith(apiPathPrefix) ? missingRoute(request.method, url.pathname) : undefined
    return laravelAnswer(endpoint, mocked)
  },
}
