import type { EndpointWireResponse } from '@/api/define.ts'
import { toCentavos, toDecimal } from '@/api/money.ts'
import type { missionsList } from '@/api/missions.ts'
import { onActivity, type BetActivity } from '../wallet/activity.ts'
import { db } from '../db/index.ts'
import type { MissionRecord, MissionUserRecord } from './tables.ts'
import { iso } from '../db/reference.ts'
import { creditBonus } from '../wallet/wallets.ts'
import { catalogue } from '../catalogue/catalogue.ts'
import { periodAt, sameDay, type MissionPeriodKind } from './periods.ts'

export type WireMission = EndpointWireResponse<typeof missionsList>['missions'][number]

/** The backend's refusals of POST missionsusers, in its words. */
export const MISSION_ACCEPTED = 'Missão aceita com sucesso.'
export const MISSION_UNKNOWN = { message: 'Missão não encontrada.' } as const
export const MISSION_ALREADY_ACCEPTED = { message: 'Você já aceitou esta missão.' } as const

/** The player's take on the mission in the period holding `nowMs`, if they accepted it. */
export function entryOf(userId: number, mission: MissionRecord, nowMs: number): MissionUserRecord | undefined {
  const { key } = periodAt(mission.period, nowMs)
  return db.missionUsers.findBy(
    (row) => row.user_id === userId && row.mission_id === mission.id && row.period_key === key,
  )
}

/** A mission as GET missions sends it, with the player's progress of the current period. */
export function toWireMission(mission: MissionRecord, userId: number, nowMs: number): WireMission {
  const entry = entryOf(userId, mission, nowMs)
  const { start, end } = periodAt(mission.period, nowMs)
  const rounds = entry?.rounds ?? 0
  return {
    id: mission.id,
    challenge_name: mission.challenge_name,
    challenge_description: mission.challenge_description,
    challenge_bonus: mission.challenge_bonus,
    challenge_currency: mission.challenge_currency,
    myRounds: rounds,
    myRoundsPercentage: Math.min(100, Math.floor((rounds * 100) / mission.challenge_total)),
    haveMission: entry !== undefined,
    completed: entry?.completed_at != null,
    collected: entry?.collected_at != null,
    challenge_rules: mission.challenge_rules,
    challenge_type: mission.challenge_type,
    challenge_start_date: iso(start),
    challenge_end_date: iso(end),
    challenge_total: mission.challenge_total,
    challenge_provider: mission.challenge_provider,
    challenge_gameid: mission.challenge_gameid,
  }
}

/** What Collect Rewards paid the player on the São Paulo day holding `nowMs`, in centavos (accumulated rewards). */
export function collectedToday(userId: number, nowMs: number): number {
  return db.missionUsers
    .where((row) => row.user_id === userId && row.collected_at !== null && sameDay(Date.parse(row.collected_at), nowMs))
    .reduce((sum, row) => sum + toCentavos(row.collected_amount ?? '0'), 0)
}

export function missionsOf(period: MissionPeriodKind): MissionRecord[] {
  return db.missions.where((mission) => mission.active && mission.period === period)
}

export type AcceptResult = { ok: true; entry: MissionUserRecord } | { ok: false; reason: 'unknown' | 'accepted' }

/** Accepting starts the mission for the current period, at 0 rounds. */
export function acceptMission(userId: number, missionId: number, nowMs: number): AcceptResult {
  const mission = db.missions.find(missionId)
  if (!mission?.active) return { ok: false, reason: 'unknown' }
  if (entryOf(userId, mission, nowMs)) return { ok: false, reason: 'accepted' }
  const entry = db.missionUsers.insert({
    mission_id: mission.id,
    user_id: userId,
    period_key: periodAt(mission.period, nowMs).key,
    rounds: 0,
    completed_at: null,
    collected_at: null,
    collected_amount: null,
    created_at: iso(nowMs),
  })
  return { ok: true, entry }
}

