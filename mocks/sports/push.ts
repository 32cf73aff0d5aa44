import { ODDS_UPDATED_EVENT, SPORTS_CHANNEL } from '@/api/sports.ts'
import { db, type Db } from '../db/index.ts'
import { iso } from '../db/reference.ts'
import { broadcast, subscriberCount } from '../realtime.ts'
import { clock } from '../sim/clock.ts'
import { onTick } from '../sim/ticker.ts'
import { eventNow, eventUpdate, forcedStates, type WireEventUpdate } from './feed.ts'
import { fixturesBetween } from './fixtures.ts'
import { sportsPolicy } from './policy.ts'

/**
 * The odds feed on the public channel `sports.football` (event `odds.updated`): once per tick, one message with
 * every event whose odds, score, clock or status changed since the last message. Live prices move once per match
 * minute (and on goals and suspensions), so with 300 live matches a tick carries a handful of events, not 300.
 * Nothing is computed while nobody listens.
 */
const WATCH_BEFORE = 3_600_000
const WATCH_AFTER = 3 * 3_600_000

/** Event id -> the last update sent (its JSON). */
const sent = new Map<number, string>()

/** The events that changed since the last call (all watched ones on the first call). */
export function collectChanges(now: number, database: Db = db): WireEventUpdate[] {
  const forced = forcedStates(database)
  const changed: WireEventUpdate[] = []
  const seen = new Set<number>()
  for (const fixture of fixturesBetween(now - WATCH_AFTER, now + WATCH_BEFORE, sportsPolicy.get().load)) {
    seen.add(fixture.id)
    const update = eventUpdate(eventNow(fixture, now, forced.get(fixture.id)))
    const text = JSON.stringify(update)
    if (sent.get(fixture.id) === text) continue
    sent.set(fixture.id, text)
    changed.push(update)
  }
  for (const id of sent.keys()) if (!seen.has(id)) sent.delete(id)
  return changed
}

/** Forgets what was sent (a new listener gets everything on the next tick; tests start clean). */
export function resetOddsFeed(): void {
  sent.clear()
}

let listeners = 0

/** Broadcasts this tick's changes; returns how many events the message carried (0: no message). */
export function pushOddsChanges(now = clock.nowMs()): number {
  const count = subscriberCount(SPORTS_CHANNEL)
  // A new socket joined: it gets the whole picture first.
  if (count > listeners) resetOddsFeed()
  listeners = count
  if (count === 0) return 0
  const events = collectChanges(now)
  if (events.length === 0) return 0
  broadcast(SPORTS_CHANNEL, ODDS_UPDATED_EVENT, { at: iso(now), events })
  return events.length
}

onTick(() => {
  pushOddsChanges()
})
