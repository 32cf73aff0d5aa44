/**
 * The Content Security Policy of a built site, from the configuration the app reads (config.json, whose defaults are
 * the build's variables; src/api/runtime-config-schema.ts). vite.config.ts puts it in the built index.html (a
 * `<meta http-equiv>`) and writes the same policy for hosts that read `_headers` (Netlify) and as nginx's line
 * (`nginx-csp.conf`); `npm run configure` (scripts/configure.ts) rewrites all three after config.json was edited.
 */

import { createHash } from 'node:crypto'
import { DEFAULT_REALTIME_URL, realtimeSocketOrigins, type RuntimeConfig } from '../src/api/runtime-config-values.ts'

/** The realtime URL the app uses when VITE_REALTIME_URL is unset (the same constant as src/api/broadcasting.ts). */
export { DEFAULT_REALTIME_URL }

export interface CspSettings {
  /** VITE_API_BASE_URL: relative (same origin, nothing to add) or absolute (its origin is allowed). */
  apiBaseUrl?: string | undefined
  /** VITE_REALTIME_URL: an absolute ws:/wss: URL adds its origin; a relative one is the page's own. */
  realtimeUrl?: string | undefined
  /** The socket's origins, when known as such (a config.json's `realtime`): replaces realtimeUrl. */
  realtimeOrigins?: readonly string[] | undefined
  /**
   * The origins the game frame may load from: VITE_GAME_ORIGINS (comma separated) or config.json's list (absolute
   * http(s) URLs; only their origins count). None, a game comes from the API's host when the API is absolute (the
   * backend hands out the game URLs; `npm run mock:server` serves the demo games beside its API), else from the site.
   */
  gameOrigins?: string | readonly string[] | undefined
  /** Other addresses the app calls (the drift report's beacon, a channel authorisation elsewhere): their origins. */
  connectUrls?: readonly string[] | undefined
  /**
   * Hashes (`sha256-…`, base64) of the inline scripts the built index.html carries: only these run, no other inline
   * script (vite.config.ts inlines public/boot-theme.js, boot-catalog.js and boot-first-calls.js and lists their hashes here).
   */
  inlineScriptHashes?: readonly string[] | undefined
}

/** The policy's settings for a configuration (config.json, or the build's defaults it was written from). */
export function cspSettingsForConfig(config: RuntimeConfig, inlineScriptHashes: readonly string[] = []): CspSettings {
  const { authEndpoint } = config.realtime
  // A path resolves against the API base (src/api/realtime.ts), so only an absolute API or URL adds an origin.
  const auth =
    authEndpoint && isAbsolute(config.apiBaseUrl) ? new URL(authEndpoint, config.apiBaseUrl).href : authEndpoint
  return {
    apiBaseUrl: config.apiBaseUrl,
    realtimeOrigins: realtimeSocketOrigins(config.realtime),
    gameOrigins: config.gameOrigins,
    connectUrls: [auth, config.driftReportUrl].filter((url): url is string => Boolean(url)),
    inlineScriptHashes,
  }
}

function isAbsolute(url: string): boolean {
  try {
    new URL(url)
    return true
  } catch {
    return false
  }
}

/** The CSP source for an inline script with exactly this text. */
export function inlineScriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The origin of an absolute URL with one of `protocols`, else nothing (a relative URL is the page's own origin). */
function absoluteOrigin(value: string | undefined, protocols: string[]): string[] {
  if (!value) return []
  try {
    const url = new URL(value)
    return protocols.includes(url.protocol) ? [url.origin] : []
  } catch {
    return []
  }
}

/** The origins game frames may come from: the listed ones when there are any, else an absolute API's origin. */
export function gameFrameOrigins({
  apiBaseUrl,
  gameOrigins,
}: Pick<CspSettings, 'apiBaseUrl' | 'gameOrigins'>): string[] {
  const listed = (typeof gameOrigins === 'string' ? gameOrigins.split(',') : (gameOrigins ?? []))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (listed.length === 0) return absoluteOrigin(apiBaseUrl, ['http:', 'https:'])
  return listed.flatMap((entry) => absoluteOrigin(entry, ['http:', 'https:']))
}

export function contentSecurityPolicy({
  apiBaseUrl,
  realtimeUrl,
  realtimeOrigins,
  gameOrigins,
  connectUrls = [],
  inlineScriptHashes = [],
}: CspSettings = {}): string {
  const api = absoluteOrigin(apiBaseUrl, ['http:', 'https:'])
  const games = gameFrameOrigins({ apiBaseUrl, gameOrigins })
  const realtime = realtimeOrigins ?? absoluteOrigin(realtimeUrl || DEFAULT_REALTIME_URL, ['ws:', 'wss:'])
  const others = connectUrls.flatMap((url) => absoluteOrigin(url, ['http:', 'https:']))
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // No eval, and no inline script but the ones listed by hash: the entry is a file; the few lines that set the theme
    // and ask for the catalog before the first paint (public/boot-*.js) are inlined by the build, where a file would
    // be one more request the first paint waits for.
    ['script-src', ["'self'", ...inlineScriptHashes]],
    // Mantine writes styles at run time: a <style> element with the theme's CSS variables (MantineProvider) and
    // `style` attributes on many components (sizes, colours as CSS variables). A static site has no per-response
    // nonce to allow them one by one, so inline styles are allowed; inline styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for small inline images, blob: for the avatar preview before upload; the API's host serves uploads.
    ['img-src', ["'self'", 'data:', 'blob:', ...api]],
    ['connect-src', ["'self'", ...api, ...realtime, ...others]],
    // The play screen frames the game: the demo games are served by the site itself, a provider's from its origins.
    // Nothing else may be framed.
    ['frame-src', ["'self'", ...games]],
    // The mock backend's service worker (mock-sw.js, at the site's base), with the mock on.
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ]
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ')
}

/** The policy as an HTTP header's value: a header can say what a meta cannot, `frame-ancestors` (who may frame the site). */
export function headerPolicy(policy: string): string {
  return `${policy}; frame-ancestors 'self'`
}

/**
 * The same policy as a header rule in Netlify's `_headers` format, and config.json asked for afresh on every visit
 * (a deployer edits it in place; a cached copy would keep the old backend).
 */
export function netlifyHeaders(policy: string): string {
  return `/*\n  Content-Security-Policy: ${headerPolicy(policy)}\n/config.json\n  Cache-Control: no-cache\n`
}

/** The same policy as nginx's line (`nginx-csp.conf`, for an `include` in the site's `server` block). */
export function nginxHeaderLine(policy: string): string {
  return `add_header Content-Security-Policy "${headerPolicy(policy)}" always;\n`
}

/**
 * `<link rel="preconnect">` tags for an API on another origin, so the connection is open before the app's first call:
 * one for the client's CORS requests (`crossorigin`) and one for images (`/storage/…` covers and banners load without
 * CORS, and the browser keeps those connections apart). Nothing for an API on the page's own origin.
 */
export function apiPreconnectLinks(apiBaseUrl: string | undefined): string[] {
  return absoluteOrigin(apiBaseUrl, ['http:', 'https:']).flatMap((origin) => [
    `<link rel="preconnect" href="${origin}" crossorigin />`,
    `<link rel="preconnect" href="${origin}" />`,
  ])
}
