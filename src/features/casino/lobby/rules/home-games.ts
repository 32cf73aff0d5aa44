import type { Game } from '@/api/casino.ts'

/**
 * Only games meant for phones show on a phone (a width under 768 px) or on Android whatever its width (a tablet):
 * the others may not run there.
 */
export function wantsMobileGames(isPhone: boolean, userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return isPhone || /\bAndroid\b/i.test(userAgent)
}

/** The home grid: the games marked for the home (show_home), and only the mobile ones when `mobileOnly`. */
export function homeGridGames(games: readonly Game[], mobileOnly: boolean): Game[] {
  return games.filter((game) => game.show_home && (!mobileOnly || game.is_mobile))
}

/**
 * The grid's first row (2 columns on phones, 7 from 768 px) loads its covers at once; the rest as they scroll in.
 * The bench's floor (scripts/bench-floor/) draws the same first screen.
 */
export const FIRST_ROW = { phone: 2, desktop: 7 }
/**
 * The grid shows a few rows at first (6 of 2 on phones, 4 of 7 from 768 px) and more at the player's request: a few
 * hundred cards at once would hold a phone's main thread on the first paint, and an endless grid would keep the
 * carousels and the footer below it out of reach.
 */
export const GRID_FIRST = { phone: 12, desktop: 28 }
/**
 * The grid's rows in the lobby's first render, the ones a first screen can show (home-page.tsx): on a phone the
 * first row fills the screen under the banner; from 768 px, two rows of 7.
 */
export const FIRST_ROWS = 2
