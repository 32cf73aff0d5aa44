import { runtimeConfig } from '@/api/runtime-config.ts'

/**
 * Where the backend's files live: `/storage/…` on the API's host, as Laravel serves them next to `/api/`. With the API
 * on the app's own origin (the default `/api/`, the in-browser mock) that is the page's origin; with an absolute
 * API base URL (config.json's `apiBaseUrl`, default VITE_API_BASE_URL) it is that server's origin.
 */
export function storageOrigin(apiBaseUrl: string | undefined): string {
  if (!apiBaseUrl) return ''
  try {
    const url = new URL(apiBaseUrl)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : ''
  } catch {
    return ''
  }
}

// Read on each call, since the deployment's configuration arrives at start-up; kept for the base it was read from,
// since a lobby asks for hundreds of covers.
let storage = { base: '', origin: '' }

function currentStorageOrigin(): string {
  const base = runtimeConfig().apiBaseUrl
  if (storage.base !== base) storage = { base, origin: storageOrigin(base) }
  return storage.origin
}

/**
 * The backend serves uploaded files under /storage/{path} and sends bare paths such as `uploads/logo.png` or
 * `/storage/games/x.svg`: both resolve on the backend's host. Other absolute paths (the app's own `/brand/…`), full
 * URLs and data URLs pass through unchanged.
 */
export function assetUrl(path: string | null | undefined, origin: string = currentStorageOrigin()): string | undefined {
  if (!path) return undefined
  if (path.startsWith('/storage/')) return `${origin}${path}`
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/|\/)/i.test(path)) return path
  return `${origin}/storage/${path.replace(/^storage\//, '')}`
}