/** Whether a bet counts towards a mission: a round of its game or of its provider's games, or a sports bet. */
export function betMatches(mission: MissionRecord, bet: Pick<BetActivity, 'countsAsBet' | 'source'>): boolean {
  if (!bet.countsAsBet) return false
  const { source } = bet
  switch (mission.challenge_type) {
    case 'sports':
      return source.kind === 'sports'
    case 'game':
      return source.kind === 'casino' && mission.challenge_gameid === String(source.gameId)
    case 'provider':
      return source.kind === 'casino' && catalogue().game(source.gameId)?.provider.code === mission.challenge_provider
  }
}

/** Adds rounds to an entry; at `challenge_total` it completes (and counts no further). */
function addRounds(entry: MissionUserRecord, mission: MissionRecord, rounds: number, nowMs: number): void {
  const total = Math.min(mission.challenge_total, entry.rounds + rounds)
  db.missionUsers.update(entry.id, {
    rounds: total,
    completed_at: total >= mission.challenge_total ? iso(nowMs) : null,
  })
}

/** One bet: every accepted, still running mission of the current period it matches gets one round. */
export function recordBet(bet: BetActivity): void {
  if (!bet.countsAsBet) return
  for (const mission of db.missions.all()) {
    if (!mission.active || !betMatches(mission, bet)) continue
    const entry = entryOf(bet.userId, mission, bet.at)
    if (!entry || entry.completed_at !== null) continue
    addRounds(entry, mission, 1, bet.at)
  }
}

export interface CollectResult {
  /** Centavos paid now (0 when nothing was waiting). */
  amount: number
  count: number
}

/**
 * Collect Rewards: pays the bonus of every completed mission not paid yet (this period's or an earlier one's) into
 * the bonus balance, with the settings' rollover (creditBonus), and marks each paid so it never pays again.
 */
export function collectRewards(userId: number, nowMs: number): CollectResult {
  let amount = 0
  let count = 0
  for (const entry of db.missionUsers.where((row) => row.user_id === userId)) {
    if (entry.completed_at === null || entry.collected_at !== null) continue
    const mission = db.missions.find(entry.mission_id)
    const bonus = mission ? toCentavos(mission.challenge_bonus) : 0
    db.missionUsers.update(entry.id, { collected_at: iso(nowMs), collected_amount: toDecimal(bonus) })
    amount += bonus
    count++
  }
  if (amount > 0) creditBonus(userId, amount, 'mission')
  return { amount, count }
}

// --- demo panel ------------------------------------------------------------------------------------------

/** Completes a mission now for the player (accepting it first when needed). False for an unknown mission. */
export function completeMissionNow(userId: number, missionId: number, nowMs: number): boolean {
  const mission = db.missions.find(missionId)
  if (!mission) return false
  let row = entryOf(userId, mission, nowMs)
  if (!row) {
    const accepted = acceptMission(userId, missionId, nowMs)
    if (!accepted.ok) return false
    row = accepted.entry
  }
  if (row.completed_at === null) addRounds(row, mission, mission.challenge_total, nowMs)
  return true
}

/**
 * Starts the day over for the player: today's daily acceptances go (progress and what they paid today), so the daily
 * missions can be accepted, played and collected again. Returns how many went.
 */
export function resetMissionDay(userId: number, nowMs: number): number {
  const { key } = periodAt('daily', nowMs)
  const daily = new Set(missionsOf('daily').map((mission) => mission.id))
  return db.missionUsers.removeWhere(
    (row) => row.user_id === userId && row.period_key === key && daily.has(row.mission_id),
  )
}

let unsubscribe: (() => void) | undefined

/** Follows every bet (mocks/wallet/activity.ts) from the moment the missions' handlers load; once. */
export function followMissionProgress(): void {
  unsubscribe ??= onActivity((activity) => {
    if (activity.type === 'bet') recordBet(activity)
  })
}
