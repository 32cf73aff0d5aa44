// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { callApi } from '@/api/client.ts'
import { missionsAccept, missionsCollect, missionsList, type MissionPeriod } from '@/api/missions.ts'
import { profileWallet } from '@/api/wallet.ts'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { walletOf } from '../wallet/wallets.ts'
import { catalogue } from '../catalogue/catalogue.ts'
import { debit } from '../provider/settlement.ts'
import { clock } from '../sim/clock.ts'
import { completeMissionNow, resetMissionDay } from './missions.ts'
import { failure, signIn } from '../handlers/test-support.ts'

beforeEach(() => resetMockState())

const list = async (period: MissionPeriod = 'daily') => callApi(missionsList, { query: { period } })
const mission = async (name: string, period: MissionPeriod = 'daily') => {
  const found = (await list(period)).missions.find((m) => m.challenge_name === name)
  if (!found) throw new Error(`no mission ${name}`)
  return found
}
const accept = (id: number) => callApi(missionsAccept, { body: { mission_id: id } })
const collect = (idempotencyKey: string = crypto.randomUUID()) => callApi(missionsCollect, {}, { idempotencyKey })
const gameId = (name: string) => catalogue().games.find((g) => g.game_name === name)?.id ?? -1

let round = 0
/** A real stake through the wallet debit the demo games use, which reports the bet to the activity listeners. */
function playRound(game: string, userId = 1, countsAsBet = true) {
  debit(walletOf(userId).id, 100, countsAsBet, { kind: 'casino', gameId: gameId(game), roundId: ++round })
}
function placeSportsBet(userId = 1) {
  debit(walletOf(userId).id, 500, true, { kind: 'sports', ticketKind: 'single' })
}

describe('GET missions', () => {
  it('lists six daily and four weekly missions, in Portuguese, none accepted', async () => {
    signIn()
    const daily = await list('daily')
    const weekly = await list('week')
    expect(daily.missions).toHaveLength(6)
    expect(weekly.missions).toHaveLength(4)
    expect(daily.accumulated_rewards).toBe(0)
    const fruits = daily.missions[0]
    expect(fruits).toMatchObject({
      challenge_name: 'Giro de Frutas',
      challenge_bonus: 500,
      challenge_total: 3,
      challenge_gameid: String(gameId('Fruit Party')),
      myRounds: 0,
      myRoundsPercentage: 0,
      haveMission: false,
      completed: false,
      collected: false,
      // The São Paulo day of the reference date (Sunday 1 November 2026).
      challenge_start_date: '2026-11-01T03:00:00.000Z',
      challenge_end_date: '2026-11-02T03:00:00.000Z',
    })
    expect(weekly.missions[0]?.challenge_start_date).toBe('2026-10-26T03:00:00.000Z')
    expect(daily.missions.some((m) => (m.challenge_description ?? '').length > 120)).toBe(true)
    expect(daily.missions.some((m) => /<strong>/.test(m.challenge_description ?? ''))).toBe(true)
  })

  it('answers 401 to a visitor', async () => {
    expect(await failure(list())).toMatchObject({ status: 401 })
  })
})

describe('POST missionsusers', () => {
  it('accepts a mission: it is Active from then on, for this player only', async () => {
    signIn()
    const fruits = await mission('Giro de Frutas')
    await expect(accept(fruits.id)).resolves.toEqual({ status: true, message: 'Missão aceita com sucesso.' })
    expect(await mission('Giro de Frutas')).toMatchObject({ haveMission: true, myRounds: 0 })
    signIn(2)
    expect(await mission('Giro de Frutas')).toMatchObject({ haveMission: false })
  })

  it('refuses an unknown mission (404) and one already accepted this period (400)', async () => {
    signIn()
    expect(await failure(accept(999))).toMatchObject({ status: 404, messages: ['Missão não encontrada.'] })
    const fruits = await mission('Giro de Frutas')
    await accept(fruits.id)
    expect(await failure(accept(fruits.id))).toMatchObject({ status: 400, messages: ['Você já aceitou esta missão.'] })
    expect(db.missionUsers.count()).toBe(1)
  })

  it('a daily mission starts over at midnight in São Paulo, a weekly one on Monday', async () => {
    signIn()
    const fruits = await mission('Giro de Frutas')
    const week = await mission('Semana das Frutas', 'week')
    await accept(fruits.id)
    await accept(week.id)
    playRound('Fruit Party')
    // Sunday 23:59 in São Paulo: still the same day and week.
    clock.set(new Date('2026-11-01T23:59:00-03:00'))
    signIn()
    expect(await mission('Giro de Frutas')).toMatchObject({ haveMission: true, myRounds: 1 })
    clock.set(new Date('2026-11-02T00:00:00-03:00'))
    signIn()
    expect(await mission('Giro de Frutas')).toMatchObject({ haveMission: false, myRounds: 0 })
    expect(await mission('Semana das Frutas', 'week')).toMatchObject({ haveMission: false, myRounds: 0 })
    await expect(accept(fruits.id)).resolves.toMatchObject({ status: true })
  })
})

