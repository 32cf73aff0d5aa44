import { hashText, mulberry32 } from '@/shared/prng.ts'
import type { Fixture } from './fixtures.ts'
import { ratingOf } from './leagues.ts'
import { expectedGoals, priceMarkets, type PricedMarket, type Score } from './pricing.ts'

/**
 * The match engine. A match's whole story (stoppage time, goal minutes, a suspension) is drawn once from its seed,
 * so its state at any instant is computed from the simulation clock without storing anything: cheap for hundreds of
 * matches. Only what the demo panel forces (a goal, a suspended market, the end of the match) is stored (the
 * sportsOverrides table) and laid over the drawn story here.
 */
const MINUTE = 60_000
const HALF_TIME_MS = 15 * MINUTE
const BREAK_MS = 5 * MINUTE
const EXTRA_TIME_MS = 31 * MINUTE
const PENALTIES_MS = 8 * MINUTE
const SUSPENSION_MS = 10 * MINUTE
/** Markets close for this long (simulation time) after a goal, while the price settles. */
export const GOAL_SUSPENSION_MS = 60_000

export type Side = 'home' | 'away'

/** What the demo panel forced on one match (times in ms of the simulation clock). */
export interface ForcedState {
  goals: ReadonlyArray<{ side: Side; at: number }>
  suspendedMarkets: readonly number[]
  endedAt: number | null
}

export const NOTHING_FORCED: ForcedState = { goals: [], suspendedMarkets: [], endedAt: null }

interface PlannedGoal {
  side: Side
  /** Match minute, 1-90 (91-120 in extra time). */
  minute: number
  /** Where in that minute. */
  fraction: number
}

export interface Plan {
  stoppage1: number
  stoppage2: number
  goals: PlannedGoal[]
  /** A second-half stoppage (weather, a floodlight), which may end the match for good. */
  suspension: { minute: number; abandoned: boolean } | null
  penaltiesHomeWin: boolean
  /** Some matches never get odds ('Waiting for the odds'). */
  noOdds: boolean
}

function poissonDraw(random: () => number, lambda: number): number {
  const limit = Math.exp(-lambda)
  let k = 0
  let p = random()
  while (p > limit && k < 15) {
    k++
    p *= random()
  }
  return k
}

const cache = new Map<number, Plan>()

export function planOf(fixture: Fixture): Plan {
  const hit = cache.get(fixture.id)
  if (hit) return hit
  const random = mulberry32(fixture.seed)
  const rate = expectedGoals(ratingOf(fixture.home), ratingOf(fixture.away))
  const goals: PlannedGoal[] = []
  const draw = (side: Side, lambda: number, from: number, to: number) => {
    for (let n = poissonDraw(random, lambda); n > 0; n--)
      goals.push({ side, minute: from + Math.floor(random() * (to - from + 1)), fraction: random() })
  }
  draw('home', rate.home, 1, 90)
  draw('away', rate.away, 1, 90)
  draw('home', rate.home / 3, 91, 120)
  draw('away', rate.away / 3, 91, 120)
  goals.sort((a, b) => a.minute - b.minute || a.fraction - b.fraction)
  const roll = random()
  const plan: Plan = {
    stoppage1: 1 + Math.floor(random() * 3),
    stoppage2: 2 + Math.floor(random() * 5),
    goals,
    suspension: roll < 0.03 ? { minute: 50 + Math.floor(random() * 35), abandoned: roll < 0.01 } : null,
    penaltiesHomeWin: random() < 0.5,
    noOdds: random() < 0.05,
  }
  if (cache.size > 20_000) cache.clear()
  cache.set(fixture.id, plan)
  return plan
}

interface Phase {
  short: string
  long: string
  /** Offsets from kick-off. */
  start: number
  end: number
  /** The match minutes it plays (equal for a pause: the clock stands). */
  fromMinute: number
  toMinute: number
  play: boolean
}

function playPhase(
  short: string,
  long: string,
  start: number,
  fromMinute: number,
  toMinute: number,
  extra: number,
): Phase {
  return {
    short,
    long,
    start,
    end: start + (toMinute - fromMinute + 1 + extra) * MINUTE,
    fromMinute,
    toMinute,
    play: true,
  }
}

