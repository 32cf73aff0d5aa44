/**
 * The player's own limits, as pure rules the mock (which enforces them) and the app (which shows them) share, so
 * the two cannot disagree on when a period starts or when a raised limit takes effect.
 *
 * Periods are calendar periods in São Paulo time: the day from 00:00, the week from Monday 00:00, the month from
 * the 1st at 00:00. Brazil dropped daylight saving time in 2019, so São Paulo is UTC−03:00 all year and a fixed
 * offset is exact for every date the app can meet (a date before 2019 is never a limit's period).
 */

export type LimitPeriod = 'day' | 'week' | 'month'

/** The limits a player can set: deposits and losses per period (centavos), and minutes logged in per day. */
export type LimitKey =
  'deposit_day' | 'deposit_week' | 'deposit_month' | 'loss_day' | 'loss_week' | 'loss_month' | 'session_day'
export const LIMIT_KEYS: readonly LimitKey[] = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'session_day',
]

export function periodOf(key: LimitKey): LimitPeriod {
  return key.endsWith('_day') ? 'day' : key.endsWith('_week') ? 'week' : 'month'
}

export const SAO_PAULO_OFFSET_MS = -3 * 3600_000
const DAY_MS = 86_400_000

/** A raised limit, or a removed one, waits this long (a lower one applies at once). */
export const LIMIT_INCREASE_DELAY_MS = DAY_MS

/** The instant (epoch ms) the period containing `atMs` began, in São Paulo time. */
export function periodStart(period: LimitPeriod, atMs: number): number {
  // São Paulo's wall clock read as if it were UTC.
  const local = new Date(atMs + SAO_PAULO_OFFSET_MS)
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())
  let start = midnight
  if (period === 'week') start = midnight - ((local.getUTCDay() + 6) % 7) * DAY_MS
  else if (period === 'month') start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1)
  return start - SAO_PAULO_OFFSET_MS
}

/** The instant (epoch ms) the period containing `atMs` ends, which is when the next one starts. */
export function periodEnd(period: LimitPeriod, atMs: number): number {
  const start = periodStart(period, atMs)
  if (period === 'day') return start + DAY_MS
  if (period === 'week') return start + 7 * DAY_MS
  const local = new Date(start + SAO_PAULO_OFFSET_MS)
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - SAO_PAULO_OFFSET_MS
}

/** What asking for `next` (null: no limit) does to a limit now at `current`. */
export type LimitChange =
  | { kind: 'none' }
  | { kind: 'now'; value: number | null }
  | { kind: 'later'; value: number | null; effectiveAt: number }

/**
 * A stricter limit protects the player, so it applies at once; a looser one (higher, or removed) is the kind of
 * decision a cooling-off period exists for, so it applies only after LIMIT_INCREASE_DELAY_MS.
 */
export function limitChange(current: number | null, next: number | null, nowMs: number): LimitChange {
  if (current === next) return { kind: 'none' }
  const stricter = next !== null && (current === null || next < current)
  return stricter
    ? { kind: 'now', value: next }
    : { kind: 'later', value: next, effectiveAt: nowMs + LIMIT_INCREASE_DELAY_MS }
}

/** What is left of a limit after `used`: never negative; null when there is no limit. */
export function remainingAllowance(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - Math.max(0, used))
}

/** The loss a limit counts: stakes less wins, never below zero (a winning period has no loss). */
export function lossOf(staked: number, won: number): number {
  return Math.max(0, staked - won)
}

/** Largest amount a limit may hold (R$ 1.000.000,00) and the session limit's bounds in minutes. */
export const MAX_MONEY_LIMIT = 100_000_000
export const MIN_SESSION_MINUTES = 5
export const MAX_SESSION_MINUTES = 24 * 60

/** Every limit unset. */
export function noLimits(): Record<LimitKey, number | null> {
  return Object.fromEntries(LIMIT_KEYS.map((key) => [key, null])) as Record<LimitKey, number | null>
}
