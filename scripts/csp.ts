/**
 * The Content Security Policy of the built site, from the same build settings the app reads. vite.config.ts puts it
 * in the built index.html (a `<meta http-equiv>`) and writes the same policy as a header rule for hosts that read
 * `_headers` (Netlify); the README shows the nginx line.
 */

import { createHash } from 'node:crypto'

/** The realtime URL the app uses when VITE_REALTIME_URL is unset (src/api/broadcasting.ts; a test keeps them equal). */
export const DEFAULT_REALTIME_URL = 'ws://localhost:8080/app/jogada'

export interface CspSettings {
  /** VITE_API_BASE_URL: relative (same origin, nothing to add) or absolute (its origin is allowed). */
  apiBaseUrl?: string | undefined
  /** VITE_REALTIME_URL: an absolute ws:/wss: URL adds its origin; a relative one is the page's own. */
  realtimeUrl?: string | undefined
  /**
   * VITE_GAME_ORIGINS: the origins the game frame may load from, comma separated (absolute http(s) URLs; only their
   * origins count). Unset, a game comes from the API's host when the API is absolute (the backend hands out the game
   * URLs; `npm run mock:server` serves the demo games beside its API), else from the site itself.
   */
  gameOrigins?: string | undefined
  /**
   * Hashes (`sha256-…`, base64) of the inline scripts the built index.html carries: only these run, no other inline
   * script (vite.config.ts inlines public/boot-theme.js and lists its hash here).
   */
  inlineScriptHashes?: readonly string[] | undefined
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

/** The origins game frames may come from: VITE_GAME_ORIGINS when set, else an absolute API's origin. */
export function gameFrameOrigins({
  apiBaseUrl,
  gameOrigins,
}: Pick<CspSettings, 'apiBaseUrl' | 'gameOrigins'>): string[] {
  const listed = (gameOrigins ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (listed.length === 0) return absoluteOrigin(apiBaseUrl, ['http:', 'https:'])
  return listed.flatMap((entry) => absoluteOrigin(entry, ['http:', 'https:']))
}

export function contentSecurityPolicy({
  apiBaseUrl,
  realtimeUrl,
  gameOrigins,
  inlineScriptHashes = [],
}: CspSettings = {}): string {
  const api = absoluteOrigin(apiBaseUrl, ['http:', 'https:'])
  const games = gameFrameOrigins({ apiBaseUrl, gameOrigins })
  const realtime = absoluteOrigin(realtimeUrl || DEFAULT_REALTIME_URL, ['ws:', 'wss:'])
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // No eval, and no inline script but the ones listed by hash: the entry is a file; the few lines that set the theme
    // before the first paint (public/boot-theme.js) are inlined by the build, where a file would be one more request
    // the first paint waits for.
    ['script-src', ["'self'", ...inlineScriptHashes]],
    // Mantine writes styles at run time: a <style> element with the theme's CSS variables (MantineProvider) and
    // `style` attributes on many components (sizes, colours as CSS variables). A static site has no per-response
    // nonce to allow them one by one, so inline styles are allowed; inline styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for small inline images, blob: for the avatar preview before upload; the API's host serves uploads.
    ['img-src', ["'self'", 'data:', 'blob:', ...api]],
    ['connect-src', ["'self'", ...api, ...realtime]],
    // The play screen frames the game: the demo games are served by the site itself, a provider's from its origins.
    // Nothing else may be framed.
    ['frame-src', ["'self'", ...games]],
    // The mock backend's service worker (mockServiceWorker.js), with the mock on.
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ]
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ')
}

/**
 * The same policy as a header rule in Netlify's `_headers` format. A header can say what a meta cannot:
 * `frame-ancestors` (who may frame the site) is ignored in a meta, so the header adds it.
 */
export function netlifyHeaders(policy: string): string {
  return `/*\n  Content-Security-Policy: ${policy}; frame-ancestors 'self'\n`
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
