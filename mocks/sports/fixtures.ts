import { SEED } from '../db/reference.ts'
import { hashText, mulberry32, type Random } from '@/shared/prng.ts'
import { LEAGUES, type LeagueDef } from './leagues.ts'

/**
 * The fixture list, as a pure function of time: the timeline is cut into 15-minute slots, and each slot's matches
 * come from a generator seeded by the slot's number. Nothing is stored, any window of days is cheap to list, the
 * same slot gives the same matches on every machine and reload, and there are matches live at any hour of the
 * simulation clock (fewer at night in São Paulo, more in the evening).
 */
export const SLOT_MS = 15 * 60_000
/** An event id is slot · SLOTS_IDS + its place in the slot. */
const SLOT_IDS = 64

/** normal: a few live matches at any hour; bench: about 300 live at once (the sports pages' performance bench). */
export type SportsLoad = 'normal' | 'bench'
const BENCH_EXTRA = 41

export interface Fixture {
  id: number
  league: LeagueDef
  home: string
  away: string
  /** Kick-off, ms since the epoch. */
  kickoff: number
  round: string
  /** A seed for everything drawn about this match (its goals, a suspension, its referee). */
  seed: number
}

const REFEREES = [
  'Anderson Daronco',
  'Raphael Claus',
  'Wilton Pereira Sampaio',
  'Ramon Abatti Abel',
  'Bruno Arleu de Araújo',
  'Savio Pereira Sampaio',
  'Anthony Taylor',
  'Michael Oliver',
  'José María Sánchez',
  'Facundo Tello',
]

export function refereeOf(fixture: Fixture): string {
  return REFEREES[fixture.seed % REFEREES.length] ?? 'Anderson Daronco'
}

const TOTAL_WEIGHT = LEAGUES.reduce((sum, league) => sum + league.weight, 0)

function pickLeague(random: Random): LeagueDef {
  let roll = random() * TOTAL_WEIGHT
  for (const league of LEAGUES) {
    roll -= league.weight
    if (roll < 0) return league
  }
  return LEAGUES[0] as LeagueDef
}

/** São Paulo is UTC-3 all year (no daylight saving since 2019). */
const SAO_PAULO_OFFSET_MS = -3 * 3_600_000

function saoPauloHour(ms: number): number {
  return new Date(ms + SAO_PAULO_OFFSET_MS).getUTCHours()
}

/** How many matches kick off in a slot: one at night, two or three in the evening. */
function matchesInSlot(random: Random, hour: number): number {
  if (hour < 10) return 1
  if (hour < 14) return random() < 0.5 ? 1 : 2
  return random() < 0.6 ? 2 : 3
}

const slots = new Map<string, Fixture[]>()

/** The matches kicking off in one slot (the same list, from a cache, on every call). */
export function fixturesInSlot(slot: number, load: SportsLoad = 'normal'): Fixture[] {
  const key = `${load}:${slot}`
  const hit = slots.get(key)
  if (hit) return hit
  const fixtures = drawSlot(slot, load)
  if (slots.size > 5_000) slots.clear()
  slots.set(key, fixtures)
  return fixtures
}

function drawSlot(slot: number, load: SportsLoad): Fixture[] {
  const random = mulberry32(hashText(`${SEED}:slot:${slot}`))
  const kickoff = slot * SLOT_MS
  const count = matchesInSlot(random, saoPauloHour(kickoff)) + (load === 'bench' ? BENCH_EXTRA : 0)
  const out: Fixture[] = []
  for (let n = 0; n < count; n++) {
    const league = pickLeague(random)
    const homeIndex = Math.floor(random() * league.teams.length)
    let awayIndex = Math.floor(random() * (league.teams.length - 1))
    if (awayIndex >= homeIndex) awayIndex++
    const seed = Math.floor(random() * 2 ** 32)
    out.push({
      id: slot * SLOT_IDS + n,
      league,
      home: league.teams[homeIndex] ?? '',
      away: league.teams[awayIndex] ?? '',
      // The whistle blows some seconds into the minute, a different second per match: the match clocks (and so the
      // live prices) turn over spread across the minute instead of all in the same second.
      kickoff: kickoff + (seed % 60) * 1_000,
      round: league.rounds(1 + (seed % 38)),
      seed,
    })
  }
  return out
}

/** Every match kicking off in [from, to), by kick-off then id. */
export function fixturesBetween(from: number, to: number, load: SportsLoad = 'normal'): Fixture[] {
  const out: Fixture[] = []
  for (let slot = Math.ceil(from / SLOT_MS); slot * SLOT_MS < to; slot++) out.push(...fixturesInSlot(slot, load))
  return out
}

export function fixtureById(id: number, load: SportsLoad = 'normal'): Fixture | undefined {
  if (!Number.isSafeInteger(id) || id < 0) return undefined
  const slot = Math.floor(id / SLOT_IDS)
  // A bench match stays findable after the load goes back to normal: bets on it must still settle.
  return (
    fixturesInSlot(slot, load).find((fixture) => fixture.id === id) ??
    fixturesInSlot(slot, 'bench').find((f) => f.id === id)
  )
}

export { SAO_PAULO_OFFSET_MS }