function pause(short: string, long: string, start: number, length: number, minute: number): Phase {
  return { short, long, start, end: start + length, fromMinute: minute, toMinute: minute, play: false }
}

/** Where a match minute falls (ms after kick-off), or null when that minute is never played. */
function offsetOfMinute(phases: readonly Phase[], minute: number, fraction: number): number | null {
  for (const phase of phases) {
    if (!phase.play || minute < phase.fromMinute || minute > phase.toMinute) continue
    return phase.start + (minute - phase.fromMinute + fraction) * MINUTE
  }
  return null
}

export interface Timeline {
  phases: Phase[]
  /** Every goal with its offset, drawn and forced, in time order. */
  goals: Array<{ side: Side; offset: number }>
  /** Offset of the end of regulation time (the 90 minutes and stoppage). */
  regulationEnd: number
  halfTimeEnd: number
  /** Offset of the final whistle. */
  end: number
  endShort: 'FT' | 'AET' | 'PEN' | 'ABD'
}

function scoreUntil(goals: Timeline['goals'], offset: number): Score {
  const score = { home: 0, away: 0 }
  for (const goal of goals) if (goal.offset <= offset) score[goal.side]++
  return score
}

/** Timelines of matches nothing was forced on (most of them), by id: the odds feed asks every second. */
const timelines = new Map<number, Timeline>()

export function timelineOf(fixture: Fixture, forced: ForcedState = NOTHING_FORCED): Timeline {
  const plain = forced.goals.length === 0 && forced.endedAt === null
  const hit = plain ? timelines.get(fixture.id) : undefined
  if (hit) return hit
  const timeline = buildTimeline(fixture, forced)
  if (plain) {
    if (timelines.size > 20_000) timelines.clear()
    timelines.set(fixture.id, timeline)
  }
  return timeline
}

function buildTimeline(fixture: Fixture, forced: ForcedState): Timeline {
  const plan = planOf(fixture)
  const phases: Phase[] = []
  const first = playPhase('1H', 'First Half', 0, 1, 45, plan.stoppage1)
  const half = pause('HT', 'Halftime', first.end, HALF_TIME_MS, 45)
  phases.push(first, half)
  let cursor = half.end
  let abandoned = false
  if (plan.suspension) {
    const { minute } = plan.suspension
    const before = playPhase('2H', 'Second Half', cursor, 46, minute, 0)
    const stop = pause('SUSP', 'Match Suspended', before.end, SUSPENSION_MS, minute)
    phases.push(before, stop)
    cursor = stop.end
    abandoned = plan.suspension.abandoned
    if (!abandoned) {
      const after = playPhase('2H', 'Second Half', cursor, minute + 1, 90, plan.stoppage2)
      phases.push(after)
      cursor = after.end
    }
  } else {
    const second = playPhase('2H', 'Second Half', cursor, 46, 90, plan.stoppage2)
    phases.push(second)
    cursor = second.end
  }
  const regulationEnd = cursor
  const forcedGoals = forced.goals.map((goal) => ({ side: goal.side, offset: goal.at - fixture.kickoff }))
  const drawn = (upTo: number) =>
    plan.goals
      .filter((goal) => goal.minute <= upTo)
      .map((goal) => ({ side: goal.side, offset: offsetOfMinute(phases, goal.minute, goal.fraction) }))
      .filter((goal): goal is { side: Side; offset: number } => goal.offset !== null)
  let goals = [...drawn(90), ...forcedGoals].sort((a, b) => a.offset - b.offset)
  let endShort: Timeline['endShort'] = abandoned ? 'ABD' : 'FT'
  const regulation = scoreUntil(goals, regulationEnd)
  if (!abandoned && fixture.league.knockout && regulation.home === regulation.away) {
    const breakTime = pause('BT', 'Break Time', cursor, BREAK_MS, 90)
    const extra = playPhase('ET', 'Extra Time', breakTime.end, 91, 120, EXTRA_TIME_MS / MINUTE - 30)
    phases.push(breakTime, extra)
    cursor = extra.end
    goals = [...drawn(120), ...forcedGoals].sort((a, b) => a.offset - b.offset)
    endShort = 'AET'
    const afterExtra = scoreUntil(goals, cursor)
    if (afterExtra.home === afterExtra.away) {
      const penalties = pause('P', 'Penalty In Progress', cursor, PENALTIES_MS, 120)
      phases.push(penalties)
      cursor = penalties.end
      endShort = 'PEN'
    }
  }
  let end = cursor
  if (forced.endedAt !== null) {
    const endedAt = forced.endedAt - fixture.kickoff
    if (endedAt < end) {
      end = Math.max(0, endedAt)
      endShort = 'FT'
    }
  }
  return {
    phases,
    goals: goals.filter((goal) => goal.offset <= end),
    regulationEnd: Math.min(regulationEnd, end),
    halfTimeEnd: Math.min(first.end, end),
    end,
    endShort,
  }
}

