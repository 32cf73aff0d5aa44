import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { nextLevelProgress } from './progress.ts'

describe('nextLevelProgress', () => {
  it('measures from the current level to the next one', () => {
    // Level 2 at R$ 1.000, level 3 at R$ 2.500, R$ 1.840,50 bet.
    expect(nextLevelProgress(184_050, { bet_required: 100_000 }, { bet_required: 250_000 })).toEqual({
      percent: 56,
      remaining: 65_950,
    })
    expect(nextLevelProgress(0, undefined, { bet_required: 10_000 })).toEqual({ percent: 0, remaining: 10_000 })
    expect(nextLevelProgress(10_000, undefined, { bet_required: 10_000 })).toEqual({ percent: 100, remaining: 0 })
  })

  it('stays within 0-100 and never needs a negative amount', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (bet, a, b) => {
        const { percent, remaining } = nextLevelProgress(
          bet,
          { bet_required: Math.min(a, b) },
          { bet_required: Math.max(a, b) },
        )
        return percent >= 0 && percent <= 100 && remaining >= 0
      }),
    )
  })
})
