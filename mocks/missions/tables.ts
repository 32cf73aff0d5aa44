// Missions and each player's progress in them.
// This domain's tables in the mock database, in the wire shape the contract reads; db/schema.ts composes them all.

/**
 * A daily or weekly mission (the backend's challenge): the same missions come back every period. What counts
 * towards it is a round of one catalogue game (`challenge_type` 'game', `challenge_gameid`), a round of any game of
 * one provider ('provider', `challenge_provider`, the provider's code) or a placed sports bet ('sports').
 */
export interface MissionRecord {
  id: number
  period: 'daily' | 'week'
  challenge_name: string
  /** May hold markup (the card strips it). */
  challenge_description: string
  challenge_rules: string | null
  challenge_type: 'game' | 'provider' | 'sports'
  /** Reais, as the wire sends it ("5.00"). */
  challenge_bonus: string
  challenge_currency: string
  /** Rounds (or bets) to complete it. */
  challenge_total: number
  challenge_provider: string | null
  /** Catalogue id of the game, as text (the backend's column is a string). */
  challenge_gameid: string | null
  active: boolean
  created_at: string
}

/**
 * A player's take on a mission for one period: accepting creates it, each matching bet adds a round, at
 * `challenge_total` it completes, and Collect Rewards pays its bonus once (`collected_at`).
 */
export interface MissionUserRecord {
  id: number
  mission_id: number
  user_id: number
  /** The period it was accepted in: the São Paulo day (2026-11-01) or the Monday of the week. */
  period_key: string
  rounds: number
  completed_at: string | null
  collected_at: string | null
  /** What Collect Rewards paid, in reais; null until then. */
  collected_amount: string | null
  created_at: string
}
