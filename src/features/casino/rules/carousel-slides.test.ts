import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { GAME_CAROUSEL_SLIDES, RECOMMENDED_CAROUSEL_SLIDES, slidesPerViewAt } from './carousel-slides.ts'

describe('carousel slides', () => {
  it('games: 2.5, 2.8 from 320 px, 3.2 from 480, 3.5 from 700, 6 from 1024', () => {
    expect(
      [0, 319, 320, 479, 480, 699, 700, 1023, 1024, 2000].map((w) => slidesPerViewAt(GAME_CAROUSEL_SLIDES, w)),
    ).toEqual([2.5, 2.5, 2.8, 2.8, 3.2, 3.2, 3.5, 3.5, 6, 6])
  })

  it('recommended: 2, 3 from 700 px', () => {
    expect([360, 699, 700].map((w) => slidesPerViewAt(RECOMMENDED_CAROUSEL_SLIDES, w))).toEqual([2, 2, 3])
  })

  it('a wider window never shows fewer cards', () => {
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a]
        expect(slidesPerViewAt(GAME_CAROUSEL_SLIDES, wide)).toBeGreaterThanOrEqual(
          slidesPerViewAt(GAME_CAROUSEL_SLIDES, narrow),
        )
      }),
    )
  })
})
