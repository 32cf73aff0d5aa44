// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { callApi } from '@/api/client.ts'
import { profileVip, vipLevels } from '@/api/vip.ts'
import { profileWallet } from '@/api/wallet.ts'
import { toDecimal } from '@/api/money.ts'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { walletOf } from '../wallet/wallets.ts'
import { debit } from '../provider/settlement.ts'
import { levelFor } from './vip.ts'
import { failure, signIn } from '../handlers/test-support.ts'

beforeEach(() => resetMockState())

/** A real stake through the wallet debit the demo games use (it counts the VIP points and tells the listeners). */
function bet(centavos: number, userId = 1) {
  debit(walletOf(userId).id, centavos, true, { kind: 'casino', gameId: 1, roundId: 1 })
}

describe('levelFor', () => {
  const levels = [
    { bet_level: 1, bet_required: '100.00' },
    { bet_level: 2, bet_required: '1000.00' },
  ]
  it('is the highest level whose required valid bet is covered, 0 below the first', () => {
    expect(levelFor(0, levels)).toBe(0)
    expect(levelFor(9_999, levels)).toBe(0)
    expect(levelFor(10_000, levels)).toBe(1)
    expect(levelFor(99_999, levels)).toBe(1)
    expect(levelFor(100_000, levels)).toBe(2)
    expect(levelFor(10_000_000, levels)).toBe(2)
  })
})

describe('GET profile/vip/', () => {
  it("answers the demo player's points, level 2, the next level and four tables of ten levels", async () => {
    signIn()
    const vip = await callApi(profileVip)
    expect(vip).toMatchObject({ vipPoints: 1840, vipLevel: 2, totalBet: 184_050 })
    expect(vip.nextLevel).toMatchObject({ bet_symbol: 'Prata I', bet_level: 3, bet_required: 250_000, bet_bonus: 2000 })
    for (const table of [vip.nivelToday, vip.nivelWeekly, vip.nivelMonthly, vip.nivelYearly]) {
      expect(table.map((l) => l.bet_level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    }
    expect(vip.nivelToday[0]?.bet_symbol).toBe('Bronze I')
    expect(vip.nivelYearly.at(-1)).toMatchObject({ bet_symbol: 'Diamante II', bet_bonus: 1_200_000 })
  })

  it('counts one point per R$ 1 bet', async () => {
    signIn()
    bet(1_000)
    bet(50)
    bet(50)
    expect((await callApi(profileVip)).vipPoints).toBe(1851)
  })

  it('answers 401 to a visitor, who reads the public levels instead', async () => {
    expect(await failure(callApi(profileVip))).toMatchObject({ status: 401 })
    const levels = await callApi(vipLevels)
    expect(levels.nivelToday).toHaveLength(10)
    expect(levels.nivelWeekly[0]).toMatchObject({ bet_symbol: 'Bronze I', bet_bonus: 100 })
  })
})

describe('VIP level-ups', () => {
  it('reaching a level pays its level-up bonus once, with the rollover, and records it', async () => {
    signIn()
    // Cash for the stake, and a bonus rollover it does not clear (clearing it would move the bonus to cash).
    db.wallets.update(walletOf(1).id, { balance: '1000.00', balance_bonus_rollover: '5000.00' })
    const before = (await callApi(profileWallet)).wallet
    // 1840.50 + 659.50 = 2500.00: exactly Prata I (level 3), bonus R$ 20.
    bet(65_950)
    const after = (await callApi(profileWallet)).wallet
    expect(after.balance_bonus).toBe(before.balance_bonus + 2000)
    // settings.rollover 10: R$ 200 more to wager, less the stake just wagered.
    expect(after.balance_bonus_rollover).toBe(before.balance_bonus_rollover - 65_950 + 20_000)
    expect(db.vipLevelUps.where((r) => r.user_id === 1).map((r) => [r.level, r.amount])).toEqual([
      [1, '5.00'],
      [2, '10.00'],
      [3, '20.00'],
    ])
    expect(await callApi(profileVip)).toMatchObject({ vipLevel: 3, nextLevel: { bet_level: 4 } })
    expect(walletOf(1).vip_level).toBe(3)

    // More bets inside the same level pay nothing more.
    const bonus = toDecimal((await callApi(profileWallet)).wallet.balance_bonus)
    bet(100)
    expect(walletOf(1).balance_bonus).toBe(bonus)
    expect(db.vipLevelUps.count()).toBe(3)
  })

  it('one bet across several levels pays each of them', () => {
    signIn(2)
    const wallet = walletOf(2)
    db.wallets.update(wallet.id, { total_bet: '0.00', balance: '2000.00', vip_level: 0 })
    bet(100_000, 2)
    expect(db.vipLevelUps.where((r) => r.user_id === 2).map((r) => r.level)).toEqual([1, 2])
    expect(walletOf(2).balance_bonus).toBe('15.00')
  })

  it('a level paid before never pays again, even if the valid bet crosses it again', () => {
    signIn()
    const wallet = walletOf(1)
    // The demo player was paid levels 1 and 2 already; a (hand-made) lower total crossing level 2 again pays nothing.
    db.wallets.update(wallet.id, { total_bet: '999.00', balance: '500.00', balance_bonus: '0.00' })
    bet(200)
    expect(walletOf(1).balance_bonus).toBe('0.00')
    expect(db.vipLevelUps.count()).toBe(2)
  })
})
