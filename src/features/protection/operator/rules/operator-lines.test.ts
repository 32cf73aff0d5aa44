import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { LOCALES } from '@/shared/i18n/locales.ts'
import { formatActDate, phoneContact } from './operator-lines.ts'

describe('formatActDate', () => {
  it('writes the day as each language does', () => {
    expect(formatActDate('2026-01-02', 'pt-BR')).toBe('2 de janeiro de 2026')
    expect(formatActDate('2026-01-02', 'en')).toBe('January 2, 2026')
    expect(formatActDate('2026-01-02', 'es')).toBe('2 de enero de 2026')
  })

  it('keeps the day of the act whatever the day (no time zone moves it)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10)
          const day = String(Number(iso.slice(8, 10)))
          expect(formatActDate(iso, 'pt-BR').startsWith(`${day} de `)).toBe(true)
        },
      ),
    )
  })

  it('writes what Intl writes, in every app language', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        fc.constantFrom(...LOCALES),
        (date, locale) => {
          const iso = date.toISOString().slice(0, 10)
          const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
          expect(formatActDate(iso, locale)).toBe(intl.format(Date.parse(`${iso}T00:00:00Z`)))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('asks Intl for a language the app does not have', () => {
    expect(formatActDate('2026-01-02', 'fr')).toBe('2 janvier 2026')
  })

  it('shows what came when it is not a date', () => {
    expect(formatActDate('em breve', 'pt-BR')).toBe('em breve')
  })
})

describe('phoneContact', () => {
  it('formats the number and dials it with the country code', () => {
    expect(phoneContact('1100000000')).toEqual({ text: '(11) 0000-0000', href: 'tel:+551100000000' })
    expect(phoneContact('(21) 98888-7777')).toEqual({ text: '(21) 98888-7777', href: 'tel:+5521988887777' })
  })
})
