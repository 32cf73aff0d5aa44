// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { WalletSchema } from '@/api/wallet.ts'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { creditBonus, isOn, toWireWallet, wager, walletOf } from './wallets.ts'

beforeEach(() => resetMockState())

const amounts = (userId: number) => {
  const w = walletOf(userId)
  return {
    balance: w.balance,
    balance_bonus: w.balance_bonus,
    balance_bonus_rollover: w.balance_bonus_rollover,
    balance_deposit_rollover: w.balance_deposit_rollover,
  }
}

describe('toWireWallet', () => {
  it('totals cash and bonus; the money held by withdrawals in analysis is in neither total', () => {
    const wire = toWireWallet({
      ...walletOf(1),
      balance: '250.00',
      balance_bonus: '50.00',
      balance_withdrawal: '100.00',
    })
    expect(wire).toMatchObject({ total_balance: '300.00', total_balance_without_bonus: '250.00' })
    expect(v.parse(WalletSchema, wire)).toMatchObject({ total_balance: 30000, total_balance_without_bonus: 25000 })
    expect(wire).not.toHaveProperty('user_id')
    expect(wire).not.toHaveProperty('name')
  })
})

describe('creditBonus', () => {
  it('adds to the bonus balance with settings.rollover times its amount to wager', () => {
    db.wallets.update(walletOf(2).id, { balance_bonus: '0.00', balance_bonus_rollover: '0.00' })
    creditBonus(2, 2000, 'coupon')
    expect(amounts(2)).toMatchObject({ balance_bonus: '20.00', balance_bonus_rollover: '200.00' })
  })

  it('sets no rollover when the settings disable it (in any of Laravel’s flag shapes)', () => {
    db.wallets.update(walletOf(2).id, { balance_bonus: '0.00', balance_bonus_rollover: '0.00' })
    db.settings.update({ disable_rollover: '1' })
    creditBonus(2, 2000, 'coupon')
    expect(amounts(2)).toMatchObject({ balance_bonus: '20.00', balance_bonus_rollover: '0.00' })
  })

  it('credits the wallet given, not the active one', () => {
    const other = db.wallets.insert({ ...walletOf(2), id: undefined, active: false, balance_bonus: '0.00' })
    creditBonus(2, 500, 'coupon', other.id)
    expect(db.wallets.find(other.id)?.balance_bonus).toBe('5.00')
  })

  it('reads Laravel flags', () => {
    expect([true, 1, '1'].map(isOn)).toEqual([true, true, true])
    expect([false, 0, '0', null, undefined].map(isOn)).toEqual([false, false, false, false, false])
  })
})

describe('wager', () => {
  it('counts a bet towards both rollovers and keeps the bonus apart while some is left to wager', () => {
    // The demo wallet: R$ 250 cash, R$ 50 bonus with R$ 500 to wager, R$ 150 of deposit rollover.
    const { released } = wager(1, 10000)
    expect(released).toBe(0)
    expect(amounts(1)).toEqual({
      balance: '250.00',
      balance_bonus: '50.00',
      balance_bonus_rollover: '400.00',
      balance_deposit_rollover: '50.00',
    })
  })

  it('moves the whole bonus into the cash balance when the bet meets the rollover, never going below 0', () => {
    wager(1, 40000)
    const { released, wallet } = wager(1, 15000)
    expect(released).toBe(5000)
    expect(wallet).toMatchObject({
      balance: '300.00',
      balance_bonus: '0.00',
      balance_bonus_rollover: '0.00',
      balance_deposit_rollover: '0.00',
    })
    expect(toWireWallet(wallet).total_balance).toBe('300.00')
    // Nothing left to release: later bets change nothing.
    expect(wager(1, 100).released).toBe(0)
    expect(walletOf(1).balance).toBe('300.00')
  })

  it('releases a bonus credited without rollover at the next bet', () => {
    db.settings.update({ disable_rollover: true })
    db.wallets.update(walletOf(2).id, { balance: '0.00', balance_bonus: '0.00', balance_bonus_rollover: '0.00' })
    creditBonus(2, 1000, 'coupon')
    expect(wager(2, 100)).toMatchObject({ released: 1000, wallet: { balance: '10.00', balance_bonus: '0.00' } })
  })

  it('refuses a stake that is not positive integer centavos', () => {
    expect(() => wager(1, 0)).toThrow(RangeError)
    expect(() => wager(1, 10.5)).toThrow(RangeError)
  })
})
