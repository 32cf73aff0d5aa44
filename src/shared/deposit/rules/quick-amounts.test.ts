import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  DEPOSIT_FALLBACK_MAX,
  DEPOSIT_FALLBACK_MIN,
  depositLimits,
  depositQuickAmounts,
  spreadQuickAmounts,
} from './quick-amounts.ts'

const reais = (n: number) => n * 100

describe('deposit quick amounts', () => {
  it('20, 50, 100, 200 when min ≤ 20 and max ≥ 200', () => {
    expect(depositQuickAmounts({ min_deposit: reais(20), max_deposit: reais(5000) })).toEqual([
      2000, 5000, 10000, 20000,
    ])
    expect(depositQuickAmounts({ min_deposit: reais(1), max_deposit: reais(200) })).toEqual([2000, 5000, 10000, 20000])
    expect(depositQuickAmounts({ min_deposit: 0, max_deposit: reais(200) })).toEqual([2000, 5000, 10000, 20000])
  })

  it('otherwise min, then min + 25%, 50%, 75% of the range rounded to whole reais', () => {
    // 30 + 0.25 × 970 = 272.5 -> 273; 30 + 485 = 515; 30 + 727.5 = 757.5 -> 758
    expect(depositQuickAmounts({ min_deposit: reais(30), max_deposit: reais(1000) })).toEqual([
      reais(30),
      reais(273),
      reais(515),
      reais(758),
    ])
    // max below 200: 10 + 0.25 × 140 = 45, 80, 115
    expect(depositQuickAmounts({ min_deposit: reais(10), max_deposit: reais(150) })).toEqual([
      reais(10),
      reais(45),
      reais(80),
      reais(115),
    ])
  })

  it('keeps a minimum that is not whole reais and clamps rounded values into the limits', () => {
    // min 20,50 and max 21,30: 20,70 -> 21 (clamped to 21,00 ≤ 21,30), 20,90 -> 21, 21,10 -> 21
    expect(spreadQuickAmounts({ min: 2050, max: 2130 })).toEqual([2050, 2100, 2100, 2100])
    // min 20,50 and max 20,60: every rounding lands below min or above max and is clamped
    expect(spreadQuickAmounts({ min: 2050, max: 2060 })).toEqual([2050, 2060, 2060, 2060])
  })

  it('falls back to min 20 and max 5000 when the settings lack them', () => {
    expect(depositLimits(undefined)).toEqual({ min: DEPOSIT_FALLBACK_MIN, max: DEPOSIT_FALLBACK_MAX })
    expect(depositLimits({ min_deposit: null })).toEqual({ min: 2000, max: 500000 })
    expect(depositQuickAmounts(null)).toEqual([2000, 5000, 10000, 20000])
    // Only the max is given: the min falls back to 20.
    expect(depositQuickAmounts({ max_deposit: reais(100) })).toEqual([reais(20), reais(40), reais(60), reais(80)])
  })

  it('reads a max below the min as the min', () => {
    expect(depositLimits({ min_deposit: reais(50), max_deposit: reais(10) })).toEqual({ min: 5000, max: 5000 })
    expect(depositQuickAmounts({ min_deposit: reais(50), max_deposit: reais(10) })).toEqual([5000, 5000, 5000, 5000])
  })

  const limits = fc
    .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }))
    .map(([a, b]) => ({ min_deposit: Math.min(a, b), max_deposit: Math.max(a, b) }))

  it('property: 4 values, ascending, within [min, max]', () => {
    fc.assert(
      fc.property(limits, (setting) => {
        const values = depositQuickAmounts(setting)
        expect(values).toHaveLength(4)
        for (const value of values) {
          expect(Number.isInteger(value)).toBe(true)
          expect(value).toBeGreaterThanOrEqual(setting.min_deposit)
          expect(value).toBeLessThanOrEqual(setting.max_deposit)
        }
        for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!)
        if (setting.max_deposit - setting.min_deposit >= 400) {
          for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThan(values[i - 1]!)
        }
      }),
    )
  })

  it('property: the spread values are whole reais unless clamped to a limit', () => {
    fc.assert(
      fc.property(limits, ({ min_deposit: min, max_deposit: max }) => {
        const [, ...spread] = spreadQuickAmounts({ min, max })
        for (const value of spread) expect(value % 100 === 0 || value === min || value === max).toBe(true)
      }),
    )
  })
})