export interface MatchState {
  status_short: string
  status_long: string
  /** The match clock; null before kick-off. */
  elapsed: number | null
  started: boolean
  finished: boolean
  /** Abandoned: its selections are void. */
  void: boolean
  /** All goals, extra time included. */
  goals: Score
  /** Goals in regulation time so far: what every market but the half-time one settles on. */
  regulation: Score
  halfTime: Score
  /** Minutes of regulation played (0-90) and of the first half (0-45), whole minutes: prices move once a minute. */
  played: number
  firstHalfPlayed: number
  /** When the last goal went in (ms), for the suspension around goals. */
  lastGoalAt: number | null
  /** Final whistle (ms of the simulation clock). */
  endAt: number
  kickoff: number
}

const END_LONG: Record<Timeline['endShort'], string> = {
  FT: 'Match Finished',
  AET: 'Match Finished',
  PEN: 'Match Finished',
  ABD: 'Match Abandoned',
}

export function matchState(fixture: Fixture, now: number, forced: ForcedState = NOTHING_FORCED): MatchState {
  const timeline = timelineOf(fixture, forced)
  const offset = now - fixture.kickoff
  // The demo panel may end a match that has not kicked off yet: it is over (0-0) from then on.
  const over = offset >= timeline.end || (forced.endedAt !== null && now >= forced.endedAt)
  const base = { kickoff: fixture.kickoff, endAt: Math.min(fixture.kickoff + timeline.end, forced.endedAt ?? Infinity) }
  if (offset < 0 && !over) {
    const zero = { home: 0, away: 0 }
    return {
      ...base,
      status_short: 'NS',
      status_long: 'Not Started',
      elapsed: null,
      started: false,
      finished: false,
      void: false,
      goals: zero,
      regulation: zero,
      halfTime: zero,
      played: 0,
      firstHalfPlayed: 0,
      lastGoalAt: null,
    }
  }
  const at = over ? timeline.end : offset
  const goals = scoreUntil(timeline.goals, at)
  const regulation = scoreUntil(timeline.goals, Math.min(at, timeline.regulationEnd))
  const halfTime = scoreUntil(timeline.goals, Math.min(at, timeline.halfTimeEnd))
  const last = timeline.goals.filter((goal) => goal.offset <= at).at(-1)
  const lastGoalAt = last ? fixture.kickoff + last.offset : null
  if (over) {
    return {
      ...base,
      status_short: timeline.endShort,
      status_long: END_LONG[timeline.endShort],
      elapsed: timeline.endShort === 'FT' || timeline.endShort === 'ABD' ? Math.min(90, minuteAt(timeline, at)) : 120,
      started: true,
      finished: true,
      void: timeline.endShort === 'ABD',
      goals,
      regulation,
      halfTime,
      played: 90,
      firstHalfPlayed: 45,
      lastGoalAt,
    }
  }
  const phase = timeline.phases.find((candidate) => at >= candidate.start && at < candidate.end) ?? timeline.phases[0]
  const elapsed = minuteAt(timeline, at)
  const inRegulation = at < timeline.regulationEnd
  return {
    ...base,
    status_short: phase?.short ?? '1H',
    status_long: phase?.long ?? 'First Half',
    elapsed,
    started: true,
    finished: false,
    void: false,
    goals,
    regulation,
    halfTime,
    played: inRegulation ? Math.min(90, playedMinutes(timeline, at)) : 90,
    firstHalfPlayed: at < timeline.halfTimeEnd ? Math.min(45, Math.floor(at / MINUTE)) : 45,
    lastGoalAt,
  }
}

