import * as v from 'valibot'

/**
 * What a deployment says in `config.json` next to `index.html` (docs/deploying.md): where the backend is, the realtime
 * connection, the game origins, how strictly answers are read and where drift is reported. One module for the app
 * (src/api/runtime-config.ts loads the file at start-up), the build (vite.config.ts writes the file with the values it
 * was built with) and `npm run configure` (scripts/configure.ts writes the Content Security Policy from it), so the
 * three cannot read it differently. Pure: no `import.meta.env` and no alias imports, since vite.config.ts loads it in
 * Node before Vite exists.
 */

/** Where Laravel Reverb listens by default; the path ends with the app key. */
export const DEFAULT_REALTIME_URL = 'ws://localhost:8080/app/jogada'

export type ContractMode = 'strict' | 'tolerant'

/**
 * The Pusher-protocol connection, in the words of Laravel Echo and pusher-js (`key`, `wsHost`, `wsPort`, `wssPort`,
 * `forceTLS`, `wsPath`, `authEndpoint`), so a Laravel team copies its Echo settings as they are.
 */
export interface RealtimeSettings {
  /** The app key (REVERB_APP_KEY / PUSHER_APP_KEY): the socket's path ends with `/app/<key>`. */
  key: string
  /** The websocket server's host name; null: the page's own host. */
  wsHost: string | null
  /** Its port without TLS; null: the page's port when wsHost is null, else the scheme's default (80). */
  wsPort: number | null
  /** Its port with TLS; null: the page's port when wsHost is null, else the scheme's default (443). */
  wssPort: number | null
  /** true: wss only; false: ws only; null: as the page (https → wss). */
  forceTLS: boolean | null
  /** A path before `/app/<key>` (a proxy's prefix such as `/ws`), or ''. */
  wsPath: string
  /**
   * Where private channels are authorised: a path or URL resolved against the API base URL; null: the contract's
   * `broadcasting/auth` under the API base.
   */
  authEndpoint: string | null
}

export interface RuntimeConfig {
  /** Where the API lives: a path on the site (`/api/`) or an absolute http(s) URL (another origin needs CORS). */
  apiBaseUrl: string
  realtime: RealtimeSettings
  /**
   * The origins the play screen may frame games from (only the origins of these URLs count). Empty: an absolute API's
   * origin (the backend hands out the game URLs), else the site itself only.
   */
  gameOrigins: string[]
  /** `strict`: an answer that breaks its endpoint's schema fails; `tolerant`: what the schema absorbs is repaired. */
  contract: ContractMode
  /** Where each drift report is also sent (a beacon), or null. */
  driftReportUrl: string | null
}

/** The build-time variables the defaults come from (import.meta.env in the app, Vite's loaded env in the build). */
export interface ConfigEnv {
  VITE_API_BASE_URL?: string | undefined
  VITE_REALTIME_URL?: string | undefined
  VITE_GAME_ORIGINS?: string | undefined
}

const PAGE = 'http://page.invalid/'

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** A path on the site (`/api/`, `api/`) or an absolute http(s) URL; not `javascript:`, `data:` or `//host`. */
function isPathOrHttpUrl(value: string): boolean {
  if (isHttpUrl(value)) return true
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//') || /\s/.test(value)) return false
  try {
    new URL(value, PAGE)
    return true
  } catch {
    return false
  }
}

const PathOrHttpUrl = v.pipe(
  v.string('Expected a text'),
  v.nonEmpty('Expected a path such as "/api/" or an http(s) URL, got an empty text'),
  v.check(isPathOrHttpUrl, (issue) => `Expected a path such as "/api/" or an http(s) URL, got ${issue.received}`),
)

const HttpUrl = v.pipe(
  v.string('Expected a text'),
  v.check(isHttpUrl, (issue) => `Expected an absolute http(s) URL such as "https://games.example.com", got ${issue.received}`),
  v.transform((value) => new URL(value).origin),
)

const Port = v.pipe(
  v.number('Expected a port number (not a text)'),
  v.integer('Expected a whole port number'),
  v.minValue(1, 'Expected a port from 1 to 65535'),
  v.maxValue(65535, 'Expected a port from 1 to 65535'),
)

/** The fields of `config.json`, each read on its own (a bad field falls back alone; see readRuntimeConfig). */
export const RuntimeConfigFields = {
  apiBaseUrl: PathOrHttpUrl,
  gameOrigins: v.array(HttpUrl, 'Expected a list of URLs, such as ["https://games.example.com"]'),
  contract: v.picklist(['strict', 'tolerant'], (issue) => `Expected "strict" or "tolerant", got ${issue.received}`),
  driftReportUrl: v.nullable(PathOrHttpUrl),
} as const

