// @vitest-environment node
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { hashText, intBetween, mulberry32, pick, shuffled } from './prng.ts'

// The catalogue, the seed data and the winners marquee are built from these sequences: a change here changes them all.
describe('mulberry32', () => {
  it('gives the reference sequence for a seed', () => {
    expect(mulberry32(0)()).toBe(0.26642920868471265)
    const random = mulberry32(2026)
    expect([random(), random(), random()]).toEqual([0.45540769933722913, 0.30849614599719644, 0.6611574492417276])
  })

  it('repeats itself for the same seed and stays in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = mulberry32(seed)
        const b = mulberry32(seed)
        for (let i = 0; i < 20; i++) {
          const value = a()
          expect(value).toBe(b())
          expect(value).toBeGreaterThanOrEqual(0)
          expect(value).toBeLessThan(1)
        }
      }),
    )
  })
})

describe('hashText', () => {
  it('is FNV-1a (32 bits)', () => {
    expect(hashText('')).toBe(0x811c9dc5)
    expect(hashText('a')).toBe(0xe40c292c)
    expect(hashText('jogada')).toBe(2545694021)
  })

  it('is an unsigned 32-bit number for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => Number.isInteger(hashText(text)) && hashText(text) >>> 0 === hashText(text)),
    )
  })
})

describe('the draws', () => {
  it('pick takes an item of the list and refuses an empty one', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { minLength: 1 }), (seed, items) => {
        expect(items).toContain(pick(mulberry32(seed), items))
      }),
    )
    expect(() => pick(mulberry32(1), [])).toThrow('pick from an empty list')
  })

  it('intBetween stays within both ends', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (seed, min, span) => {
        const value = intBetween(mulberry32(seed), min, min + span)
        expect(Number.isInteger(value) && value >= min && value <= min + span).toBe(true)
      }),
    )
  })

  it('shuffled is a reordering of a copy', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer()), (seed, items) => {
        const before = [...items]
        const out = shuffled(mulberry32(seed), items)
        expect(items).toEqual(before)
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b))
      }),
    )
  })
})
