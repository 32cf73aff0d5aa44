/**
 * What the bench's floor draws (scripts/bench-floor/): the lobby's first screen on a phone, taken from the same
 * backend answers the app gets (`settings/banners` for mobile, `games/all`), chosen by the home's own rules
 * (home-games.ts): the first carousel banner and the grid's first cards, their covers on the same origin.
 */
import { FIRST_ROW, GRID_FIRST, homeGridGames } from '../../src/features/casino/lobby/rules/home-games.ts'
import type { Game } from '../../src/api/casino.ts'

export interface FloorCard {
  id: number
  name: string
  provider: string | null
  cover: string | null
}

export interface FloorScreen {
  /** The first carousel banner's image, as a phone asks for it; null when there is none. */
  banner: { src: string; alt: string } | null
  cards: FloorCard[]
  /** How many of the first cards load their covers at once, as the home's first row does. */
  eager: number
}

/** A Laravel boolean as the backend may send it (true/false, 1/0, "1"/"0"; src/api/money.ts, FlagSchema). */
const flag = (value: unknown) => value === true || value === 1 || value === '1'

interface RawGame {
  id: number
  game_name: string
  cover?: string | null
  show_home?: unknown
  is_mobile?: unknown
  provider?: { name?: string } | null
}

interface RawBanner {
  type?: string
  mobile_image?: string | null
  display_image?: string | null
  image?: string | null
  description?: string | null
}

/**
 * The backend's file paths resolved as the app does (src/shared/asset-url.ts): `/storage/…` and bare paths on the
 * API's origin, absolute URLs and the site's own paths as they are.
 */
export function storageUrl(path: string | null | undefined, apiBaseUrl: string): string | null {
  if (!path) return null
  const origin = new URL(apiBaseUrl).origin
  if (path.startsWith('/storage/')) return `${origin}${path}`
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/|\/)/i.test(path)) return path
  return `${origin}/storage/${path.replace(/^storage\//, '')}`
}

/** The floor's screen from the answers of `games/all` and `settings/banners?client_device=mobile`. */
export function floorScreen(
  gamesAll: { providers: { games?: RawGame[] | null }[] },
  banners: { banners: RawBanner[] },
  apiBaseUrl: string,
): FloorScreen {
  const games = gamesAll.providers.flatMap((provider) => provider.games ?? [])
  // The home's own filter (phones show only the mobile games), on the flags read as the app's schema reads them.
  const normalised = games.map((game) => ({
    ...game,
    show_home: flag(game.show_home),
    is_mobile: flag(game.is_mobile),
  }))
  const shown = homeGridGames(normalised as unknown as Game[], true).slice(0, GRID_FIRST.phone)
  const first = banners.banners
    .filter((banner) => banner.type === 'carousel')
    .map((banner) => ({
      src: storageUrl(banner.mobile_image ?? banner.display_image ?? banner.image, apiBaseUrl),
      alt: banner.description ?? '',
    }))
    .find((banner): banner is { src: string; alt: string } => banner.src !== null)
  return {
    banner: first ?? null,
    cards: shown.map((game) => ({
      id: game.id,
      name: game.game_name,
      provider: game.provider?.name ?? null,
      cover: storageUrl(game.cover, apiBaseUrl),
    })),
    eager: FIRST_ROW.phone,
  }
}
