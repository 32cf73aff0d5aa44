import type { FootballEvent, Market } from '@/api/sports.ts'

/** The name API-Football gives the 1X2 market. */
export const MATCH_WINNER = 'Match Winner'

export interface WinnerSlot {
  /** `1`, `X` or `2` on the card. */
  label: '1' | 'X' | '2'
  marketIndex: number
  valueIndex: number
  odd: number | null
}

const SLOTS = [
  { label: '1', value: 'Home', field: 'odds_home' },
  { label: 'X', value: 'Draw', field: 'odds_draw' },
  { label: '2', value: 'Away', field: 'odds_away' },
] as const

/**
 * The card's 1 / X / 2 buttons: the values of the `Match Winner` market (the slip picks them by market and value
 * index), priced by that market, or by the event's `odds_*` fields when the market is not in the answer. Null when
 * the event has no odds yet (`odds_home` absent: the card says it is waiting for them).
 */
export function winnerSlots(event: FootballEvent): WinnerSlot[] | null {
  if (event.odds_home === null) return null
  const marketIndex = event.bets.findIndex((market) => market.name === MATCH_WINNER)
  const market = event.bets[marketIndex]
  return SLOTS.map(({ label, value, field }) => {
    if (!market) return { label, marketIndex, valueIndex: -1, odd: event[field] }
    const valueIndex = market.values.findIndex((item) => item.value === value)
    return { label, marketIndex, valueIndex, odd: priceOf(market, valueIndex) }
  })
}

/** A value's price, or null when it cannot be bet on now (its market or the value itself is suspended). */
export function priceOf(market: Market, valueIndex: number): number | null {
  const value = market.values[valueIndex]
  if (!value || market.suspended || value.suspended) return null
  return value.odd
}

/**
 * A team's badge path: `/storage/football/fixtures/{slug}.png`, the slug of the team's name (lower case, accents
 * dropped, anything but letters and digits a dash).
 */
export function teamSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function teamBadgePath(name: string): string {
  return `/storage/football/fixtures/${teamSlug(name)}.png`
}

/**
 * A league's icon: the `logo` the server sent, else a path built from its country and name
 * (`/storage/football/leagues/brazil-serie-a.png`).
 */
export function leagueIconPath(league: { country: string; name: string; logo?: string | null }): string {
  return league.logo || `/storage/football/leagues/${teamSlug(`${league.country} ${league.name}`)}.png`
}
