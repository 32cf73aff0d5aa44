import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  clampPauseDays,
  formatPauseEnd,
  MAX_PAUSE_DAYS,
  MIN_PAUSE_DAYS,
  pauseEndMs,
  pauseEndParts,
} from './pause-period.ts'

const at = (iso: string) => Date.parse(iso)
const DAY = 86_400_000

describe('pauseEndMs', () => {
  it('24 hours, a week and N days are exact spans of time', () => {
    const start = at('2026-11-27T17:30:00Z')
    expect(pauseEndMs('day', start)).toBe(at('2026-11-28T17:30:00Z'))
    expect(pauseEndMs('week', start)).toBe(at('2026-12-04T17:30:00Z'))
    expect(pauseEndMs('days', start, 10)).toBe(at('2026-12-07T17:30:00Z'))
  })

  it('a month is the same day and time of the next month on São Paulo’s calendar', () => {
    expect(pauseEndMs('month', at('2026-11-27T17:30:00Z'))).toBe(at('2026-12-27T17:30:00Z'))
    // 31 December, 22:00 in São Paulo is already 1 January in UTC: the month is counted from São Paulo's date.
    expect(pauseEndMs('month', at('2027-01-01T01:00:00Z'))).toBe(at('2027-02-01T01:00:00Z'))
  })

  it('a month from the 31st ends on the last day of a shorter month, leap years included', () => {
    expect(pauseEndMs('month', at('2027-01-31T15:00:00Z'))).toBe(at('2027-02-28T15:00:00Z'))
    expect(pauseEndMs('month', at('2028-01-31T15:00:00Z'))).toBe(at('2028-02-29T15:00:00Z'))
    expect(pauseEndMs('month', at('2026-12-31T15:00:00Z'))).toBe(at('2027-01-31T15:00:00Z'))
  })

  it('an indefinite exclusion has no end', () => {
    expect(pauseEndMs('indefinite', at('2026-11-27T17:30:00Z'))).toBeNull()
  })

  it('the custom period is held to 1..42 days', () => {
    const start = at('2026-11-27T12:00:00Z')
    expect(pauseEndMs('days', start, 0)).toBe(start + DAY)
    expect(pauseEndMs('days', start, 43)).toBe(start + 42 * DAY)
    expect(pauseEndMs('days', start, 42)).toBe(start + 42 * DAY)
  })

  it('property: every custom break ends 1 to 42 whole days later', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.double(), (start, days) => {
        const end = pauseEndMs('days', start, days)
        expect(end).not.toBeNull()
        const span = (end as number) - start
        expect(span % DAY).toBe(0)
        expect(span / DAY).toBeGreaterThanOrEqual(MIN_PAUSE_DAYS)
        expect(span / DAY).toBeLessThanOrEqual(MAX_PAUSE_DAYS)
      }),
    )
  })

  it('property: a month ends 28 to 31 days later, on the same São Paulo time of day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (start) => {
        const end = pauseEndMs('month', start) as number
        expect(end - start).toBeGreaterThanOrEqual(28 * DAY)
        expect(end - start).toBeLessThanOrEqual(31 * DAY)
        expect((end - start) % DAY).toBe(0)
      }),
    )
  })
})

describe('clampPauseDays', () => {
  it('makes the typed number whole and holds it to 1..42', () => {
    expect(clampPauseDays(7.9)).toBe(7)
    expect(clampPauseDays(-3)).toBe(1)
    expect(clampPauseDays(Number.NaN)).toBe(1)
    expect(clampPauseDays(Number.POSITIVE_INFINITY)).toBe(42)
    expect(clampPauseDays(100)).toBe(42)
  })
})

describe('pause end in São Paulo time', () => {
  it('writes the date and time as the platform does (UTC-3)', () => {
    expect(pauseEndParts(at('2026-11-28T17:30:00Z'))).toEqual({ date: '28/11/2026', time: '14:30' })
    expect(formatPauseEnd(at('2026-11-28T02:05:00Z'))).toBe('27/11/2026 às 23:05')
  })
})
