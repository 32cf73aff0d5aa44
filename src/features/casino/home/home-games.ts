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
