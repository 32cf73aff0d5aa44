import type { Rng } from '../rng.ts'

/**
 * The demo crash game: a multiplier that grows as m(t) = e^(growth * t) from 1.00x until the crash point, which the
 * provider draws when the round starts. The crash point follows P(crash >= m) = RTP / m for every m up to the cap, so
 * cashing out at any target m pays m with chance RTP / m: the return is the RTP whatever the player's strategy.
 */
export const CRASH_RTP = 0.97
/** The curve stops here: a round that reaches it pays the cap. */
export const CRASH_MAX_MULTIPLIER = 1000
/** Per second: 2x after about 10 s, 10x after 33 s, the cap after about 99 s. */
export const CRASH_GROWTH = 0.07
/** The lowest automatic cash-out a player may set. */
export const CRASH_MIN_AUTO_CASHOUT = 1.01

/** Two decimals, rounded down (a multiplier is never shown above what the curve reached). */
export function floorMultiplier(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100
}

/** The crash point of a round: RTP / U for U uniform in (0, 1], two decimals, at least 1.00, at most the cap. */
export function drawCrashPoint(rng: Rng, rtp = CRASH_RTP, max = CRASH_MAX_MULTIPLIER): number {
  const u = 1 - rng.next()
  return Math.min(max, Math.max(1, floorMultiplier(rtp / u)))
}

/** Milliseconds from the start until the curve reaches `multiplier`. */
export function msToReach(multiplier: number, growth = CRASH_GROWTH): number {
  return (Math.log(multiplier) / growth) * 1000
}

/** The curve's value `elapsedMs` after the start, two decimals. */
export function multiplierAt(elapsedMs: number, growth = CRASH_GROWTH): number {
  return floorMultiplier(Math.exp((growth * Math.max(0, elapsedMs)) / 1000))
}

/** What a cash-out at `multiplier` pays on `bet` centavos, or 0 when the curve crashed before it. */
export function crashWin(bet: number, multiplier: number, crashPoint: number): number {
  return multiplier <= crashPoint ? Math.floor(bet * multiplier + 1e-6) : 0
}

/** A valid automatic cash-out: at least 1.01, at most the cap, two decimals. */
export function isValidAutoCashout(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= CRASH_MIN_AUTO_CASHOUT &&
    value <= CRASH_MAX_MULTIPLIER &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  )
}
