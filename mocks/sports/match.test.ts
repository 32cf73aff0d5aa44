// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { REFERENCE_DATE } from '../db/reference.ts'
import { fixtureById, fixturesBetween, fixturesInSlot, SLOT_MS, type Fixture } from './fixtures.ts'
import { GOAL_SUSPENSION_MS, matchState, NOTHING_FORCED, planOf, priceEvent, timelineOf } from './match.ts'
import { MARKETS, selectionWins } from './pricing.ts'

const MINUTE = 60_000
const start = REFERENCE_DATE.getTime()
const DAY = 86_400_000

/** The order statuses may come in (part of the spec's list, plus the ends). */
const ORDER = ['NS', '1H', 'HT', '2H', 'SUSP', 'BT', 'ET', 'P', 'FT', 'AET', 'PEN', 'ABD']

describe('the fixture list', () => {
  it('is the same for the same slot, on every call', () => {
    expect(fixturesInSlot(1_900_000)).toEqual(fixturesInSlot(1_900_000))
    const [first] = fixturesInSlot(1_900_000)
    expect(fixtureById(first?.id ?? -1)).toEqual(first)
    expect(first?.home).not.toBe(first?.away)
  })

  it('fills the coming 14 days, with matches live at every hour of the day', () => {
    const fortnight = fixturesBetween(start, start + 14 * DAY)
    expect(fortnight.length).toBeGreaterThan(1500)
    const leagues = new Set(fortnight.map((fixture) => fixture.league.name))
    expect(leagues).toContain('Brasileirão Série A')
    expect(leagues).toContain('Premier League')
    for (let hour = 0; hour < 24; hour++) {
      const now = start + hour * 3_600_000
      const live = fixturesBetween(now - 3 * 3_600_000, now + 1).filter((fixture) => {
        const state = matchState(fixture, now)
        return state.started && !state.finished
      })
      expect(live.length, `live at ${hour}h`).toBeGreaterThanOrEqual(3)
    }
  })

  it('plays about 300 matches at once under the bench load', () => {
    const now = start + 20 * 3_600_000
    const live = fixturesBetween(now - 3 * 3_600_000, now + 1, 'bench').filter((fixture) => {
      const state = matchState(fixture, now)
      return state.started && !state.finished
    })
    expect(live.length).toBeGreaterThan(280)
  })
})

describe('the match engine', () => {
  const sample = fixturesBetween(start, start + 2 * DAY)

  it('goes through the statuses in order, the clock and the score never going back, and ends finished', () => {
    for (const fixture of sample.slice(0, 150)) {
      const end = timelineOf(fixture).end
      let rank = 0
      let elapsed = 0
      let goals = 0
      for (let t = fixture.kickoff - MINUTE; t <= fixture.kickoff + end + MINUTE; t += MINUTE) {
        const state = matchState(fixture, t)
        const nextRank = ORDER.indexOf(state.status_short)
        // A suspension sits inside the second half: 2H may come back after SUSP.
        if (!(state.status_short === '2H' && ORDER[rank] === 'SUSP')) expect(nextRank).toBeGreaterThanOrEqual(rank)
        rank = nextRank
        expect(state.elapsed ?? 0).toBeGreaterThanOrEqual(elapsed)
        elapsed = state.elapsed ?? 0
        expect(state.goals.home + state.goals.away).toBeGreaterThanOrEqual(goals)
        goals = state.goals.home + state.goals.away
      }
      const final = matchState(fixture, fixture.kickoff + end)
      expect(final.finished).toBe(true)
      expect(['FT', 'AET', 'PEN', 'ABD']).toContain(final.status_short)
    }
  })

  it('takes a knockout draw to extra time and penalties, and a league draw straight to full time', () => {
    const draws = sample.filter((fixture) => {
      const final = matchState(fixture, fixture.kickoff + timelineOf(fixture).end)
      return final.regulation.home === final.regulation.away && !final.void
    })
    const knockout = draws.find((fixture) => fixture.league.knockout)
    const league = draws.find((fixture) => !fixture.league.knockout)
    if (!knockout || !league) throw new Error('no draws in the sample')
    expect(['AET', 'PEN']).toContain(matchState(knockout, knockout.kickoff + timelineOf(knockout).end).status_short)
    expect(matchState(league, league.kickoff + timelineOf(league).end).status_short).toBe('FT')
  })

  it('lays forced goals over the story, suspends the markets for a minute after a goal, and ends when told', () => {
    const fixture = sample.find((f) => !planOf(f).noOdds && !planOf(f).suspension) as Fixture
    const at = fixture.kickoff + 30 * MINUTE
    const before = matchState(fixture, at)
    const forced = { ...NOTHING_FORCED, goals: [{ side: 'home' as const, at }] }
    const after = matchState(fixture, at, forced)
    expect(after.goals.home).toBe(before.goals.home + 1)
    expect(priceEvent(fixture, after, at, forced)?.suspended.every(Boolean)).toBe(true)
    const later = at + GOAL_SUSPENSION_MS
    const open = priceEvent(fixture, matchState(fixture, later, forced), later, forced)
    expect(open?.suspended[0]).toBe(false)
    const operator = { ...forced, suspendedMarkets: [0] }
    expect(priceEvent(fixture, matchState(fixture, later, operator), later, operator)?.suspended.slice(0, 2)).toEqual([
      true,
      false,
    ])
    const ended = { ...forced, endedAt: later }
    expect(matchState(fixture, later, ended)).toMatchObject({ finished: true, status_short: 'FT' })
  })

  it('settlement pays what the odds promise on average (the margin is the house’s only edge)', () => {
    // Bet one unit on each 1X2 value of many matches at the pre-match odds: the winning value's odd comes back.
    const fixtures = fixturesBetween(start, start + 20 * DAY).filter((f) => !planOf(f).noOdds)
    let returned = 0
    let bets = 0
    for (const fixture of fixtures) {
      const before = fixture.kickoff - MINUTE
      const prices = priceEvent(fixture, matchState(fixture, before), before)
      const final = matchState(fixture, fixture.kickoff + timelineOf(fixture).end)
      if (!prices || final.void) continue
      prices.markets[0]?.values.forEach((value, index) => {
        bets++
        if (selectionWins(0, index, final.regulation, final.halfTime)) returned += value.odd
      })
    }
    const margin = MARKETS[0]?.margin ?? 0
    expect(fixtures.length).toBeGreaterThan(2000)
    expect(returned / bets).toBeGreaterThan(1 / (1 + margin) - 0.06)
    expect(returned / bets).toBeLessThan(1 / (1 + margin) + 0.06)
  })
})

it('slots are 15 minutes', () => {
  expect(SLOT_MS).toBe(15 * MINUTE)
})
