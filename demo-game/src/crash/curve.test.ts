import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { curvePoints, floor2, localStart, multiplierAt, parseAutoCashout, secondsToReach, viewFor } from './curve.ts'

describe('crash curve', () => {
  it('is e^(growth t), 1x at the start and never below', () => {
    expect(multiplierAt(0.1, 0)).toBe(1)
    expect(multiplierAt(0.1, -3)).toBe(1)
    expect(multiplierAt(0.1, 10)).toBeCloseTo(Math.E, 10)
    expect(multiplierAt(0.06, 20)).toBeCloseTo(Math.exp(1.2), 10)
  })

  it('reaches a multiplier after ln(m)/growth seconds (the inverse of the curve)', () => {
    expect(secondsToReach(0.1, 1)).toBe(0)
    expect(secondsToReach(0.1, 0.5)).toBe(0)
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        fc.double({ min: 1.01, max: 10_000, noNaN: true }),
        (growth, m) => {
          expect(multiplierAt(growth, secondsToReach(growth, m))).toBeCloseTo(m, 6)
        },
      ),
    )
  })

  it('rounds multipliers down to two decimals, as they are paid', () => {
    expect(floor2(2.999)).toBe(2.99)
    expect(floor2(1.1)).toBe(1.1)
    expect(floor2(2.01)).toBe(2.01)
  })

  it('starts the curve at the provider start when both clocks agree, else at the arrival', () => {
    expect(localStart(10_000, 10_150)).toBe(10_000)
    expect(localStart(10_100, 10_000)).toBe(10_000)
    expect(localStart(10_000, 60_000)).toBe(60_000)
  })

  it('keeps the head of the curve inside the plot, rising from the bottom-left corner', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.02, max: 0.5, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        (growth, seconds) => {
          const m = multiplierAt(growth, seconds)
          const points = curvePoints(growth, seconds, viewFor(seconds, m), 1000, 500, 20)
          expect(points[0]).toEqual([0, 500])
          for (const [x, y] of points) {
            expect(x).toBeGreaterThanOrEqual(0)
            expect(x).toBeLessThanOrEqual(1000)
            expect(y).toBeGreaterThanOrEqual(0)
            expect(y).toBeLessThanOrEqual(500)
          }
          for (let i = 1; i < points.length; i++) expect(points[i]![1]).toBeLessThanOrEqual(points[i - 1]![1])
        },
      ),
    )
  })

  it('reads an auto cash-out as typed in any of the three languages, from 1.01x', () => {
    expect(parseAutoCashout('2')).toBe(2)
    expect(parseAutoCashout('2,5')).toBe(2.5)
    expect(parseAutoCashout(' 3.456x ')).toBe(3.46)
    expect(parseAutoCashout('1.01')).toBe(1.01)
    expect(parseAutoCashout('1')).toBeNull()
    expect(parseAutoCashout('abc')).toBeNull()
    expect(parseAutoCashout('')).toBeNull()
  })
})
