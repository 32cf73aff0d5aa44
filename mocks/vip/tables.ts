// VIP levels and the level-up bonuses paid.
// This domain's tables in the mock database, in the wire shape the contract reads; db/schema.ts composes them all.

/** One row of a VIP table: the level-up bonus ('daily', the original backend's nivelToday) or a periodic bonus. */
export interface VipLevelRecord {
  id: number
  bet_symbol: string
  bet_level: number
  /** The total valid bet that reaches the level, in reais. */
  bet_required: string
  bet_period: 'daily' | 'weekly' | 'monthly' | 'yearly'
  bet_bonus: string
}

/** A level-up bonus paid: one row per player and level, so no level pays twice. */
export interface VipLevelUpRecord {
  id: number
  user_id: number
  level: number
  amount: string
  paid_at: string
}
