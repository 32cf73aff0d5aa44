import { describe, expect, it } from 'vitest'
import { headerDate } from './header-date.ts'

describe('headerDate', () => {
  it('is the São Paulo day and weekday, in the app language', () => {
    // 01:30 UTC on Monday the 2nd is still Sunday the 1st in São Paulo.
    const now = new Date('2026-11-02T01:30:00Z')
    expect(headerDate(now, 'pt-BR')).toEqual({ day: '01/11/2026', weekday: 'Domingo' })
    expect(headerDate(now, 'en')).toEqual({ day: '11/1/26', weekday: 'Sunday' })
    expect(headerDate(now, 'es').weekday).toBe('Domingo')
  })
})
