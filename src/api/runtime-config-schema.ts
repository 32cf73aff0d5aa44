import * as v from 'valibot'
import { isHttpUrl, PAGE, type RuntimeConfig, type RuntimeConfigResult } from './runtime-config-values.ts'

/**
 * The schema of `config.json` (docs/deploying.md), one for the app (src/api/runtime-config.ts reads the file with it
 * at start-up, a chunk of its own downloaded beside the entry), `npm run configure` (scripts/configure.ts checks the
 * file before writing its policy) and the build. Pure: no `import.meta.env` and no alias imports (Node loads it).
 */

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
  v.check(
    isHttpUrl,
    (issue) => `Expected an absolute http(s) URL such as "https://games.example.com", got ${issue.received}`,
  ),
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
 * field by field with the schemas above (readRuntimeConfig); this one documents the file as a whole. Not named
 * `…Schema`: scripts/openapi.ts publishes those as the API's, and this file is the deployment's, not the backend's.
 */
export const RuntimeConfigFile = v.strictObject({
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
      problems: [
        `expected an object such as { "apiBaseUrl": "/api/" }, got ${describe(raw)}: every field keeps its default`,
      ],
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
    if (!TOP_FIELDS.includes(key))
      problems.push(`unknown field "${key}" (ignored; the fields are ${TOP_FIELDS.join(', ')})`)
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
      driftReportUrl: field(
        'driftReportUrl',
        RuntimeConfigFields.driftReportUrl,
        raw.driftReportUrl,
        defaults.driftReportUrl,
      ),
    },
    problems,
  }
}

export interface FetchRuntimeConfigOptions {
  /** The file's address (next to index.html). */
  url: string
  /** What a bad or missing file leaves in force: the build's own values. */
  defaults: RuntimeConfig
  fetch?: (url: string) => Promise<Response>
}

/**
 * Reads config.json over the build's defaults. Never fails: a missing file (404, or a network error), a file that is
 * not JSON (a host's SPA fallback answers index.html for it) or one that is not an object leaves every default; a bad
 * field leaves that field's default (readRuntimeConfig). Each problem is named in `problems`.
 */
export async function fetchRuntimeConfig({
  url,
  defaults,
  fetch: get = (address) => fetch(address),
}: FetchRuntimeConfigOptions): Promise<RuntimeConfigResult> {
  const fallback = (problem: string): RuntimeConfigResult => ({
    config: defaults,
    source: 'build defaults',
    problems: [`${url} ${problem}: using the build's defaults`],
  })
  let text: string
  try {
    const response = await get(url)
    if (!response.ok) {
      return fallback(response.status === 404 ? 'was not found (404)' : `could not be read (HTTP ${response.status})`)
    }
    text = await response.text()
  } catch (error) {
    return fallback(`could not be read (${error instanceof Error ? error.message : String(error)})`)
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    const start = JSON.stringify(text.trimStart().slice(0, 20))
    return fallback(
      start.startsWith('"<')
        ? `is a web page, not JSON (it starts with ${start}; a host answers index.html for a file it does not have: is config.json deployed next to index.html?)`
        : `is not JSON (it starts with ${start})`,
    )
  }
  const reading = readRuntimeConfig(raw, defaults)
  return {
    config: reading.config,
    source: 'config.json',
    problems: reading.problems.map((problem) => `${url}: ${problem}`),
  }
}
