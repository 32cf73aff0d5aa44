import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatBRL } from '@/shared/money.ts'
import {
  dailyMarqueeSeed,
  MARQUEE_ENTRIES,
  MARQUEE_MAX_CENTAVOS,
  MARQUEE_MIN_CENTAVOS,
  marqueeWinners,
  maskName,
} from './marquee.ts'

describe('maskName', () => {
  it('keeps two letters and the last of the first name, and the initial of the surname', () => {
    expect(maskName('Joana', 'Silva')).toBe('Jo***a S.')
    expect(maskName('Antônio', 'oliveira')).toBe('An***o O.')
  })

  it('a short first name keeps only its first letter', () => {
    expect(maskName('Ana', 'Costa')).toBe('A*** C.')
  })
})

describe('marqueeWinners', () => {
  it('gives 50 entries by default, the same for the same seed', () => {
    const list = marqueeWinners(7)
    expect(list).toHaveLength(MARQUEE_ENTRIES)
    expect(marqueeWinners(7)).toEqual(list)
    expect(marqueeWinners(8)).not.toEqual(list)
  })

  it('every entry: an integer amount from R$ 100,00 to R$ 999,99, a masked name, a unique id', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 200 }), (seed, count) => {
        const list = marqueeWinners(seed, count)
        expect(list).toHaveLength(count)
        expect(new Set(list.map((winner) => winner.id)).size).toBe(count)
        for (const winner of list) {
          expect(Number.isInteger(winner.amount)).toBe(true)
          expect(winner.amount).toBeGreaterThanOrEqual(MARQUEE_MIN_CENTAVOS)
          expect(winner.amount).toBeLessThanOrEqual(MARQUEE_MAX_CENTAVOS)
          expect(winner.name).toMatch(/^\p{L}{1,2}\*\*\*\p{L}? \p{Lu}\.$/u)
        }
      }),
    )
  })

  it('amounts read in pt-BR format, from R$ 100,00 to R$ 999,99', () => {
    const texts = marqueeWinners(1, 500).map((winner) => formatBRL(winner.amount).replace(/\s/g, ' '))
    for (const text of texts) expect(text).toMatch(/^R\$ \d{3},\d{2}$/)
    expect(formatBRL(MARQUEE_MIN_CENTAVOS).replace(/\s/g, ' ')).toBe('R$ 100,00')
    expect(formatBRL(MARQUEE_MAX_CENTAVOS).replace(/\s/g, ' ')).toBe('R$ 999,99')
  })

  it('spreads the amounts over the whole range', () => {
    const amounts = marqueeWinners(3, 2000).map((winner) => winner.amount)
    expect(Math.min(...amounts)).toBeLessThan(15_000)
    expect(Math.max(...amounts)).toBeGreaterThan(95_000)
  })
})

describe('dailyMarqueeSeed', () => {
  it('stays the same within a day and changes the next day', () => {
    const morning = Date.UTC(2026, 10, 23, 1)
    expect(dailyMarqueeSeed(morning)).toBe(dailyMarqueeSeed(Date.UTC(2026, 10, 23, 23)))
    expect(dailyMarqueeSeed(Date.UTC(2026, 10, 24, 1))).toBe(dailyMarqueeSeed(morning) + 1)
  })
})
