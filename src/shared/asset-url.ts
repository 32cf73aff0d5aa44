/**
 * Where the backend's files live: `/storage/…` on the API's host, as Laravel serves them next to `/api/`. With the API
 * on the app's own origin (the default `/api/`, the in-browser mock) that is the page's origin; with an absolute
 * VITE_API_BASE_URL it is that server's origin.
 */
export function storageOrigin(apiBaseUrl: string | undefined = import.meta.env.VITE_API_BASE_URL): string {
  if (!apiBaseUrl) return ''
  try {
    const url = new URL(apiBaseUrl)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : ''
  } catch {
    return ''
  }
}

const STORAGE_ORIGIN = storageOrigin()

/**
 * The backend serves uploaded files under /storage/{path} and sends bare paths such as `uploads/logo.png` or
 * `/storage/games/x.svg`: both resolve on the backend's host. Other absolute paths (the app's own `/brand/…`), full
 * URLs and data URLs pass through unchanged.
 */
export function assetUrl(path: string | null | undefined, origin: string = STORAGE_ORIGIN): string | undefined {
  if (!path) return undefined
  if (path.startsWith('/storage/')) return `${origin}${path}`
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/|\/)/i.test(path)) return path
  return `${origin}/storage/${path.replace(/^storage\//, '')}`
}
