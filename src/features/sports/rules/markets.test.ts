import { describe, expect, it } from 'vitest'
import { footballEventFixture } from '@/testing/sports-fixtures.ts'
import { teamBadgePath, teamSlug, winnerSlots } from './markets.ts'

describe('winnerSlots', () => {
  it('prices 1 / X / 2 from the Match Winner market, by market and value index', () => {
    expect(winnerSlots(footballEventFixture())).toEqual([
      { label: '1', marketIndex: 0, valueIndex: 0, odd: 1.85 },
      { label: 'X', marketIndex: 0, valueIndex: 1, odd: 3.4 },
      { label: '2', marketIndex: 0, valueIndex: 2, odd: 4.2 },
    ])
  })

  it('falls back to the odds fields when the market is not in the answer', () => {
    const slots = winnerSlots(footballEventFixture({ bets: [] }))
    expect(slots?.map((slot) => [slot.marketIndex, slot.odd])).toEqual([
      [-1, 1.85],
      [-1, 3.4],
      [-1, 4.2],
    ])
  })

  it('is null while the event has no odds', () => {
    expect(winnerSlots(footballEventFixture({ odds_home: null }))).toBeNull()
  })
})

describe('teamSlug', () => {
  it.each([
    ['São Paulo', 'sao-paulo'],
    ['Grêmio FBPA', 'gremio-fbpa'],
    ['  Atlético-MG ', 'atletico-mg'],
  ])('%s → %s', (name, slug) => expect(teamSlug(name)).toBe(slug))

  it('builds the badge path', () => {
    expect(teamBadgePath('Vasco da Gama')).toBe('/storage/football/fixtures/vasco-da-gama.png')
  })
})
