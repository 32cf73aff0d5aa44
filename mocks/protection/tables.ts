import type { LimitKey } from '@/shared/protection/limits.ts'

// Breaks, self-exclusions and their withdrawal passes, reality checks, the player's own limits and login time.
// This domain's tables in the mock database, in the wire shape the contract reads; db/schema.ts composes them all.

/** A break (`ends_at` set) or an indefinite self-exclusion (`ends_at` null) a player took from /profile/pause. */
export interface PauseRecord {
  id: number
  user_id: number
  period: 'day' | 'week' | 'month' | 'days' | 'indefinite'
  starts_at: string
  ends_at: string | null
  /** Set when support or the demo panel lifted it before its end. */
  lifted_at: string | null
  created_at: string
}

/**
 * The token a paused player's refused login carries: good only for reading the cash balance and asking for its PIX
 * withdrawal, for 15 minutes.
 */
export interface WithdrawPassRecord {
  id: number
  token: string
  user_id: number
  expires_at: string
}

/** A player's reality-check interval (protection/reality-check); no row means the default, 30 minutes. */
export interface RealityCheckRecord {
  id: number
  user_id: number
  interval_minutes: 15 | 30 | 60
  updated_at: string
}

/** One player's limits: centavos for deposits and losses, minutes for the session; null is no limit. */
export interface ProtectionLimitRecord {
  id: number
  user_id: number
  limits: Record<LimitKey, number | null>
  /** Raised or removed limits waiting for their 24 hours (a `protection.limits.apply` job applies them). */
  pending: Partial<Record<LimitKey, { value: number | null; effective_at: string }>>
  /** Saved the limits form once: the prompt after registration and login stops. */
  prompt_answered: boolean
  updated_at: string
}

/** How long a session was in use, for the session time limit: from its login to its latest request. */
export interface LoginTimeRecord {
  id: number
  user_id: number
  token: string
  started_at: string
  last_seen_at: string
}
