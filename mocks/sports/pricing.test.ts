import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  expectedGoals,
  fairOdd,
  MARKETS,
  MAX_ODD,
  MIN_ODD,
  oddFor,
  poisson,
  priceMarkets,
  selectionWins,
  type PriceInput,
} from './pricing.ts'

const rate = fc.double({ min: 0.2, max: 3.5, noNaN: true })
const goals = fc.integer({ min: 0, max: 4 })

/** A pre-match or live input: goals so far and the goals expected in what is left. */
const input = fc
  .record({ rh: rate, ra: rate, gh: goals, ga: goals, left: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ rh, ra, gh, ga, left }): PriceInput => ({
    ft: { goals: { home: gh, away: ga }, remaining: { home: rh * left, away: ra * left } },
    ht: { goals: { home: 0, away: 0 }, remaining: { home: rh / 2, away: ra / 2 } },
  }))

const preMatch = (home: number, away: number): PriceInput => {
  const rates = expectedGoals(home, away)
  return {
    ft: { goals: { home: 0, away: 0 }, remaining: rates },
    ht: { goals: { home: 0, away: 0 }, remaining: { home: rates.home / 2, away: rates.away / 2 } },
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
const DOUBLE_CHANCE = 1

describe('the pricing model', () => {
  it('poisson sums to 1 and has the right mean', () => {
    fc.assert(
      fc.property(rate, (lambda) => {
        const p = poisson(lambda)
        expect(sum(p)).toBeCloseTo(1, 9)
        expect(sum(p.map((x, k) => x * k))).toBeCloseTo(lambda, 2)
      }),
    )
  })

  it('every market’s probabilities sum to 1 (2 for the double chance, whose values overlap)', () => {
    fc.assert(
      fc.property(input, (priceInput) => {
        priceMarkets(priceInput).forEach((market, index) => {
          expect(sum(market.values.map((v) => v.probability))).toBeCloseTo(index === DOUBLE_CHANCE ? 2 : 1, 9)
        })
      }),
    )
  })

  it('implied probabilities sum to 1 + margin, up to the rounding of the odds to two decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.6, max: 0.6, noNaN: true }),
        fc.double({ min: -0.6, max: 0.6, noNaN: true }),
        (h, a) => {
          priceMarkets(preMatch(h, a)).forEach((market, index) => {
            if (market.values.some((v) => v.odd <= MIN_ODD || v.odd >= MAX_ODD)) return
            const implied = sum(market.values.map((v) => 1 / v.odd))
            const expected = (index === DOUBLE_CHANCE ? 2 : 1) * (1 + market.margin)
            expect(Math.abs(implied - expected)).toBeLessThan(0.005 * market.values.length)
          })
        },
      ),
    )
  })

  it('a stronger home side is more likely to win and pays less', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.6, max: 0.5, noNaN: true }),
        fc.double({ min: 0.05, max: 0.5, noNaN: true }),
        (h, step) => {
          const [weak] = priceMarkets(preMatch(h, 0))
          const [strong] = priceMarkets(preMatch(h + step, 0))
          expect(strong?.values[0]?.probability).toBeGreaterThan(weak?.values[0]?.probability ?? 1)
          expect(strong?.values[0]?.odd).toBeLessThanOrEqual(weak?.values[0]?.odd ?? 0)
          expect(strong?.values[2]?.odd).toBeGreaterThanOrEqual(weak?.values[2]?.odd ?? 0)
        },
      ),
    )
  })

  it('odds jump on a goal and drift with the time left: a lead is worth more the later it is', () => {
    const rates = expectedGoals(0.3, 0.3)
    const at = (played: number, home: number): number => {
      const left = (90 - played) / 90
      const [winner] = priceMarkets({
        ft: { goals: { home, away: 0 }, remaining: { home: rates.home * left, away: rates.away * left } },
        ht: { goals: { home, away: 0 }, remaining: { home: 0, away: 0 } },
      })
      return winner?.values[0]?.probability ?? 0
    }
    expect(at(30, 1)).toBeGreaterThan(at(30, 0) + 0.15)
    for (let minute = 50; minute < 90; minute += 5) expect(at(minute + 5, 1)).toBeGreaterThan(at(minute, 1))
    expect(at(90, 1)).toBe(1)
  })

  it('a decided market says so, and impossible values are flagged', () => {
    const [winner, , overUnder, , exact] = priceMarkets({
      ft: { goals: { home: 2, away: 1 }, remaining: { home: 0.5, away: 0.4 } },
      ht: { goals: { home: 1, away: 0 }, remaining: { home: 0, away: 0 } },
    })
    expect(overUnder?.decided).toBe(true)
    expect(winner?.decided).toBe(false)
    expect(exact?.values.find((v) => v.value === '0:0')?.impossible).toBe(true)
    expect(exact?.values.find((v) => v.value === '2:1')?.impossible).toBe(false)
  })

  it('a lopsided match: the leader under 1.01 closes the market, the long shots over 100 are not offered', () => {
    const rates = expectedGoals(0.6, -0.3)
    const left = 10 / 90
    const [winner, doubleChance] = priceMarkets({
      ft: { goals: { home: 3, away: 0 }, remaining: { home: rates.home * left, away: rates.away * left } },
      ht: { goals: { home: 2, away: 0 }, remaining: { home: 0, away: 0 } },
    })
    expect(winner?.decided).toBe(false)
    expect(fairOdd(winner!.values[0]!.probability, winner!.margin)).toBeLessThan(MIN_ODD)
    expect(winner?.closedByPrice).toBe(true)
    // Draw and away: the model prices them far beyond 100, and they are taken off, not shown at 100.
    for (const value of winner!.values.slice(1)) {
      expect(fairOdd(value.probability, winner!.margin)).toBeGreaterThan(MAX_ODD)
      expect(value).toMatchObject({ outOfRange: true, suspended: true, impossible: false })
    }
    expect(doubleChance?.closedByPrice).toBe(true)
  })

  it('before kick-off a long exact score is off the board by itself, the market stays open', () => {
    const exact = priceMarkets(preMatch(0, 0))[4]!
    expect(exact.closedByPrice).toBe(false)
    expect(exact.values.find((v) => v.value === '3:3')).toMatchObject({ outOfRange: true, suspended: true })
    expect(exact.values.find((v) => v.value === '1:1')).toMatchObject({ outOfRange: false, suspended: false })
  })

  it('every price offered is the fair one, never a capped one', () => {
    fc.assert(
      fc.property(input, (priceInput) => {
        for (const market of priceMarkets(priceInput)) {
          if (market.closedByPrice) {
            expect(market.values.some((v) => fairOdd(v.probability, market.margin) < MIN_ODD)).toBe(true)
            continue
          }
          for (const value of market.values) {
            const fair = fairOdd(value.probability, market.margin)
            if (value.suspended) expect(value.impossible || fair > MAX_ODD).toBe(true)
            else expect(value.odd).toBe(fair)
          }
        }
      }),
    )
  })

  it('odds stay within [1.01, 100] with two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(0.05, 0.15), (p, margin) => {
        const odd = oddFor(p, margin)
        expect(odd).toBeGreaterThanOrEqual(MIN_ODD)
        expect(odd).toBeLessThanOrEqual(MAX_ODD)
        expect(Math.round(odd * 100) / 100).toBe(odd)
      }),
    )
  })

  it('settles on the same predicates it prices with', () => {
    const ft = { home: 2, away: 2 }
    const ht = { home: 0, away: 1 }
    const won = (market: number, value: string) => {
      const index = MARKETS[market]?.values.findIndex((v) => v.value === value) ?? -1
      return selectionWins(market, index, ft, ht)
    }
    expect([won(0, 'Home'), won(0, 'Draw'), won(0, 'Away')]).toEqual([false, true, false])
    expect([won(1, 'Home/Draw'), won(1, 'Home/Away'), won(1, 'Draw/Away')]).toEqual([true, false, true])
    expect([won(2, 'Over 2.5'), won(3, 'Yes'), won(4, '2:2'), won(4, 'Other'), won(5, 'Away')]).toEqual([
      true,
      true,
      true,
      false,
      true,
    ])
  })
})
