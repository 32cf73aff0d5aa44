import { describe, expect, it } from 'vitest'
import { periodAt, sameDay } from './periods.ts'

const at = (text: string) => Date.parse(text)

describe('mission periods (São Paulo time)', () => {
  it('a day runs from midnight to midnight in São Paulo, not in UTC', () => {
    // 01:30 UTC on the 2nd is still 22:30 on the 1st in São Paulo.
    expect(periodAt('daily', at('2026-11-02T01:30:00Z'))).toEqual({
      key: '2026-11-01',
      start: at('2026-11-01T03:00:00Z'),
      end: at('2026-11-02T03:00:00Z'),
    })
    expect(periodAt('daily', at('2026-11-02T03:00:00Z')).key).toBe('2026-11-02')
  })

  it('a week starts on Monday at midnight', () => {
    // 2026-11-01 is a Sunday: the last day of the week that began on Monday 26 October.
    expect(periodAt('week', at('2026-11-01T12:00:00-03:00'))).toEqual({
      key: '2026-10-26',
      start: at('2026-10-26T00:00:00-03:00'),
      end: at('2026-11-02T00:00:00-03:00'),
    })
    expect(periodAt('week', at('2026-11-02T00:00:00-03:00')).key).toBe('2026-11-02')
    expect(periodAt('week', at('2026-11-08T23:59:59-03:00')).key).toBe('2026-11-02')
  })

  it('sameDay compares São Paulo days', () => {
    expect(sameDay(at('2026-11-01T23:00:00-03:00'), at('2026-11-01T00:10:00-03:00'))).toBe(true)
    expect(sameDay(at('2026-11-01T23:00:00-03:00'), at('2026-11-02T00:10:00-03:00'))).toBe(false)
  })
})
