import type * as v from 'valibot'
import type { EventUpdateSchema, FootballEventSchema, LeagueSchema } from '@/api/sports.ts'
import { teamSlug } from '@/api/sports.ts'
import { normalizeText } from '../catalogue/names.ts'
import type { Db } from '../db/index.ts'
import { iso } from '../db/reference.ts'
import { fixtureById, fixturesBetween, SAO_PAULO_OFFSET_MS, refereeOf, type Fixture } from './fixtures.ts'
import { LEAGUES } from './leagues.ts'
import { matchState, NOTHING_FORCED, priceEvent, type ForcedState, type MatchState, type PricedEvent } from './match.ts'
import { sportsPolicy } from './policy.ts'

/**
 * The sportsbook as the API shows it: fixtures (fixtures.ts) played by the engine (match.ts) and priced
 * (pricing.ts) at the simulation clock's now, with what the demo panel forced laid over them.
 */
export type WireEvent = v.InferInput<typeof FootballEventSchema>
export type WireEventUpdate = v.InferInput<typeof EventUpdateSchema>
export type WireLeague = v.InferInput<typeof LeagueSchema>

const DAY = 86_400_000
/** How far ahead the fixture list reaches, and how far back an event page or a bet still finds its match. */
export const DAYS_AHEAD = 14
export const DAYS_BACK = 7
/** A match runs at most about three hours (extra time, penalties, a suspension). */
const LONGEST_MATCH = 3 * 3_600_000

export function leaguesWire(): WireLeague[] {
  return LEAGUES.map((league) => ({
    id: league.id,
    name: league.name,
    country: league.country,
    logo: `/storage/football/leagues/${teamSlug(`${league.country} ${league.name}`)}.png`,
  }))
}

/** The demo panel's forced state, per event id. */
export function forcedStates(db: Db): Map<number, ForcedState> {
  const out = new Map<number, ForcedState>()
  for (const row of db.sportsOverrides.all()) {
    out.set(row.event_id, {
      goals: row.goals.map((goal) => ({ side: goal.side, at: Date.parse(goal.at) })),
      suspendedMarkets: row.suspended_markets,
      endedAt: row.ended_at ? Date.parse(row.ended_at) : null,
    })
  }
  return out
}

export interface EventNow {
  fixture: Fixture
  state: MatchState
  prices: PricedEvent | null
  forced: ForcedState
}

export function eventNow(fixture: Fixture, now: number, forced: ForcedState = NOTHING_FORCED): EventNow {
  const state = matchState(fixture, now, forced)
  return { fixture, state, prices: priceEvent(fixture, state, now, forced), forced }
}

export function findEvent(id: number, now: number, db: Db): EventNow | undefined {
  const fixture = fixtureById(id, sportsPolicy.get().load)
  if (!fixture || fixture.kickoff > now + DAYS_AHEAD * DAY || fixture.kickoff < now - DAYS_BACK * DAY) return undefined
  return eventNow(fixture, now, forcedStates(db).get(id))
}

function liveFields(event: EventNow): Omit<WireEventUpdate, 'id'> {
  const { state, prices } = event
  const winner = prices?.markets[0]
  return {
    goals_home: state.started ? state.goals.home : null,
    goals_away: state.started ? state.goals.away : null,
    status_long: state.status_long,
    status_short: state.status_short,
    elapsed: state.elapsed,
    finished: state.finished,
    odds_home: winner?.values[0]?.odd ?? null,
    odds_draw: winner?.values[1]?.odd ?? null,
    odds_away: winner?.values[2]?.odd ?? null,
    bets: prices
      ? prices.markets.map((market, index) => ({
          id: index + 1,
          name: market.name,
          suspended: prices.suspended[index] ?? false,
          values: market.values.map((value) => ({ value: value.value, odd: value.odd, suspended: value.suspended })),
        }))
      : [],
  }
}

export function eventUpdate(event: EventNow): WireEventUpdate {
  return { id: event.fixture.id, ...liveFields(event) }
}

export function eventWire(event: EventNow): WireEvent {
  const { fixture } = event
  return {
    id: fixture.id,
    fixture_id: fixture.id,
    referee: refereeOf(fixture),
    date: iso(fixture.kickoff),
    league_name: fixture.league.name,
    league_country: fixture.league.country,
    league_season: fixture.league.season,
    league_round: fixture.round,
    team_home_name: fixture.home,
    team_away_name: fixture.away,
    ...liveFields(event),
  }
}

function fixturesAround(now: number, fromMs: number, toMs: number): Fixture[] {
  return fixturesBetween(
    Math.max(fromMs, now - DAYS_BACK * DAY),
    Math.min(toMs, now + DAYS_AHEAD * DAY),
    sportsPolicy.get().load,
  )
}

/** Matches under way now (kicked off, not finished), by kick-off. */
export function liveEvents(now: number, db: Db): EventNow[] {
  const forced = forcedStates(db)
  return fixturesAround(now, now - LONGEST_MATCH, now + 1)
    .filter((fixture) => fixture.kickoff <= now)
    .map((fixture) => eventNow(fixture, now, forced.get(fixture.id)))
    .filter((event) => event.state.started && !event.state.finished)
}

export interface ListFilter {
  /** A league name. */
  category?: string
  /** A São Paulo day, YYYY-MM-DD. */
  date?: string
  search?: string
}

/** The 'Main Games' list: matches not started yet in the coming 14 days (a day or a search narrows it). */
export const MAIN_LIMIT = 60
/** 'Next Events': kicking off within the next three hours. */
export const NEXT_LIMIT = 12
export const NEXT_WINDOW = 3 * 3_600_000

function matchesFilter(fixture: Fixture, filter: ListFilter): boolean {
  if (filter.category && fixture.league.name !== filter.category) return false
  if (filter.search) {
    const term = normalizeText(filter.search.trim())
    const haystack = normalizeText(`${fixture.home} ${fixture.away} ${fixture.league.name}`)
    if (!haystack.includes(term)) return false
  }
  return true
}

/** [start, end) of a São Paulo calendar day. */
export function saoPauloDay(date: string): [number, number] {
  const start = Date.parse(`${date}T00:00:00Z`) - SAO_PAULO_OFFSET_MS
  return [start, start + DAY]
}

export function mainEvents(now: number, db: Db, filter: ListFilter = {}): EventNow[] {
  const forced = forcedStates(db)
  if (filter.date) {
    const [start, end] = saoPauloDay(filter.date)
    return fixturesAround(now, start, end)
      .filter((fixture) => matchesFilter(fixture, filter))
      .map((fixture) => eventNow(fixture, now, forced.get(fixture.id)))
  }
  const out: EventNow[] = []
  const from = filter.search ? now - LONGEST_MATCH : now
  for (const fixture of fixturesAround(now, from, now + DAYS_AHEAD * DAY)) {
    if (!matchesFilter(fixture, filter)) continue
    const event = eventNow(fixture, now, forced.get(fixture.id))
    // A search also finds the matches under way; the main list only those not started.
    if (event.state.finished || (!filter.search && event.state.started)) continue
    out.push(event)
    if (out.length >= MAIN_LIMIT) break
  }
  return out
}

export function nextEvents(now: number, db: Db, filter: ListFilter = {}): EventNow[] {
  const forced = forcedStates(db)
  return fixturesAround(now, now + 1, now + NEXT_WINDOW)
    .filter((fixture) => matchesFilter(fixture, filter))
    .slice(0, NEXT_LIMIT)
    .map((fixture) => eventNow(fixture, now, forced.get(fixture.id)))
}