describe('mission progress', () => {
  it('each round of the mission game adds one; at challenge_total it completes and counts no further', async () => {
    signIn()
    const fruits = await mission('Giro de Frutas')
    await accept(fruits.id)
    playRound('Fruit Party')
    expect(await mission('Giro de Frutas')).toMatchObject({ myRounds: 1, myRoundsPercentage: 33, completed: false })
    playRound('Fruit Party')
    playRound('Fruit Party')
    playRound('Fruit Party')
    expect(await mission('Giro de Frutas')).toMatchObject({ myRounds: 3, myRoundsPercentage: 100, completed: true })
  })

  it('counts nothing before acceptance, for another game, or for a stake that is not a bet (an extra ball)', async () => {
    signIn()
    playRound('Fruit Party')
    const fruits = await mission('Giro de Frutas')
    await accept(fruits.id)
    playRound('Spaceman')
    playRound('Fruit Party', 1, false)
    placeSportsBet()
    expect(await mission('Giro de Frutas')).toMatchObject({ myRounds: 0 })
    // The same rounds do count where they match (proof that they reached the listener).
    playRound('Fruit Party')
    expect(await mission('Giro de Frutas')).toMatchObject({ myRounds: 1 })
  })

  it('a provider mission counts any game of the provider; a sports mission counts placed bets', async () => {
    signIn()
    const tropicana = await mission('Tour Tropicana')
    const sports = await mission('Palpite do Dia')
    await accept(tropicana.id)
    await accept(sports.id)
    const otherTropicana = catalogue().games.find(
      (g) => g.provider.code === 'tropicana-studios' && g.game_name !== 'Fruit Party',
    )
    playRound('Fruit Party')
    playRound(otherTropicana?.game_name ?? '')
    playRound('Spaceman')
    placeSportsBet()
    expect(await mission('Tour Tropicana')).toMatchObject({ myRounds: 2 })
    expect(await mission('Palpite do Dia')).toMatchObject({ myRounds: 1, completed: true })
  })

  it("one player's rounds never count for another", async () => {
    signIn(2)
    await accept((await mission('Giro de Frutas')).id)
    signIn()
    await accept((await mission('Giro de Frutas')).id)
    playRound('Fruit Party', 2)
    expect(await mission('Giro de Frutas')).toMatchObject({ myRounds: 0 })
  })
})

describe('POST missions/collect', () => {
  it('pays every completed mission into the bonus balance with the rollover, once', async () => {
    signIn()
    const before = (await callApi(profileWallet)).wallet
    await accept((await mission('Giro de Frutas')).id)
    await accept((await mission('Palpite do Dia')).id)
    for (let i = 0; i < 3; i++) playRound('Fruit Party')
    placeSportsBet()
    const mid = (await callApi(profileWallet)).wallet
    await expect(collect()).resolves.toEqual({
      status: true,
      collected: 800,
      count: 2,
      message: 'Recompensas coletadas.',
    })
    const after = (await callApi(profileWallet)).wallet
    expect(after.balance_bonus).toBe(mid.balance_bonus + 800)
    // settings.rollover is 10: the bonus must be wagered ten times.
    expect(after.balance_bonus_rollover).toBe(mid.balance_bonus_rollover + 8000)
    expect(before.balance_bonus).toBeGreaterThan(0)
    expect(await mission('Giro de Frutas')).toMatchObject({ completed: true, collected: true })
    expect((await list()).accumulated_rewards).toBe(800)

    await expect(collect()).resolves.toEqual({
      status: true,
      collected: 0,
      count: 0,
      message: 'Nenhuma recompensa para coletar.',
    })
    expect((await callApi(profileWallet)).wallet.balance_bonus).toBe(after.balance_bonus)
  })

  it('pays nothing for an accepted mission that has not completed', async () => {
    signIn()
    await accept((await mission('Giro de Frutas')).id)
    playRound('Fruit Party')
    await expect(collect()).resolves.toMatchObject({ collected: 0, count: 0 })
  })

  it('the same Idempotency-Key replays the first answer and pays once', async () => {
    signIn()
    await accept((await mission('Palpite do Dia')).id)
    placeSportsBet()
    const bonus = (await callApi(profileWallet)).wallet.balance_bonus
    const [a, b] = await Promise.all([collect('coleta-1'), collect('coleta-1')])
    expect(a).toEqual(b)
    expect(a).toMatchObject({ collected: 300, count: 1 })
    await expect(collect('coleta-1')).resolves.toEqual(a)
    expect((await callApi(profileWallet)).wallet.balance_bonus).toBe(bonus + 300)
  })

  it('accumulated rewards count what was collected today only', async () => {
    signIn()
    await accept((await mission('Palpite do Dia')).id)
    placeSportsBet()
    await collect()
    expect((await list()).accumulated_rewards).toBe(300)
    clock.set(new Date('2026-11-02T08:00:00-03:00'))
    signIn()
    expect((await list()).accumulated_rewards).toBe(0)
  })

  it('answers 401 to a visitor', async () => {
    expect(await failure(collect())).toMatchObject({ status: 401 })
  })
})

describe('demo panel actions', () => {
  it('completes a mission now (accepting it), and resets the day', async () => {
    signIn()
    const fruits = await mission('Giro de Frutas')
    expect(completeMissionNow(1, fruits.id, clock.nowMs())).toBe(true)
    expect(await mission('Giro de Frutas')).toMatchObject({ haveMission: true, completed: true, myRounds: 3 })
    await collect()
    expect(resetMissionDay(1, clock.nowMs())).toBe(1)
    expect(await mission('Giro de Frutas')).toMatchObject({ haveMission: false, completed: false })
    expect((await list()).accumulated_rewards).toBe(0)
    expect(completeMissionNow(1, 999, clock.nowMs())).toBe(false)
  })
})
