// Sports bet tickets and the demo panel's match overrides.
// This domain's tables in the mock database, in the wire shape the contract reads; db/schema.ts composes them all.

export type SportsTicketStatus = 'open' | 'won' | 'lost' | 'void'

/** One selection of a bet ticket, with the accepted odd (never changed after placement). */
export interface SportsSelectionRecord {
  event_id: number
  /** The slip's id: event id, market index and value index. */
  bet_id: string
  market_index: number
  value_index: number
  market: string
  value: string
  odd: number
  status: SportsTicketStatus
  /** Kick-off (ISO) and the teams, as they were at placement. */
  date: string
  league_name: string
  team_home_name: string
  team_away_name: string
  /** The final score, once settled. */
  goals_home: number | null
  goals_away: number | null
}

/** A placed bet: a single (one selection) or a multiple (up to 10 selections of different events). */
export interface SportsTicketRecord {
  id: number
  user_id: number
  /** The wallet the stake came from: the winnings go back to it. */
  wallet_id: number
  type: 'single' | 'multiple'
  /** Centavos. */
  stake: number
  /** The combined odds at placement. */
  odd: number
  status: SportsTicketStatus
  /** Centavos paid at settlement; null while open. */
  payout: number | null
  selections: SportsSelectionRecord[]
  /** Simulation-clock ISO times. */
  created_at: string
  settled_at: string | null
}

/**
 * What the demo panel forced on one match, laid over the match engine's drawn story (mocks/sports/match.ts): goals
 * (side and simulation-clock ISO time), markets suspended by the operator (indexes), the end of the match.
 */
export interface SportsOverrideRecord {
  id: number
  event_id: number
  goals: Array<{ side: 'home' | 'away'; at: string }>
  suspended_markets: number[]
  ended_at: string | null
}
