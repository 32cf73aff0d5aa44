import { categoriesList } from './categories.ts'
import { gamesAll } from './casino.ts'
import { buildPath, type Endpoint } from './define.ts'
import { settingsBanners, settingsData } from './settings.ts'

/** The lobby's two layouts; the phone's is the one under the app's phone media query (src/shared/hooks/use-is-phone.ts). */
export type FirstScreenDevice = 'mobile' | 'desktop'

export interface FirstScreenCall {
  /**
   * What the answer is, for public/boot-first-calls.js, which reads three of them for the first screen's images: the
   * site's settings (the logos), the banners, the home grid's games.
   */
  name: 'settings' | 'banners' | 'games' | 'categories'
  /** Asked for only on this layout; null on both. */
  device: FirstScreenDevice | null
  /** The address the app's client requests, under the API's base as configured (relative or absolute). */
  url: string
}

/**
 * The GET requests a visitor's first load of the lobby (`/`) makes before its first screen can show: the site's
 * settings, which the root's loader waits for on a first visit (and refreshes on every later one), the banners of the
 * layout and the games of the home grid, which the lobby's loader waits for, and the categories beside them (the
 * routes `src/routes/__root.tsx` and `src/routes/{-$action}.tsx`). A build's index.html lists them (a meta tag written
 * by vite.config.ts and by `npm run configure`), and public/boot-first-calls.js asks for them while the entry
 * downloads (in the demo, once its mock's worker runs), so the first banner no longer waits for the entry to run before
 * its data is asked for (docs/architecture.md, start-up), nor its image for the entry to download. The app's own calls
 * then take up those answers (callApi in src/api/client.ts). src/api/first-screen-calls.test.ts holds this list to
 * what the lobby's first load really asks for.
 */
export function firstScreenCalls(apiBaseUrl: string): FirstScreenCall[] {
  const base = apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`
  const url = (endpoint: Endpoint, query?: Record<string, string>) =>
    `${base}${buildPath(endpoint.path)}${query ? `?${new URLSearchParams(query).toString()}` : ''}`
  return [
    { name: 'settings', device: null, url: url(settingsData) },
    { name: 'banners', device: 'mobile', url: url(settingsBanners, { client_device: 'mobile' }) },
    { name: 'banners', device: 'desktop', url: url(settingsBanners, { client_device: 'desktop' }) },
    { name: 'games', device: null, url: url(gamesAll) },
    { name: 'categories', device: null, url: url(categoriesList) },
  ]
}

/**
 * The `<meta name="jogada:first-calls">` public/boot-first-calls.js reads: `name=URL`, or `name.device=URL` for one
 * layout's (`settings=… banners.mobile=… banners.desktop=… games=… categories=…`).
 */
export function firstCallsMetaTag(apiBaseUrl: string): string {
  const content = firstScreenCalls(apiBaseUrl)
    .map(({ name, device, url }) => `${device ? `${name}.${device}` : name}=${url}`)
    .join(' ')
  return `<meta name="jogada:first-calls" content="${content.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}" />`
}
