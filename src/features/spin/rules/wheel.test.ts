import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  clampSectorIndex,
  countUpValue,
  pointAt,
  sectorAtRotation,
  sectorCenterAngle,
  sectorLabel,
  sectorPath,
  sectorStartAngle,
  sectorSweep,
  stopRotation,
} from './wheel.ts'

describe('wheel sectors', () => {
  it('divides the circle into equal sectors, sector 0 starting at the top', () => {
    expect(sectorSweep(20)).toBe(18)
    expect(sectorStartAngle(0, 20)).toBe(0)
    expect(sectorStartAngle(5, 20)).toBe(90)
    expect(sectorCenterAngle(0, 20)).toBe(9)
    expect(sectorCenterAngle(19, 20)).toBe(351)
  })

  it('draws each sector as a wedge from the centre to its two edges', () => {
    expect(sectorPath(0, 4, 100, 100, 100)).toBe('M 100 100 L 100 0 A 100 100 0 0 1 200 100 Z')
    const right = pointAt(90, 10)
    expect(right.x).toBeCloseTo(10)
    expect(right.y).toBeCloseTo(0)
  })
})

describe('clamping the server index', () => {
  it('keeps an index inside the sectors', () => {
    expect(clampSectorIndex(7, 20)).toBe(7)
    expect(clampSectorIndex(-3, 20)).toBe(0)
    expect(clampSectorIndex(20, 20)).toBe(19)
    expect(clampSectorIndex(250, 20)).toBe(19)
    expect(clampSectorIndex(3.7, 20)).toBe(3)
    expect(clampSectorIndex(Number.NaN, 20)).toBe(0)
    expect(clampSectorIndex(5, 0)).toBe(0)
  })
})

describe('the rotation that stops on a sector', () => {
  it('puts the centre of sector n under the pointer after the full turns', () => {
    expect(stopRotation(0, 20, 0)).toBe(5 * 360 + 351)
    expect(sectorAtRotation(stopRotation(0, 20, 0), 20)).toBe(0)
    expect(sectorAtRotation(stopRotation(9, 20, 0), 20)).toBe(9)
  })

  it('stops on the clamped sector for any index, always going forward by at least the full turns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 80 }),
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        (index, count, current) => {
          const rotation = stopRotation(index, count, current)
          expect(rotation).toBeGreaterThanOrEqual(current + 5 * 360)
          expect(rotation).toBeLessThan(current + 6 * 360)
          expect(sectorAtRotation(rotation, count)).toBe(clampSectorIndex(index, count))
          // Exactly on the sector's centre.
          const pointer = ((-rotation % 360) + 360) % 360
          expect(Math.abs(pointer - sectorCenterAngle(clampSectorIndex(index, count), count))).toBeLessThan(1e-6)
        },
      ),
    )
  })
})

describe('the prize count-up', () => {
  it('starts at 0, grows, never passes the prize and ends on it at 2000 ms', () => {
    expect(countUpValue(5000, 0)).toBe(0)
    expect(countUpValue(5000, 1000)).toBeGreaterThan(2500)
    expect(countUpValue(5000, 1999)).toBeLessThanOrEqual(5000)
    expect(countUpValue(5000, 2000)).toBe(5000)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 0, max: 1999 }), (target, elapsed) => {
        expect(countUpValue(target, elapsed)).toBeLessThanOrEqual(countUpValue(target, elapsed + 1))
      }),
    )
  })
})

describe('sector labels', () => {
  it('drops the centavos of whole amounts only', () => {
    expect(sectorLabel(5000).replace(/\s/g, ' ')).toBe('R$ 50')
    expect(sectorLabel(250).replace(/\s/g, ' ')).toBe('R$ 2,50')
  })
})
