/**
 * The Content Security Policy of the built site, from the same build settings the app reads. vite.config.ts puts it
 * in the built index.html (a `<meta http-equiv>`) and writes the same policy as a header rule for hosts that read
 * `_headers` (Netlify); the README shows the nginx line.
 */

/** The realtime URL the app uses when VITE_REALTIME_URL is unset (src/api/broadcasting.ts; a test keeps them equal). */
export const DEFAULT_REALTIME_URL = 'ws://localhost:8080/app/jogada'

export interface CspSettings {
  /** VITE_API_BASE_URL: relative (same origin, nothing to add) or absolute (its origin is allowed). */
  apiBaseUrl?: string | undefined
  /** VITE_REALTIME_URL: an absolute ws:/wss: URL adds its origin; a relative one is the page's own. */
  realtimeUrl?: string | undefined
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

export function contentSecurityPolicy({ apiBaseUrl, realtimeUrl }: CspSettings = {}): string {
  const api = absoluteOrigin(apiBaseUrl, ['http:', 'https:'])
  const realtime = absoluteOrigin(realtimeUrl || DEFAULT_REALTIME_URL, ['ws:', 'wss:'])
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // No inline script and no eval: the entry is a file, and the theme is set before first paint by a file too
    // (public/boot-theme.js).
    ['script-src', ["'self'"]],
    // Mantine writes styles at run time: a <style> element with the theme's CSS variables (MantineProvider) and
    // `style` attributes on many components (sizes, colours as CSS variables). A static site has no per-response
    // nonce to allow them one by one, so inline styles are allowed; inline styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for small inline images, blob: for the avatar preview before upload; the API's host serves uploads.
    ['img-src', ["'self'", 'data:', 'blob:', ...api]],
    ['connect-src', ["'self'", ...api, ...realtime]],
    // The game frame's origins are added when games open in it.
    ['frame-src', ["'self'"]],
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
