import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { offeredWelcomeBonusPercent, prebetBonusesAllowed, welcomeBonus } from './welcome-bonus.ts'

/** The rule written out on BigInt from integer hundredths of a percent: round_half_up(amount × bp / 10000). */
function reference(amount: number, basisPoints: number, cap: number | null): number {
  const half = (2n * BigInt(amount) * BigInt(basisPoints) + 10_000n) / 20_000n
  const bonus = Number(half)
  return cap !== null && cap > 0 ? Math.min(bonus, cap) : bonus
}

describe('welcomeBonus', () => {
  it('is amount × percent / 100 in centavos, capped', () => {
    expect(welcomeBonus(10_000, 100)).toBe(10_000)
    expect(welcomeBonus(80_000, 100, 50_000)).toBe(50_000)
    expect(welcomeBonus(5_000, 50, 50_000)).toBe(2_500)
  })

  it('rounds half up on the exact decimal percent, where floats round down', () => {
    expect(Math.round((3000 * 4.35) / 100)).toBe(130) // what rounding through floats gives
    expect(welcomeBonus(3000, 4.35)).toBe(131) // 130.5 exactly
    expect(welcomeBonus(3000, 1.15)).toBe(35) // 34.5
    expect(welcomeBonus(1, 50)).toBe(1) // 0.5
    expect(welcomeBonus(1, 49.99)).toBe(0)
    expect(welcomeBonus(10_000, 33.33)).toBe(3_333)
    expect(welcomeBonus(15, 33.33)).toBe(5) // 4.9995
  })

  it('gives 0 for no percent, a bad amount; a cap of 0 or none is no cap', () => {
    for (const percent of [0, -10, Number.NaN, Number.POSITIVE_INFINITY]) expect(welcomeBonus(10_000, percent)).toBe(0)
    for (const amount of [0, -100, 1.5, Number.NaN, 2 ** 60]) expect(welcomeBonus(amount, 100)).toBe(0)
    expect(welcomeBonus(80_000, 100, 0)).toBe(80_000)
    expect(welcomeBonus(80_000, 100, null)).toBe(80_000)
    expect(welcomeBonus(80_000, 100, -1)).toBe(80_000)
  })

  it('takes percents JavaScript prints with an exponent', () => {
    expect(welcomeBonus(10 ** 9, 1e-7)).toBe(1) // 1e9 × 1e-9 = 1
    expect(welcomeBonus(1, 1e21)).toBe(1e19)
  })

  it('agrees with the written-out rule for every amount, percent with two decimals and cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.option(fc.integer({ min: -1, max: 1_000_000 }), { nil: null }),
        (amount, basisPoints, cap) => {
          expect(welcomeBonus(amount, basisPoints / 100, cap)).toBe(reference(amount, basisPoints, cap))
        },
      ),
    )
  })

  it('for whole percents, is what Math.round gives (the preview before it was shared)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 500 }), (amount, percent) => {
        expect(welcomeBonus(amount, percent)).toBe(Math.round((amount * percent) / 100))
      }),
    )
  })

  it('never exceeds the cap and grows with the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (a, b, percent, cap) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          expect(welcomeBonus(high, percent, cap)).toBeLessThanOrEqual(cap)
          expect(welcomeBonus(low, percent, cap)).toBeLessThanOrEqual(welcomeBonus(high, percent, cap))
        },
      ),
    )
  })
})

describe('offeredWelcomeBonusPercent / prebetBonusesAllowed (prebet_bonus_disabled, Lei 14.790 art. 29)', () => {
  it('is initial_bonus while bonuses before a bet are allowed, 0 once they are off', () => {
    expect(offeredWelcomeBonusPercent({ initial_bonus: 100 })).toBe(100)
    expect(offeredWelcomeBonusPercent({ initial_bonus: 100, prebet_bonus_disabled: false })).toBe(100)
    expect(offeredWelcomeBonusPercent({ initial_bonus: 100, prebet_bonus_disabled: true })).toBe(0)
    expect(prebetBonusesAllowed({ prebet_bonus_disabled: null })).toBe(true)
  })

  it('reads the flag and the percent as Laravel sends them (1/"1", decimal strings)', () => {
    expect(offeredWelcomeBonusPercent({ initial_bonus: '50.5', prebet_bonus_disabled: '0' })).toBe(50.5)
    expect(offeredWelcomeBonusPercent({ initial_bonus: '50.5', prebet_bonus_disabled: 1 })).toBe(0)
    expect(offeredWelcomeBonusPercent({ initial_bonus: '50.5', prebet_bonus_disabled: '1' })).toBe(0)
    expect(offeredWelcomeBonusPercent({ initial_bonus: 'abc' })).toBe(0)
    expect(offeredWelcomeBonusPercent({ initial_bonus: -5 })).toBe(0)
  })

  it('with the flag on, no amount ever gets a bonus', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (amount, percent) => {
          const offered = offeredWelcomeBonusPercent({ initial_bonus: percent, prebet_bonus_disabled: true })
          expect(welcomeBonus(amount, offered, null)).toBe(0)
        },
      ),
    )
  })
})
