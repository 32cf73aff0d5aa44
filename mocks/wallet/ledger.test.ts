// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { toCentavos } from '@/api/money.ts'
import { resetMockState } from '../node.ts'
import { credit, debit } from '../provider/settlement.ts'
import { clock } from '../sim/clock.ts'
import { createDeposit, settleDeposit } from '../pix/deposits.ts'
import { db } from '../db/index.ts'
import { ledgerOf, playTotals } from './ledger.ts'
import { rejectWithdrawal, requestWithdrawal } from '../pix/withdrawals.ts'
import { creditBonus, walletOf } from './wallets.ts'

beforeEach(() => resetMockState())

/** A seeded player with a known balance (the seed books nothing: the ledger starts empty). */
function freshPlayer(cash = 0) {
  const wallet = walletOf(3)
  db.wallets.update(wallet.id, { balance: (cash / 100).toFixed(2), balance_bonus: '0.00', balance_bonus_rollover: '0.00' })
  return wallet
}

const casino = { kind: 'casino', gameId: 1, roundId: 1 } as const

describe('the ledger', () => {
  it('books a paid deposit and its welcome bonus, each with both balances after it', () => {
    freshPlayer()
    const deposit = createDeposit({ userId: 3, amountCentavos: 10_000, acceptBonus: true, cpf: '52998224725', gateway: 'rexpay' })
    settleDeposit(deposit.id)
    const rows = ledgerOf(3)
    expect(rows.map((row) => row.kind)).toEqual(['deposit', 'bonus'])
    expect(rows[0]).toMatchObject({ cash: 10_000, bonus: 0, cash_after: 10_000, bonus_after: 0 })
    expect(rows[0]?.reference).toEqual({ type: 'deposit', deposit_id: deposit.id })
    const bonus = rows[1]
    expect(bonus?.reference).toEqual({ type: 'bonus', reason: 'welcome' })
    expect(bonus?.cash_after).toBe(10_000)
    expect(bonus?.bonus_after).toBe(bonus?.bonus)
    expect(bonus?.bonus).toBeGreaterThan(0)
  })

  it('books stakes (cash first, then bonus) and wins; playTotals sums them for a period', () => {
    const wallet = freshPlayer(1_000)
    creditBonus(3, 500, 'coupon')
    const start = clock.nowMs()
    debit(wallet.id, 1_200, true, casino)
    credit(wallet.id, 300, casino)
    const [bonus, bet, win] = ledgerOf(3)
    expect(bonus).toMatchObject({ kind: 'bonus', bonus: 500 })
    expect(bet).toMatchObject({ kind: 'bet', cash: -1_000, bonus: -200, cash_after: 0, bonus_after: 300 })
    expect(bet?.reference).toEqual({ type: 'casino', game_id: 1, round_id: 1 })
    expect(win).toMatchObject({ kind: 'win', cash: 300, bonus: 0, cash_after: 300, bonus_after: 300 })
    expect(playTotals(3, start)).toEqual({ staked: 1_200, won: 300, net: -900 })
    expect(playTotals(3, clock.nowMs() + 1)).toEqual({ staked: 0, won: 0, net: 0 })
  })

  it('books a withdrawal when asked and its refund when refused; the running balance follows', () => {
    const wallet = freshPlayer(20_000)
    const withdrawal = requestWithdrawal({
      userId: 3,
      amountCentavos: 5_000,
      pixKey: 'a@b.com',
      pixKeyType: 'email',
      source: 'wallet',
    })
    rejectWithdrawal(withdrawal.id)
    const rows = ledgerOf(3)
    expect(rows.map((row) => [row.kind, row.cash, row.cash_after])).toEqual([
      ['withdrawal', -5_000, 15_000],
      ['withdrawal_refund', 5_000, 20_000],
    ])
    expect(toCentavos(walletOf(3).balance)).toBe(20_000)
    expect(wallet.id).toBe(rows[0]?.wallet_id)
  })

  it('filters by kind and period, and books nothing for a movement of nothing', () => {
    const wallet = freshPlayer(1_000)
    credit(wallet.id, 0, casino)
    expect(ledgerOf(3)).toEqual([])
    debit(wallet.id, 100, true, casino)
    expect(ledgerOf(3, { kinds: ['win'] })).toEqual([])
    expect(ledgerOf(3, { kinds: ['bet'] })).toHaveLength(1)
    expect(ledgerOf(3, { to: clock.nowMs() - 1 })).toEqual([])
  })
})
