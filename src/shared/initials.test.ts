// @vitest-environment node
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { initials } from './initials.ts'

const letters = (text: string) => Array.from(text).length

describe('initials', () => {
  it.each([
    ['Gates of Olympus', 'GO'],
    ['Sweet Bonanza 1000', 'SB'],
    ['1000 Wild Hot', 'WH'],
    ['Palmeiras', 'P'],
    ['água viva', 'ÁV'],
    ['Éden', 'É'],
    ['  São   Paulo  ', 'SP'],
    ['', ''],
    ['   ', ''],
    ['777 ---', ''],
  ])('%j -> %j', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })

  it('keeps an accent typed as a separate mark on its letter', () => {
    expect(initials('E\u0301den A\u0300gua')).toBe('ÉÀ')
  })

  it('writes one letter per word where upper case would write two', () => {
    expect(initials('ßeta ﬁnal')).toBe('SF')
  })

  it('takes a letter outside the basic plane whole', () => {
    expect(initials('𝒜lfa')).toBe('𝒜')
  })

  it('is never longer than two letters, in upper case, one per word that starts with a letter', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 6 }).map((words) => words.join(' ')),
        (name) => {
          const result = initials(name)
          const lettered = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word.normalize('NFC'))).length
          expect(letters(result)).toBeLessThanOrEqual(2)
          expect(letters(result)).toBe(Math.min(2, lettered))
          expect(result.toUpperCase()).toBe(result)
        },
      ),
    )
  })
})
