/**
 * What a deployment says in `config.json` next to `index.html` (docs/deploying.md), and what a build means by its
 * variables. The app's entry reads these (runtime-config.ts); the file's schema, which only the start-up needs, is a
 * chunk of its own (runtime-config-schema.ts). Pure: no `import.meta.env` and no alias imports, since vite.config.ts
 * and scripts/configure.ts load it in Node.
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

/** Where the configuration in force came from: the deployment's file, or (no usable file) the build's variables. */
export type RuntimeConfigSource = 'config.json' | 'build defaults'

/** What reading the file gave: the configuration, where it came from, and what was wrong (one sentence each). */
export interface RuntimeConfigResult {
  config: RuntimeConfig
  source: RuntimeConfigSource
  problems: string[]
}

/** A stand-in page for resolving relative URLs where none is at hand. */
export const PAGE = 'http://page.invalid/'

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

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

/** The text of a `config.json` (what a build writes and `configuredCopy` rewrites): every field, two-space indented. */
export function runtimeConfigFileText(config: RuntimeConfig): string {
  return `${JSON.stringify(config, null, 2)}\n`
}
