import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  LIMIT_INCREASE_DELAY_MS,
  limitChange,
  lossOf,
  periodEnd,
  periodStart,
  remainingAllowance,
  type LimitPeriod,
} from './limits.ts'

const at = (isoText: string) => Date.parse(isoText)
const periods: LimitPeriod[] = ['day', 'week', 'month']
// 2020-01-01 to 2040-01-01: after Brazil dropped daylight saving time.
const instant = fc.integer({ min: at('2020-01-01T00:00:00Z'), max: at('2040-01-01T00:00:00Z') })

describe('periodStart / periodEnd (São Paulo, UTC−03:00)', () => {
  it('starts the day at 00:00 in São Paulo, which is 03:00 UTC', () => {
    expect(periodStart('day', at('2026-11-27T12:00:00Z'))).toBe(at('2026-11-27T03:00:00Z'))
    // 01:00 UTC on the 27th is still 22:00 of the 26th in São Paulo.
    expect(periodStart('day', at('2026-11-27T01:00:00Z'))).toBe(at('2026-11-26T03:00:00Z'))
    expect(periodEnd('day', at('2026-11-27T01:00:00Z'))).toBe(at('2026-11-27T03:00:00Z'))
  })

  it('starts the week on Monday, also for a Sunday evening and a Monday just after midnight', () => {
    // 2026-11-27 is a Friday: the week began on Monday the 23rd.
    expect(periodStart('week', at('2026-11-27T12:00:00Z'))).toBe(at('2026-11-23T03:00:00Z'))
    // Sunday 29th 23:59 in São Paulo (Monday 02:59 UTC) is still that week.
    expect(periodStart('week', at('2026-11-30T02:59:00Z'))).toBe(at('2026-11-23T03:00:00Z'))
    // Monday 30th 00:00 in São Paulo opens the next.
    expect(periodStart('week', at('2026-11-30T03:00:00Z'))).toBe(at('2026-11-30T03:00:00Z'))
    expect(periodEnd('week', at('2026-11-27T12:00:00Z'))).toBe(at('2026-11-30T03:00:00Z'))
  })

  it('starts the month on the 1st, across a year end and a leap February', () => {
    expect(periodStart('month', at('2026-12-31T23:00:00Z'))).toBe(at('2026-12-01T03:00:00Z'))
    // 02:00 UTC on 1 January is 23:00 of 31 December in São Paulo.
    expect(periodStart('month', at('2027-01-01T02:00:00Z'))).toBe(at('2026-12-01T03:00:00Z'))
    expect(periodEnd('month', at('2026-12-15T00:00:00Z'))).toBe(at('2027-01-01T03:00:00Z'))
    expect(periodEnd('month', at('2028-02-10T00:00:00Z'))).toBe(at('2028-03-01T03:00:00Z'))
  })

  it('always contains the instant, and the next period starts where this one ends', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...periods), (now, period) => {
        const start = periodStart(period, now)
        const end = periodEnd(period, now)
        expect(start).toBeLessThanOrEqual(now)
        expect(end).toBeGreaterThan(now)
        expect(periodStart(period, end)).toBe(end)
        expect(periodStart(period, end - 1)).toBe(start)
      }),
    )
  })

  it('begins at a São Paulo midnight, a Monday for weeks and a 1st for months', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...periods), (now, period) => {
        const local = new Date(periodStart(period, now) - 3 * 3600_000)
        expect([local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds()]).toEqual([0, 0, 0])
        if (period === 'week') expect(local.getUTCDay()).toBe(1)
        if (period === 'month') expect(local.getUTCDate()).toBe(1)
      }),
    )
  })
})

describe('limitChange', () => {
  const now = at('2026-11-27T12:00:00Z')

  it('applies a lower limit, or a first one, at once', () => {
    expect(limitChange(10_000, 5_000, now)).toEqual({ kind: 'now', value: 5_000 })
    expect(limitChange(null, 5_000, now)).toEqual({ kind: 'now', value: 5_000 })
  })

  it('delays a higher limit or a removal by 24 hours', () => {
    expect(limitChange(10_000, 20_000, now)).toEqual({ kind: 'later', value: 20_000, effectiveAt: now + 86_400_000 })
    expect(limitChange(10_000, null, now)).toEqual({ kind: 'later', value: null, effectiveAt: now + 86_400_000 })
  })

  it('changes nothing when the value is the same', () => {
    expect(limitChange(10_000, 10_000, now)).toEqual({ kind: 'none' })
    expect(limitChange(null, null, now)).toEqual({ kind: 'none' })
  })

  it('never loosens a limit before the delay', () => {
    const limit = fc.option(fc.integer({ min: 1, max: 100_000_000 }), { nil: null })
    fc.assert(
      fc.property(limit, limit, instant, (current, next, nowMs) => {
        const change = limitChange(current, next, nowMs)
        const looser = current !== null && (next === null || next > current)
        if (looser) expect(change).toEqual({ kind: 'later', value: next, effectiveAt: nowMs + LIMIT_INCREASE_DELAY_MS })
        else if (current !== next) expect(change).toEqual({ kind: 'now', value: next })
      }),
    )
  })
})

describe('remainingAllowance and lossOf', () => {
  it('is the limit less what was used, never negative, null without a limit', () => {
    expect(remainingAllowance(10_000, 8_000)).toBe(2_000)
    expect(remainingAllowance(10_000, 13_000)).toBe(0)
    expect(remainingAllowance(null, 13_000)).toBeNull()
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }), (limit, used) => {
        const left = remainingAllowance(limit, used)!
        expect(left).toBeGreaterThanOrEqual(0)
        expect(left).toBeLessThanOrEqual(limit)
      }),
    )
  })

  it('counts a loss as stakes less wins, and a winning period as no loss', () => {
    expect(lossOf(5_000, 2_000)).toBe(3_000)
    expect(lossOf(5_000, 9_000)).toBe(0)
  })
})
