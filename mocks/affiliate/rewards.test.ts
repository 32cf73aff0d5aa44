import { describe, expect, it } from 'vitest'
import { applyActivity, cpaDue, displayedShare, shareOf } from './rewards.ts'

describe('shareOf', () => {
  it('takes the percent of a net loss, rounded down to the centavo', () => {
    expect(shareOf(10_000, 20)).toBe(2_000)
    expect(shareOf(333, 20)).toBe(66)
  })
  it('pays nothing on a net win or a zero share', () => {
    expect(shareOf(-500, 20)).toBe(0)
    expect(shareOf(10_000, 0)).toBe(0)
  })
})

describe('applyActivity (revenue share)', () => {
  it('shares a stake the referred player lost', () => {
    expect(applyActivity({ netLoss: 0, sharedBase: 0 }, 5_000, 20)).toEqual({
      netLoss: 5_000,
      sharedBase: 5_000,
      credit: 1_000,
    })
  })

  it('never takes back what was paid when the referred player wins', () => {
    const step = applyActivity({ netLoss: 5_000, sharedBase: 5_000 }, -8_000, 20)
    expect(step).toEqual({ netLoss: -3_000, sharedBase: 5_000, credit: 0 })
  })

  it('makes up for wins before paying again', () => {
    // Won 3000 back after 5000 shared: the next 3000 of losses pay nothing, the 1000 beyond pay 20%.
    const step = applyActivity({ netLoss: 2_000, sharedBase: 5_000 }, 4_000, 20)
    expect(step).toEqual({ netLoss: 6_000, sharedBase: 6_000, credit: 200 })
  })

  it('adds up to the share of the whole, whatever the rounding of each bet', () => {
    let state = { netLoss: 0, sharedBase: 0 }
    let paid = 0
    for (let i = 0; i < 30; i += 1) {
      const step = applyActivity(state, 333, 15)
      paid += step.credit
      state = step
    }
    expect(paid).toBe(shareOf(30 * 333, 15))
  })
})

describe('cpaDue', () => {
  it('pays the CPA at the first paid deposit only', () => {
    expect(cpaDue(false, 1_000)).toBe(1_000)
    expect(cpaDue(true, 1_000)).toBe(0)
  })
})

describe('displayedShare', () => {
  it('shows the _fake value when set, the real one otherwise', () => {
    expect(displayedShare(20, 35)).toBe(35)
    expect(displayedShare(20, null)).toBe(20)
  })
})
