// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { catalogue, type CatalogueGame, type CatalogueProvider } from './catalogue.ts'
import { buildSearchIndex, normalizeSearch, searchIndex } from './search.ts'

const names = (games: CatalogueGame[]) => games.map((g) => g.game_name)

describe('game search over the catalogue', () => {
  it.each(['Fruit Party', 'Sweet Bonanza', 'Gates of Olympus', 'Spaceman', 'Football', 'Blackjack'])(
    'the popular search "%s" finds games, the best match first',
    (term) => {
      const hits = searchIndex().search(term)
      expect(hits.length).toBeGreaterThan(0)
      expect(normalizeSearch(hits[0]?.game_name ?? '')).toContain(normalizeSearch(term))
    },
  )

  it('"gates" shows Gates of Olympus (name starts with it) before Golden Gates (a word starts with it), though Golden Gates has more views', () => {
    const hits = names(searchIndex().search('gates'))
    const olympus = hits.indexOf('Gates of Olympus')
    const golden = hits.indexOf('Golden Gates')
    expect(olympus).toBeGreaterThanOrEqual(0)
    expect(golden).toBeGreaterThan(olympus)
    const views = (name: string) => catalogue().games.find((g) => g.game_name === name)?.views ?? 0
    expect(views('Golden Gates')).toBeGreaterThan(views('Gates of Olympus'))
    // Every name that starts with "gates" comes before Golden Gates.
    expect(hits.slice(0, golden).every((n) => n.toLowerCase().startsWith('gates'))).toBe(true)
  })

  it('ignores accents and case', () => {
    const index = searchIndex()
    for (const term of ['aviaozinho', 'AVIÃOZINHO', 'Aviaozinho'])
      expect(names(index.search(term))[0]).toBe('Aviãozinho')
    expect(names(index.search('roleta relampago'))[0]).toBe('Roleta Relâmpago')
    expect(names(index.search('BACARA AO VIVO'))).toContain('Bacará ao Vivo')
  })

  it('answers 2-character terms, enabled games only, and nothing for a blank term', () => {
    const hits = searchIndex().search('sw')
    expect(hits.length).toBeGreaterThan(8)
    expect(names(hits)[0]).toBe('Sweet Bonanza')
    expect(hits.every((g) => g.status)).toBe(true)
    const disabled = catalogue().games.find((g) => !g.status)
    expect(disabled).toBeDefined()
    expect(searchIndex().search(disabled?.game_name ?? '')).not.toContain(disabled)
    expect(searchIndex().search('   ')).toEqual([])
    expect(searchIndex().search('zzqx')).toEqual([])
  })

  it('finds the games of a studio by its name, after the games named like the term', () => {
    const hits = searchIndex().search('tropicana')
    expect(hits.length).toBeGreaterThan(50)
    expect(
      hits.every((g) => g.provider.code === 'tropicana-studios' || normalizeSearch(g.game_name).includes('tropicana')),
    ).toBe(true)
  })
})

describe('search ranking', () => {
  const provider = (id: number, name: string): CatalogueProvider => ({
    id,
    provider_id: String(id),
    code: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    provider_name: name,
    profile: 'slots',
  })
  const studio = provider(1, 'Pixel Gaming')
  const starStudio = provider(2, 'Star Works')
  let nextId = 1
  const game = (game_name: string, views: number, by = studio, status = true) =>
    ({ id: nextId++, game_name, views, status, provider_id: by.id, provider: by }) as CatalogueGame
  const games = [
    game('Lucky Stars', 900),
    game('Superstar', 800),
    game('Starlight Queen', 100),
    game('Star Bonanza', 50),
    game('Bingo Turbo', 10_000, starStudio),
    game('Stargazer', 5_000, studio, false),
  ]
  const index = buildSearchIndex({ games, providers: [studio, starStudio] })

  it('ranks name prefix, then word prefix, then inside a word, then the studio; views decide within a rank', () => {
    expect(names(index.search('star'))).toEqual([
      'Starlight Queen',
      'Star Bonanza',
      'Lucky Stars',
      'Superstar',
      'Bingo Turbo',
    ])
  })

  it('matches every word of the term in any order, and the whole term inside a name', () => {
    expect(names(index.search('queen star'))).toEqual(['Starlight Queen'])
    expect(names(index.search('perst'))).toEqual(['Superstar'])
  })
})