function minuteAt(timeline: Timeline, at: number): number {
  let minute = 0
  for (const phase of timeline.phases) {
    if (at < phase.start) break
    minute = phase.play
      ? Math.min(phase.toMinute, phase.fromMinute + Math.floor((at - phase.start) / MINUTE))
      : phase.toMinute
  }
  return minute
}

/** Whole minutes of regulation played (the clock's minute minus the one under way). */
function playedMinutes(timeline: Timeline, at: number): number {
  let played = 0
  for (const phase of timeline.phases) {
    if (at < phase.start) break
    played = phase.play
      ? Math.min(phase.toMinute, phase.fromMinute - 1 + Math.floor((at - phase.start) / MINUTE))
      : phase.toMinute
  }
  return played
}

/** The hour of the pre-match drift, shifted per match so that not every price moves at the same instant. */
function driftHour(fixture: Fixture, now: number): number {
  return Math.floor((Math.min(now, fixture.kickoff) + (fixture.seed % 3_600) * 1_000) / 3_600_000)
}

/**
 * A small drift of the pre-match price: the market's view of the two sides moves a little every hour before
 * kick-off (frozen at kick-off, after which the clock and the score move the price).
 */
function driftAt(fixture: Fixture, now: number): number {
  const hour = driftHour(fixture, now)
  const random = mulberry32(hashText(`${fixture.seed}:${hour}`))
  return (random() - 0.5) * 0.1
}

export interface PricedEvent {
  /** What the prices depend on: equal keys, equal prices (the odds feed compares them instead of the prices). */
  key: string
  markets: PricedMarket[]
  /** Market index -> whether it is closed now (goal, suspension, decided, priced out of range, over, operator). */
  suspended: boolean[]
}

/** The last prices computed per match: a live price changes once a minute, the feed asks every second. */
const prices = new Map<number, { key: string; markets: PricedMarket[] }>()

/** The current prices of a match, or null when it has none ('Waiting for the odds'). */
export function priceEvent(
  fixture: Fixture,
  state: MatchState,
  now: number,
  forced: ForcedState = NOTHING_FORCED,
): PricedEvent | null {
  const plan = planOf(fixture)
  if (plan.noOdds) return null
  const hour = driftHour(fixture, now)
  const { regulation, halfTime } = state
  const priceKey = `${hour}|${state.played}|${state.firstHalfPlayed}|${regulation.home}-${regulation.away}|${halfTime.home}-${halfTime.away}`
  let markets = prices.get(fixture.id)?.key === priceKey ? prices.get(fixture.id)?.markets : undefined
  if (!markets) {
    const drift = driftAt(fixture, now)
    const rate = expectedGoals(ratingOf(fixture.home) + drift, ratingOf(fixture.away) - drift)
    const left = (minutes: number) => ({ home: (rate.home * minutes) / 90, away: (rate.away * minutes) / 90 })
    markets = priceMarkets({
      ft: { goals: regulation, remaining: left(90 - state.played) },
      ht: { goals: halfTime, remaining: left(45 - state.firstHalfPlayed) },
    })
    if (prices.size > 20_000) prices.clear()
    prices.set(fixture.id, { key: priceKey, markets })
  }
  const closed =
    state.finished ||
    state.played >= 90 ||
    state.status_short === 'SUSP' ||
    (state.lastGoalAt !== null && now - state.lastGoalAt < GOAL_SUSPENSION_MS)
  const suspended = markets.map(
    (market, index) => closed || market.decided || market.closedByPrice || forced.suspendedMarkets.includes(index),
  )
  return { key: `${priceKey}|${suspended.map(Number).join('')}`, markets, suspended }
}

