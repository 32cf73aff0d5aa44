import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { daysOutOfRange, pauseChoice } from './pause-choice.ts'

describe('pauseChoice', () => {
  it('the fixed periods need no number of days', () => {
    expect(pauseChoice('day', '')).toEqual({ ok: true, choice: { period: 'day' } })
    expect(pauseChoice('indefinite', '99')).toEqual({ ok: true, choice: { period: 'indefinite' } })
  })

  it('the custom period takes a whole number of days from 1 to 42, and says so otherwise', () => {
    expect(pauseChoice('days', ' 10 ')).toEqual({ ok: true, choice: { period: 'days', days: 10 } })
    for (const text of ['', '0', '43', '2.5', '-1', 'dez'])
      expect(pauseChoice('days', text)).toEqual({ ok: false, message: daysOutOfRange })
  })

  it('property: every integer is accepted exactly when it lies in 1..42', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 200 }), (days) => {
        expect(pauseChoice('days', String(days)).ok).toBe(days >= 1 && days <= 42)
      }),
    )
  })
})
