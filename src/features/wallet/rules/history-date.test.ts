import { describe, expect, it } from 'vitest'
import { historyDate, historyDateTimeAttr } from './history-date.ts'

describe('history dates (pt-BR, Brasília)', () => {
  it('dd/mm/aaaa HH:mm from created_at, on the 24-hour clock in Brasília', () => {
    expect(historyDate('2026-11-01T17:05:00.000000Z', 'há 2 horas')).toBe('01/11/2026 14:05')
    expect(historyDate('2026-01-02T02:30:00Z', 'x')).toBe('01/01/2026 23:30')
    expect(historyDateTimeAttr('2026-11-01T17:05:00.000000Z')).toBe('2026-11-01T17:05:00.000Z')
  })

  it('the relative text when no date can be read', () => {
    expect(historyDate(null, 'há 3 dias')).toBe('há 3 dias')
    expect(historyDate(undefined, 'ontem')).toBe('ontem')
    expect(historyDate('não é data', 'ontem')).toBe('ontem')
    expect(historyDateTimeAttr(null)).toBeNull()
  })
})
