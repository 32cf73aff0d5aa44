import { db } from '../db/index.ts'
import { iso } from '../db/reference.ts'
import type { SportsOverrideRecord } from './tables.ts'
import { clock } from '../sim/clock.ts'
import { runDue } from '../sim/jobs.ts'
import { settleEvent } from './bets.ts'
import { findEvent } from './feed.ts'
import type { Side } from './match.ts'

/**
 * What the demo panel forces on a match (stored in sportsOverrides and laid over the engine's story): a goal now,
 * an operator's suspension of a market, the final whistle now (which settles its bets at once).
 */
function overrideOf(eventId: number): SportsOverrideRecord {
  return (
    db.sportsOverrides.findBy((row) => row.event_id === eventId) ??
    db.sportsOverrides.insert({ event_id: eventId, goals: [], suspended_markets: [], ended_at: null })
  )
}

/** Scores a goal for one side now; false when the match is not under way. */
export function forceGoal(eventId: number, side: Side): boolean {
  const now = clock.nowMs()
  const event = findEvent(eventId, now, db)
  if (!event?.state.started || event.state.finished) return false
  const row = overrideOf(eventId)
  db.sportsOverrides.update(row.id, { goals: [...row.goals, { side, at: iso(now) }] })
  return true
}

/** Suspends a market (or lifts the suspension); returns whether it is suspended now. */
export function suspendMarket(eventId: number, marketIndex: number, suspended = true): boolean {
  const row = overrideOf(eventId)
  const others = row.suspended_markets.filter((index) => index !== marketIndex)
  db.sportsOverrides.update(row.id, { suspended_markets: suspended ? [...others, marketIndex] : others })
  return suspended
}

/** Ends a match now (one under way, or one not started: it ends 0-0) and settles its bets. Returns tickets closed. */
export function settleNow(eventId: number): number {
  const now = clock.nowMs()
  const before = findEvent(eventId, now, db)
  if (!before || before.state.finished) return before ? settleEvent(before, now) : 0
  const row = overrideOf(eventId)
  // A match not started yet is over at once, 0-0.
  db.sportsOverrides.update(row.id, { ended_at: iso(now) })
  const after = findEvent(eventId, now, db)
  return after ? settleEvent(after, now) : 0
}

/** Football on or off (the setting the app reads: off shows the maintenance image). */
export function setFootball(on: boolean): void {
  db.settings.update({ turn_on_football: on })
}

/** Moves the simulation clock (every match with it) and runs what fell due (settlements). */
export function advanceMatchTime(ms: number): void {
  clock.advance(ms)
  runDue()
  db.flush()
}
