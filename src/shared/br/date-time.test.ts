import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatPlatformDateTime, formatPlatformDeadline, platformDateTime } from './date-time.ts'

describe('the platform clock', () => {
  it("writes an instant as Brasília's clock reads it, 24-hour, whatever the machine's zone", () => {
    expect(platformDateTime('2026-11-28T03:00:00Z')).toEqual({
      date: '28/11/2026',
      time: '00:00',
      timeWithSeconds: '00:00:00',
    })
    expect(formatPlatformDateTime(Date.parse('2026-11-01T17:05:09Z'))).toBe('01/11/2026 14:05')
    expect(formatPlatformDateTime('2026-11-01T17:05:09Z', { seconds: true })).toBe('01/11/2026 14:05:09')
    expect(formatPlatformDeadline(new Date('2026-11-28T17:30:00Z'))).toBe('28/11/2026 às 14:30')
  })

  it('keeps the fixed shape dd/mm/aaaa HH:mm(:ss) for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(formatPlatformDateTime(ms)).toMatch(/^\d\d\/\d\d\/\d{4} ([01]\d|2[0-3]):[0-5]\d$/)
        expect(formatPlatformDateTime(ms, { seconds: true })).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:[0-5]\d$/)
      }),
    )
  })
})
