import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addDays, eventPhase, kickoffLabel, saoPauloDay } from './event-status.ts'

// Tuesday 24 November 2026, 10:00 in São Paulo (UTC-3).
const NOW = Date.parse('2026-11-24T13:00:00Z')

describe('kickoffLabel', () => {
  it.each([
    ['later today', '2026-11-24T19:00:00Z', { kind: 'today', time: '16:00' }],
    [
      'today before midnight in São Paulo, already tomorrow in UTC',
      '2026-11-25T02:30:00Z',
      { kind: 'today', time: '23:30' },
    ],
    ['tomorrow', '2026-11-25T19:00:00Z', { kind: 'tomorrow', time: '16:00' }],
    ['on Thursday, within the week', '2026-11-26T19:00:00Z', { kind: 'weekday', weekday: 4, time: '16:00' }],
    ['on Saturday', '2026-11-28T22:30:00Z', { kind: 'weekday', weekday: 6, time: '19:30' }],
    ['a week or more away', '2026-12-01T19:00:00Z', { kind: 'date', day: '01/12/2026', time: '16:00' }],
  ])('%s', (_, date, label) => {
    expect(kickoffLabel(date, NOW)).toEqual(label)
  })

  it('is null for a date it cannot read', () => {
    expect(kickoffLabel('soon', NOW)).toBeNull()
  })

  it('never says today or tomorrow for another São Paulo day', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * 86_400_000, max: 10 * 86_400_000 }), (offset) => {
        const label = kickoffLabel(new Date(NOW + offset).toISOString(), NOW)
        const day = saoPauloDay(NOW + offset)
        if (label?.kind === 'today') expect(day).toBe(saoPauloDay(NOW))
        if (label?.kind === 'tomorrow') expect(day).toBe(addDays(saoPauloDay(NOW), 1))
      }),
    )
  })
})

describe('eventPhase', () => {
  it.each([
    ['Not Started', false, 'upcoming'],
    ['First Half', false, 'live'],
    ['Halftime', false, 'live'],
    ['Penalty In Progress', false, 'live'],
    ['Match Finished', false, 'finished'],
    ['Second Half', true, 'finished'],
  ] as const)('%s (finished %s) is %s', (status_long, finished, phase) => {
    expect(eventPhase({ status_long, finished })).toBe(phase)
  })
})

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})