export const RealtimeFields = {
  key: v.pipe(
    v.string('Expected a text'),
    v.regex(/^[^/?#\s]+$/, (issue) => `Expected the app key alone (no slash or space), got ${issue.received}`),
  ),
  wsHost: v.nullable(
    v.pipe(
      v.string('Expected a text'),
      v.regex(
        /^(?:[a-z\d-]+(?:\.[a-z\d-]+)*|\[[\da-f:.]+\])$/i,
        (issue) =>
          `Expected a host name alone, such as "ws.example.com" (no scheme, port or path; those are forceTLS, wsPort and wsPath), got ${issue.received}`,
      ),
    ),
  ),
  wsPort: v.nullable(Port),
  wssPort: v.nullable(Port),
  forceTLS: v.nullable(v.boolean('Expected true, false or null')),
  wsPath: v.pipe(
    v.string('Expected a text'),
    v.regex(/^(?:\/[^?#\s]*)?$/, (issue) => `Expected '' or a path starting with "/", got ${issue.received}`),
    v.transform((value) => value.replace(/\/+$/, '')),
  ),
  authEndpoint: v.nullable(PathOrHttpUrl),
} as const

/**
 * The whole file, every field optional (an absent field keeps its default). The app and `npm run configure` read it
 * field by field with the schemas above (readRuntimeConfig); this one documents the file as a whole.
 */
export const RuntimeConfigSchema = v.strictObject({
  apiBaseUrl: v.optional(RuntimeConfigFields.apiBaseUrl),
  realtime: v.optional(
    v.strictObject({
      key: v.optional(RealtimeFields.key),
      wsHost: v.optional(RealtimeFields.wsHost),
      wsPort: v.optional(RealtimeFields.wsPort),
      wssPort: v.optional(RealtimeFields.wssPort),
      forceTLS: v.optional(RealtimeFields.forceTLS),
      wsPath: v.optional(RealtimeFields.wsPath),
      authEndpoint: v.optional(RealtimeFields.authEndpoint),
    }),
  ),
  gameOrigins: v.optional(RuntimeConfigFields.gameOrigins),
  contract: v.optional(RuntimeConfigFields.contract),
  driftReportUrl: v.optional(RuntimeConfigFields.driftReportUrl),
})

/** The realtime settings a `VITE_REALTIME_URL` (`wss://ws.example.com/app/KEY`, or a path on the page's host) means. */
export function realtimeFromUrl(configured: string | undefined): RealtimeSettings {
  const raw = configured?.trim() || DEFAULT_REALTIME_URL
  const absolute = /^(?:wss?|https?):\/\//i.test(raw)
  const url = new URL(raw, PAGE)
  const match = /^(.*?)\/app\/([^/?#]+)/.exec(url.pathname)
  const key = match?.[2] ?? 'jogada'
  const wsPath = (match?.[1] ?? url.pathname).replace(/\/+$/, '')
  if (!absolute) {
    return { key, wsHost: null, wsPort: null, wssPort: null, forceTLS: null, wsPath, authEndpoint: null }
  }
  const tls = url.protocol === 'wss:' || url.protocol === 'https:'
  const port = url.port ? Number(url.port) : null
  return {
    key,
    wsHost: url.hostname,
    wsPort: tls ? null : port,
    wssPort: tls ? port : null,
    forceTLS: tls,
    wsPath,
    authEndpoint: null,
  }
}

/** `VITE_GAME_ORIGINS` (comma separated) as a list of origins; what is not an http(s) URL is left out. */
export function gameOriginsFromList(list: string | undefined): string[] {
  return [
    ...new Set(
      (list ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(isHttpUrl)
        .map((entry) => new URL(entry).origin),
    ),
  ]
}

/** The configuration a build means by its variables: the defaults of `config.json`, and the file a build writes. */
export function configFromEnv(env: ConfigEnv, contract: ContractMode): RuntimeConfig {
  return {
    apiBaseUrl: env.VITE_API_BASE_URL || '/api/',
    realtime: realtimeFromUrl(env.VITE_REALTIME_URL),
    gameOrigins: gameOriginsFromList(env.VITE_GAME_ORIGINS),
    contract,
    driftReportUrl: null,
  }
}

/** The page a socket URL is resolved against (the browser's `location`). */
export interface PageLocation {
  protocol: string
  hostname: string
  port: string
}

/** The websocket URL the realtime settings name, e.g. `wss://ws.example.com/app/KEY`. */
export function realtimeSocketUrl(settings: RealtimeSettings, page?: PageLocation): string {
  const tls = settings.forceTLS ?? page?.protocol === 'https:'
  const host = settings.wsHost ?? page?.hostname ?? 'localhost'
  const port = (tls ? settings.wssPort : settings.wsPort) ?? (settings.wsHost === null && page?.port ? page.port : '')
  const url = new URL(`${tls ? 'wss' : 'ws'}://${host}${port === '' ? '' : `:${port}`}`)
  return `${url.origin}${settings.wsPath}/app/${encodeURIComponent(settings.key)}`
}

/**
 * The origins a Content Security Policy must allow for the socket: none when it is the page's own host (`'self'`
 * covers ws: and wss: there), else its ws: or wss: origin, or both when forceTLS follows the page.
 */
export function realtimeSocketOrigins(settings: RealtimeSettings): string[] {
  if (settings.wsHost === null) return []
  const schemes = settings.forceTLS === null ? ['ws', 'wss'] : settings.forceTLS ? ['wss'] : ['ws']
  return schemes.map((scheme) => {
    const port = scheme === 'wss' ? settings.wssPort : settings.wsPort
    return new URL(`${scheme}://${settings.wsHost}${port === null ? '' : `:${port}`}`).origin
  })
}

/** What reading a `config.json` gave: the configuration (defaults where a field was absent or bad) and each problem. */
export interface ConfigReading {
  config: RuntimeConfig
  /** One sentence per problem, naming the field and what was used instead. */
  problems: string[]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'an object'
  return JSON.stringify(value)
}

const TOP_FIELDS = ['apiBaseUrl', 'realtime', 'gameOrigins', 'contract', 'driftReportUrl']
const REALTIME_FIELDS = ['key', 'wsHost', 'wsPort', 'wssPort', 'forceTLS', 'wsPath', 'authEndpoint']

/**
 * Reads a parsed `config.json` over `defaults`, field by field: an absent field keeps its default silently; a field
 * that breaks its schema keeps its default and says so; a bad entry of `gameOrigins` is left out alone; an unknown
 * field (a typo such as `apiBaseURL`) is named and ignored.
 */
export function readRuntimeConfig(raw: unknown, defaults: RuntimeConfig): ConfigReading {
  const problems: string[] = []
  if (!isRecord(raw)) {
    return {
      config: defaults,
      problems: [`expected an object such as { "apiBaseUrl": "/api/" }, got ${describe(raw)}: every field keeps its default`],
    }
  }
  const field = <S extends v.GenericSchema>(
    name: string,
    schema: S,
    value: unknown,
    fallback: v.InferOutput<S>,
  ): v.InferOutput<S> => {
    if (value === undefined) return fallback
    const parsed = v.safeParse(schema, value)
    if (parsed.success) return parsed.output
    problems.push(`"${name}": ${parsed.issues[0].message}; using the default ${JSON.stringify(fallback)}`)
    return fallback
  }
  for (const key of Object.keys(raw)) {
    if (!TOP_FIELDS.includes(key)) problems.push(`unknown field "${key}" (ignored; the fields are ${TOP_FIELDS.join(', ')})`)
  }

  let realtime = defaults.realtime
  if (raw.realtime !== undefined && !isRecord(raw.realtime)) {
    problems.push(`"realtime": expected an object, got ${describe(raw.realtime)}; using the default realtime settings`)
  } else if (isRecord(raw.realtime)) {
    const given = raw.realtime
    for (const key of Object.keys(given)) {
      if (!REALTIME_FIELDS.includes(key)) {
        problems.push(`unknown field "realtime.${key}" (ignored; the fields are ${REALTIME_FIELDS.join(', ')})`)
      }
    }
    const d = defaults.realtime
    realtime = {
      key: field('realtime.key', RealtimeFields.key, given.key, d.key),
      wsHost: field('realtime.wsHost', RealtimeFields.wsHost, given.wsHost, d.wsHost),
      wsPort: field('realtime.wsPort', RealtimeFields.wsPort, given.wsPort, d.wsPort),
      wssPort: field('realtime.wssPort', RealtimeFields.wssPort, given.wssPort, d.wssPort),
      forceTLS: field('realtime.forceTLS', RealtimeFields.forceTLS, given.forceTLS, d.forceTLS),
      wsPath: field('realtime.wsPath', RealtimeFields.wsPath, given.wsPath, d.wsPath),
      authEndpoint: field('realtime.authEndpoint', RealtimeFields.authEndpoint, given.authEndpoint, d.authEndpoint),
    }
  }

  let gameOrigins = defaults.gameOrigins
  if (Array.isArray(raw.gameOrigins)) {
    // One mistyped origin leaves out that origin, not the others.
    gameOrigins = []
    raw.gameOrigins.forEach((entry: unknown, index) => {
      const parsed = v.safeParse(HttpUrl, entry)
      if (parsed.success) {
        if (!gameOrigins.includes(parsed.output)) gameOrigins.push(parsed.output)
      } else {
        problems.push(`"gameOrigins[${index}]": ${parsed.issues[0].message}; left out`)
      }
    })
  } else {
    gameOrigins = field('gameOrigins', RuntimeConfigFields.gameOrigins, raw.gameOrigins, defaults.gameOrigins)
  }

  return {
    config: {
      apiBaseUrl: field('apiBaseUrl', RuntimeConfigFields.apiBaseUrl, raw.apiBaseUrl, defaults.apiBaseUrl),
      realtime,
      gameOrigins,
      contract: field('contract', RuntimeConfigFields.contract, raw.contract, defaults.contract),
      driftReportUrl: field('driftReportUrl', RuntimeConfigFields.driftReportUrl, raw.driftReportUrl, defaults.driftReportUrl),
    },
    problems,
  }
}

/** The text of a `config.json` (what a build writes and `configuredCopy` rewrites): every field, two-space indented. */
export function runtimeConfigFileText(config: RuntimeConfig): string {
  return `${JSON.stringify(config, null, 2)}\n`
}
