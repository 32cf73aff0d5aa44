import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  formatBarPercent,
  rolloverCard,
  rolloverProgress,
  showProtectionBar,
  showRolloverBlock,
  toBarPercent,
} from './rollover.ts'

const seedSetting = { disable_rollover: false, rollover_deposit: 1, rollover: 10, rollover_protection: 5 }
/** The mock's demo wallet: R$ 250 cash with R$ 150 to wager, R$ 50 bonus with R$ 500 to wager. */
const demoWallet = {
  balance: 25000,
  balance_bonus: 5000,
  balance_deposit_rollover: 15000,
  balance_bonus_rollover: 50000,
}

describe('rollover card', () => {
  it('shows when rollover is not disabled, or rollover_deposit or rollover is above 0', () => {
    expect(showRolloverBlock({ disable_rollover: false })).toBe(true)
    expect(showRolloverBlock({})).toBe(true)
    expect(showRolloverBlock({ disable_rollover: true, rollover_deposit: 0, rollover: 0 })).toBe(false)
    expect(showRolloverBlock({ disable_rollover: true, rollover_deposit: 2, rollover: 0 })).toBe(true)
    expect(showRolloverBlock({ disable_rollover: true, rollover_deposit: 0, rollover: 5 })).toBe(true)
    expect(rolloverCard(demoWallet, { disable_rollover: true })).toEqual({
      visible: false,
      deposit: null,
      bonus: null,
      protection: null,
    })
  })

  it('the protection bar only when rollover_protection > 0', () => {
    expect(showProtectionBar(seedSetting)).toBe(true)
    expect(showProtectionBar({ ...seedSetting, rollover_protection: 0 })).toBe(false)
    expect(showProtectionBar({ disable_rollover: true, rollover_protection: 5 })).toBe(false)
    expect(rolloverCard(demoWallet, { ...seedSetting, rollover_protection: 0 }).protection).toBeNull()
  })

  it('measures each bar as the share of its requirement already wagered', () => {
    const card = rolloverCard(demoWallet, seedSetting)
    // Deposit: required 250 × 1, 150 left -> 40%. Bonus: required 50 × 10 = 500, 500 left -> 0%.
    expect(card.deposit).toEqual({ percent: 40, remaining: 15000, required: 25000 })
    expect(card.bonus).toEqual({ percent: 0, remaining: 50000, required: 50000 })
    expect(card.protection).toEqual({ percent: 5, remaining: null, required: null })
  })

  it('with the block shown because of one multiplier, only that bar shows', () => {
    const card = rolloverCard(demoWallet, { disable_rollover: true, rollover_deposit: 2, rollover: 0 })
    expect(card.deposit).toEqual({ percent: 70, remaining: 15000, required: 50000 })
    expect(card.bonus).toBeNull()
  })

  it('clamps at 0 and 100 and keeps two decimals', () => {
    expect(rolloverProgress(30000, 25000)).toBe(0) // more left than the rebuilt requirement
    expect(rolloverProgress(-500, 25000)).toBe(100)
    expect(rolloverProgress(1, 3)).toBe(66.67)
    expect(rolloverProgress(2, 3)).toBe(33.33)
    expect(rolloverProgress(0, 0)).toBe(100)
    expect(rolloverProgress(100, 0)).toBe(0)
    expect(toBarPercent(-3)).toBe(0)
    expect(toBarPercent(250)).toBe(100)
    expect(toBarPercent(12.345)).toBe(12.35)
    expect(toBarPercent(Number.NaN)).toBe(0)
    expect(formatBarPercent(33.3)).toBe('33,30%')
  })

  it('property: every bar is within 0..100 with at most two decimals', () => {
    const money = fc.integer({ min: -1_000_000, max: 100_000_000 })
    fc.assert(
      fc.property(
        fc.record({
          balance: money,
          balance_bonus: money,
          balance_deposit_rollover: money,
          balance_bonus_rollover: money,
        }),
        fc.record({
          disable_rollover: fc.boolean(),
          rollover_deposit: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double({ noNaN: true })),
          rollover: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double({ noNaN: true })),
          rollover_protection: fc.oneof(fc.integer({ min: -5, max: 500 }), fc.double()),
        }),
        (wallet, setting) => {
          const card = rolloverCard(wallet, setting)
          for (const bar of [card.deposit, card.bonus, card.protection]) {
            if (!bar) continue
            expect(bar.percent).toBeGreaterThanOrEqual(0)
            expect(bar.percent).toBeLessThanOrEqual(100)
            expect(Math.abs(bar.percent * 100 - Math.round(bar.percent * 100))).toBeLessThan(1e-6)
            if (bar.remaining !== null) expect(bar.remaining).toBeGreaterThanOrEqual(0)
          }
          expect(card.visible).toBe(showRolloverBlock(setting))
        },
      ),
    )
  })

  it('property: wagering more never lowers a bar', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (required, left, wagered) => {
          expect(rolloverProgress(Math.max(0, left - wagered), required)).toBeGreaterThanOrEqual(
            rolloverProgress(left, required),
          )
        },
      ),
    )
  })
})
