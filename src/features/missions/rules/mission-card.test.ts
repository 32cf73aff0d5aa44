import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  cardDescription,
  completedCount,
  DESCRIPTION_MAX,
  missionState,
  progressPercent,
  stripMarkup,
} from './mission-card.ts'

describe('stripMarkup', () => {
  it('reads a numeric reference that names no character as U+FFFD instead of throwing', () => {
    expect(() => String.fromCodePoint(1114112)).toThrow(RangeError)
    expect(stripMarkup('Gire &#1114112; vezes &#0; &#55296; &#65;')).toBe('Gire \uFFFD vezes \uFFFD \uFFFD A')
    expect(cardDescription('<p>Bônus &#1114112;</p>')).toBe('Bônus \uFFFD')
  })

  it('removes tags, keeps words apart across blocks and decodes entities', () => {
    expect(stripMarkup('<p>Faça <b>10 apostas</b> no <em>Spaceman</em>.</p><p>Boa sorte &amp; até já</p>')).toBe(
      'Faça 10 apostas no Spaceman. Boa sorte & até já',
    )
    expect(stripMarkup('linha<br/>outra&nbsp;&#33;')).toBe('linha outra !')
    expect(stripMarkup('<script>alert(1)</script>texto')).toBe('alert(1)texto')
  })

  it('never leaves a tag', () => {
    fc.assert(fc.property(fc.string(), (text) => !/<[a-z/][^>]*>/i.test(stripMarkup(text))))
  })
})

describe('cardDescription', () => {
  it('keeps a short text and cuts a long one at 80 characters with an ellipsis', () => {
    expect(cardDescription('Jogue 3 rodadas de <strong>Fruit Party</strong> hoje.')).toBe(
      'Jogue 3 rodadas de Fruit Party hoje.',
    )
    const long = cardDescription(`<div>${'palavra '.repeat(30)}</div>`)
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX)
    expect(long.endsWith('…')).toBe(true)
    expect(cardDescription(null)).toBe('')
  })

  it('is never longer than 80 characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (text) => cardDescription(text).length <= DESCRIPTION_MAX))
  })
})

describe('missionState and progress', () => {
  it('Accept before acceptance, then Active, completed and collected', () => {
    expect(missionState({ haveMission: false, completed: false, collected: false })).toBe('open')
    expect(missionState({ haveMission: true, completed: false, collected: false })).toBe('active')
    expect(missionState({ haveMission: true, completed: true, collected: false })).toBe('completed')
    expect(missionState({ haveMission: true, completed: true, collected: true })).toBe('collected')
  })

  it('the circle follows rounds over total, clamped to 0-100', () => {
    expect(progressPercent({ myRounds: 1, myRoundsPercentage: 0, challenge_total: 3 })).toBe(33)
    expect(progressPercent({ myRounds: 9, myRoundsPercentage: 0, challenge_total: 3 })).toBe(100)
    expect(progressPercent({ myRounds: 0, myRoundsPercentage: 40, challenge_total: null })).toBe(40)
    expect(progressPercent({ myRounds: 0, myRoundsPercentage: -5, challenge_total: 0 })).toBe(0)
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.option(fc.integer()), (rounds, pct, total) => {
        const value = progressPercent({ myRounds: rounds, myRoundsPercentage: pct, challenge_total: total })
        return value >= 0 && value <= 100
      }),
    )
  })

  it('counts the completed missions of a list', () => {
    expect(
      completedCount([
        { completed: true, collected: false },
        { completed: true, collected: true },
        { completed: false, collected: false },
      ]),
    ).toBe(2)
  })
})
