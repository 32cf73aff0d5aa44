// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { seedData } from '../db/seed-data.ts'
import {
  buildCatalogue,
  catalogue,
  CATALOGUE_SEED,
  CATALOGUE_SIZE,
  catalogueSteps,
  FEATURED_SIZE,
  HEADLINE_GAMES,
  HOME_SIZE,
  prepareCatalogue,
  TOP_SIZE,
} from './catalogue.ts'
import { PROVIDER_SPECS } from './providers.ts'

const cat = catalogue()
const enabled = cat.games.filter((g) => g.status)

describe('the casino catalogue', () => {
  it('is the same on every build: same seed, same games, down to the last field', () => {
    const again = buildCatalogue()
    expect(again.games).toEqual(cat.games)
    // A few fixed points, so a change to the generator that moves every game is seen here.
    expect(cat.games.length).toBe(CATALOGUE_SIZE)
    const sweet = cat.gameByCode('sweet-bonanza')
    expect(sweet).toMatchObject({
      game_name: 'Sweet Bonanza',
      provider: { code: 'tropicana-studios' },
      views: 3_100_000,
    })
    expect(buildCatalogue(1).games.map((g) => g.game_name)).not.toEqual(cat.games.map((g) => g.game_name))
  })

  it('has 5,000 games with ids 1..5000 from 40 studios, each with a slug, a name and games', () => {
    expect(cat.games.map((g) => g.id)).toEqual(Array.from({ length: CATALOGUE_SIZE }, (_, i) => i + 1))
    expect(cat.providers).toHaveLength(40)
    expect(cat.providers).toHaveLength(PROVIDER_SPECS.length)
    for (const provider of cat.providers) {
      expect(provider.code).toMatch(/^[a-z0-9-]+$/)
      expect(provider.provider_name).toBe(provider.name)
      expect(cat.games.filter((g) => g.provider_id === provider.id).length).toBeGreaterThan(50)
    }
    expect(new Set(cat.providers.map((p) => p.code)).size).toBe(40)
  })

  it('gives every game a unique slug, a cover at /storage/games/<slug>.svg, and a name unique within its studio', () => {
    expect(new Set(cat.games.map((g) => g.game_code)).size).toBe(CATALOGUE_SIZE)
    for (const game of cat.games) {
      expect(game.game_code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(game.cover).toBe(`/storage/games/${game.game_code}.svg`)
      expect(game.distribution).toBe(game.provider.code)
      expect(game.rtp).toMatch(/^\d{2}\.\d{2}$/)
      expect(Number(game.rtp)).toBeGreaterThanOrEqual(94)
      expect(Number(game.rtp)).toBeLessThan(100)
    }
    const perStudio = new Set(cat.games.map((g) => `${g.provider_id}|${g.game_name}`))
    expect(perStudio.size).toBe(CATALOGUE_SIZE)
  })

  it('files each game in 1 to 3 of the seeded categories, consistent with its type', () => {
    const slugs = new Set(seedData().categories.map((c) => c.slug))
    for (const game of cat.games) {
      expect(game.categories.length).toBeGreaterThanOrEqual(1)
      expect(game.categories.length).toBeLessThanOrEqual(3)
      for (const slug of game.categories) expect(slugs).toContain(slug)
      if (game.game_type === 'live') expect(game.categories).toContain('ao-vivo')
      else expect(game.categories).not.toContain('ao-vivo')
      if (game.kind === 'crash') expect(game.categories).toContain('crash')
      if (game.kind === 'cards' || game.kind === 'live-cards') expect(game.categories).toContain('cartas')
      if (game.kind === 'roulette' || game.kind === 'live-roulette') expect(game.categories).toContain('roleta')
    }
    for (const slug of slugs)
      expect(enabled.filter((g) => g.categories.includes(slug as never)).length).toBeGreaterThanOrEqual(100)
    expect(new Set(cat.games.map((g) => g.game_type))).toEqual(new Set(['slots', 'table', 'live']))
  })

  it('puts the 100 most viewed enabled games in top', () => {
    const top = enabled.filter((g) => g.categories.includes('top'))
    expect(top).toHaveLength(TOP_SIZE)
    const leastTop = Math.min(...top.map((g) => g.views))
    expect(enabled.filter((g) => !g.categories.includes('top')).every((g) => g.views <= leastTop)).toBe(true)
  })

  it('shows 300 games on the home, spread over every studio and mostly playable on phones; 12 featured', () => {
    const home = cat.games.filter((g) => g.show_home)
    expect(home).toHaveLength(HOME_SIZE)
    expect(home.every((g) => g.status)).toBe(true)
    for (const provider of cat.providers)
      expect(home.filter((g) => g.provider_id === provider.id).length).toBeGreaterThanOrEqual(3)
    expect(home.filter((g) => g.is_mobile).length / HOME_SIZE).toBeGreaterThan(0.9)
    expect(cat.games.filter((g) => g.is_featured)).toHaveLength(FEATURED_SIZE)
    const mobile = cat.games.filter((g) => g.is_mobile).length / CATALOGUE_SIZE
    expect(mobile).toBeGreaterThan(0.8)
    expect(mobile).toBeLessThan(0.9)
  })

  it('keeps a few games disabled (never a headline), and orders the lobby featured, hot, then most viewed', () => {
    expect(enabled.length).toBeLessThan(CATALOGUE_SIZE)
    expect(enabled.length).toBeGreaterThan(CATALOGUE_SIZE * 0.97)
    for (const headline of HEADLINE_GAMES) {
      expect(
        cat.games.find((g) => g.game_name === headline.name && g.provider.code === headline.provider)?.status,
      ).toBe(true)
    }
    const lobby = cat.order.lobby
    expect(lobby).toHaveLength(enabled.length)
    const rank = (g: (typeof lobby)[number]) => (g.is_featured ? 0 : g.is_hot ? 1 : 2)
    for (let i = 1; i < lobby.length; i++) {
      const [a, b] = [lobby[i - 1], lobby[i]]
      if (!a || !b) continue
      expect(rank(a) < rank(b) || (rank(a) === rank(b) && a.views >= b.views)).toBe(true)
    }
    const views = cat.order.views.map((g) => g.views)
    expect(views).toEqual([...views].sort((a, b) => b - a))
    const trending = cat.order.trending.map((g) => g.trending)
    expect(trending).toEqual([...trending].sort((a, b) => b - a))
  })
})

describe('the sliced build', () => {
  it('pauses every few games and ends with the same catalogue as the build in one go', () => {
    const steps = catalogueSteps(CATALOGUE_SEED, 1000)
    let pauses = 0
    let step = steps.next()
    for (; !step.done; step = steps.next()) pauses++
    expect(pauses).toBeGreaterThanOrEqual(20)
    const whole = buildCatalogue(CATALOGUE_SEED, 1000)
    expect(JSON.stringify(step.value.games)).toBe(JSON.stringify(whole.games))
    expect(step.value.order.lobby.map((g) => g.id)).toEqual(whole.order.lobby.map((g) => g.id))
  })

  it("prepareCatalogue resolves with the page's one catalogue", async () => {
    expect(await prepareCatalogue()).toBe(catalogue())
  })
})
