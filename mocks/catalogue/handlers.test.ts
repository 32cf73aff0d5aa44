// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { callApi } from '@/api/client.ts'
import {
  casinosGame,
  casinosGames,
  casinosProvider,
  casinosProviders,
  featuredGames,
  gamesAll,
  gamesFavorite,
  gamesLike,
  gamesSingle,
  searchGames,
} from '@/api/casino.ts'
import { profileFavorites, profileRecents } from '@/api/profile.ts'
import { resetMockState } from '../node.ts'
import { brokenImages, BROKEN_COVER_EVERY } from './broken-images.ts'
import { catalogue } from './catalogue.ts'
import { RECENTS_CAP } from './game-lists.ts'
import { db } from '../db/index.ts'
import {
  CATEGORY_NOT_FOUND,
  demoGameUrl,
  FAVORITE_ADDED,
  GAME_UNDER_MAINTENANCE,
  FAVORITE_REMOVED,
  GAME_NOT_FOUND,
  GAMES_PER_PAGE,
  GAME_LIST_PER_PAGE,
  NEEDS_BALANCE,
  PROVIDER_NOT_FOUND,
} from './handlers.ts'
import { failure, signIn } from '../handlers/test-support.ts'
import { providerControls } from '../provider/controls.ts'
import { setGameServerOrigin } from '../config.ts'

beforeEach(() => resetMockState())

const enabled = catalogue().games.filter((g) => g.status)
const byName = (name: string) => {
  const game = catalogue().games.find((g) => g.game_name === name)
  if (!game) throw new Error(`no game ${name}`)
  return game
}
const listing = (
  query: Parameters<typeof callApi<typeof casinosGames>>[1] extends infer A
    ? A extends { query?: infer Q }
      ? Q
      : never
    : never,
) => callApi(casinosGames, { query })

describe('GET casinos/games', () => {
  it('pages the enabled games 12 at a time in the lobby order, with every category', async () => {
    const first = await listing({})
    expect(first.games).toMatchObject({ current_page: 1, per_page: GAMES_PER_PAGE, total: enabled.length })
    expect(first.games.data).toHaveLength(GAMES_PER_PAGE)
    expect(first.games.data.map((g) => g.id)).toEqual(
      catalogue()
        .order.lobby.slice(0, 12)
        .map((g) => g.id),
    )
    expect(first.games.data.every((g) => g.is_featured)).toBe(true)
    expect(first.categories.map((c) => c.slug)).toEqual(db.categories.all().map((c) => c.slug))
    expect(first).toMatchObject({ category_name: null, provider_name: null, provider_id: null })
    const second = await listing({ page: 2 })
    expect(second.games.data.map((g) => g.id)).toEqual(
      catalogue()
        .order.lobby.slice(12, 24)
        .map((g) => g.id),
    )
    const game = first.games.data[0]
    expect(game?.provider).toMatchObject({ name: expect.any(String), code: expect.any(String) })
    expect(game?.categories?.[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
    })
  })

  it('filters by category and by studio, naming them', async () => {
    const live = await listing({ category: 'ao-vivo' })
    expect(live.category_name).toBe('Cassino ao vivo')
    expect(live.games.total).toBe(enabled.filter((g) => g.categories.includes('ao-vivo')).length)
    expect(
      live.games.data.every((g) => g.game_type === 'live' && g.categories?.some((c) => c.slug === 'ao-vivo')),
    ).toBe(true)

    const studio = catalogue().provider('tropicana-studios')
    const tropicana = await listing({ provider: 'tropicana-studios', category: 'slots' })
    expect(tropicana).toMatchObject({
      provider_name: 'Tropicana Studios',
      provider_id: studio?.id,
      category_name: 'Slots',
    })
    expect(tropicana.games.total).toBe(
      enabled.filter((g) => g.provider.code === 'tropicana-studios' && g.categories.includes('slots')).length,
    )
    expect(tropicana.games.data.every((g) => g.provider?.code === 'tropicana-studios')).toBe(true)

    const top = await listing({ category: 'top' })
    expect(top.games.total).toBe(100)
  })

  it('filters new games and game types, and sorts by views or trending', async () => {
    const fresh = await listing({ isNew: 1 })
    expect(fresh.games.total).toBe(enabled.filter((g) => g.is_new).length)
    expect(fresh.games.data.every((g) => g.is_new)).toBe(true)

    const tables = await listing({ gameType: 'table' })
    expect(tables.games.total).toBe(enabled.filter((g) => g.game_type === 'table').length)
    expect(tables.games.data.every((g) => g.game_type === 'table')).toBe(true)

    const mostViewed = await listing({ popularity: 'most_viewed' })
    expect(mostViewed.games.data.map((g) => g.id)).toEqual(
      catalogue()
        .order.views.slice(0, 12)
        .map((g) => g.id),
    )
    const views = mostViewed.games.data.map((g) => g.views ?? 0)
    expect(views).toEqual([...views].sort((a, b) => b - a))
    expect((await listing({ sortBy: 'views' })).games.data).toEqual(mostViewed.games.data)

    const trending = await listing({ sortBy: 'trending' })
    expect(trending.games.data.map((g) => g.id)).toEqual(
      catalogue()
        .order.trending.slice(0, 12)
        .map((g) => g.id),
    )
    expect((await listing({ popularity: 'trending' })).games.data).toEqual(trending.games.data)
  })

  it('searches with the search rules, inside the other filters', async () => {
    const gates = await listing({ searchTerm: 'GATES' })
    const names = gates.games.data.map((g) => g.game_name)
    expect(names[0]).toBe('Gates of Olympus')
    const slotsByViews = await listing({ searchTerm: 'gates', sortBy: 'views', category: 'slots' })
    expect(slotsByViews.games.data[0]?.game_name).toBe('Golden Gates')
    expect(slotsByViews.games.total).toBe(gates.games.total)
    const none = await listing({ searchTerm: 'gates', category: 'crash' })
    expect(none.games).toMatchObject({ total: 0, data: [] })
  })

  it('answers 404 for an unknown category or studio', async () => {
    expect(await failure(listing({ category: 'nao-existe' }))).toMatchObject({ status: 404, body: CATEGORY_NOT_FOUND })
    expect(await failure(listing({ provider: 'nao-existe' }))).toMatchObject({ status: 404, body: PROVIDER_NOT_FOUND })
    expect(CATEGORY_NOT_FOUND.error).toBe('Categoria não encontrada')
  })

  it('marks the viewer’s favorites when logged in, never for a visitor', async () => {
    const favorite = catalogue().order.lobby[0]
    if (!favorite) throw new Error('empty lobby')
    db.favorites.insert({ user_id: 1, game_id: favorite.id, created_at: '2026-11-01T00:00:00.000Z' })
    expect((await listing({})).games.data.some((g) => g.hasFavorite)).toBe(false)
    signIn()
    const mine = new Set(db.favorites.where((f) => f.user_id === 1).map((f) => f.game_id))
    const data = (await listing({})).games.data
    expect(data[0]?.hasFavorite).toBe(true)
    expect(data.map((g) => g.hasFavorite)).toEqual(data.map((g) => mine.has(g.id)))
    expect(data.filter((g) => !g.hasFavorite).length).toBeGreaterThan(0)
  })
})

describe('providers', () => {
  it('casinos/providers lists the 40 studios with their enabled games count', async () => {
    const { providers } = await callApi(casinosProviders)
    expect(providers).toHaveLength(40)
    expect(providers.reduce((sum, p) => sum + (p.games_count ?? 0), 0)).toBe(enabled.length)
    expect(providers.find((p) => p.code === 'evoluzione-live')).toMatchObject({
      name: 'Evoluzione Live',
      provider_name: 'Evoluzione Live',
    })
  })

  it('casinos/provider/{slug} answers one studio, 404 for an unknown one', async () => {
    await expect(callApi(casinosProvider, { params: { provider: 'sprint-games' } })).resolves.toMatchObject({
      provider: { code: 'sprint-games', name: 'Sprint Games', games_count: expect.any(Number) },
    })
    expect(await failure(callApi(casinosProvider, { params: { provider: 'pg-soft' } }))).toMatchObject({
      status: 404,
      body: PROVIDER_NOT_FOUND,
    })
  })
})

describe('home and featured', () => {
  it('games/all gives every studio with its show_home games, 300 in all', async () => {
    const { providers } = await callApi(gamesAll)
    expect(providers).toHaveLength(40)
    const games = providers.flatMap((p) => p.games ?? [])
    expect(games).toHaveLength(300)
    expect(games.every((g) => g.show_home && g.status)).toBe(true)
    for (const provider of providers)
      expect(provider.games?.every((g) => g.provider?.code === provider.code)).toBe(true)
  })

  it('featured/games gives the 12 featured games', async () => {
    const { featured_games } = await callApi(featuredGames)
    expect(featured_games).toHaveLength(12)
    expect(featured_games.every((g) => g.is_featured)).toBe(true)
  })
})

describe('GET search/games', () => {
  it('answers a page of `limit` full games for the overlay, the best match first', async () => {
    const { games } = await callApi(searchGames, { query: { searchTerm: 'gates', limit: 8 } })
    expect(games).toMatchObject({ per_page: 8, current_page: 1 })
    expect(games.data).toHaveLength(8)
    expect(games.data[0]).toMatchObject({ game_name: 'Gates of Olympus', provider: { name: 'Tropicana Studios' } })
    expect(games.total).toBeGreaterThan(8)
  })

  it('pages 12 at a time for the search page, accent- and case-blind', async () => {
    const first = await callApi(searchGames, { query: { searchTerm: 'roleta', page: 1 } })
    expect(first.games.per_page).toBe(12)
    const second = await callApi(searchGames, { query: { searchTerm: 'ROLETA', page: 2 } })
    expect(second.games.current_page).toBe(2)
    expect(second.games.data[0]?.id).not.toBe(first.games.data[0]?.id)
    const accented = await callApi(searchGames, { query: { searchTerm: 'aviãozinho' } })
    expect(accented.games.data[0]?.game_name).toBe('Aviãozinho')
  })
})

describe('GET casinos/game/{id}', () => {
  it('answers the game, with hasFavorite for the viewer; by id or by slug', async () => {
    const sweet = byName('Sweet Bonanza')
    const visitor = await callApi(casinosGame, { params: { id: sweet.id } })
    expect(visitor.game).toMatchObject({
      id: sweet.id,
      game_code: 'sweet-bonanza',
      rtp: Number(sweet.rtp),
      hasFavorite: false,
    })
    expect(visitor.game.totalFavorites).toBeGreaterThan(0)
    signIn()
    const player = await callApi(casinosGame, { params: { id: sweet.id } })
    expect(player.game).toMatchObject({ hasFavorite: true, totalFavorites: visitor.game.totalFavorites ?? 0 })
    await expect(callApi(casinosGame, { params: { id: 'sweet-bonanza' } })).resolves.toMatchObject({
      game: { id: sweet.id },
    })
  })

  it('answers 404 for an unknown or disabled game', async () => {
    const disabled = catalogue().games.find((g) => !g.status)
    for (const id of [999_999, disabled?.id ?? 0, 'nao-existe']) {
      expect(await failure(callApi(casinosGame, { params: { id } }))).toMatchObject({
        status: 404,
        body: GAME_NOT_FOUND,
      })
    }
  })
})

describe('favorites', () => {
  it('profile/favorites lists the demo player’s seeded favorites, the newest first, 24 a page', async () => {
    signIn()
    const { games } = await callApi(profileFavorites, { query: {} })
    expect(games.per_page).toBe(GAME_LIST_PER_PAGE)
    expect(games.data.map((g) => g.game_name)).toEqual([
      'Sweet Bonanza',
      'Roleta Brasileira',
      'Aviãozinho',
      'Tigre da Fortuna',
      'Blackjack VIP',
    ])
    expect(games.data.every((g) => g.hasFavorite)).toBe(true)
  })

  it('sets the state asked for, once however often it is asked (a retry cannot flip it back)', async () => {
    signIn()
    const game = byName('Spaceman')
    const before = (await callApi(casinosGame, { params: { id: game.id } })).game.totalFavorites ?? 0
    for (let i = 0; i < 2; i++) {
      await expect(callApi(gamesFavorite, { params: { id: game.id }, body: { favorite: true } })).resolves.toEqual({
        status: true,
        message: FAVORITE_ADDED,
        hasFavorite: true,
      })
    }
    expect(db.favorites.where((f) => f.user_id === 1 && f.game_id === game.id)).toHaveLength(1)
    expect((await callApi(profileFavorites, { query: {} })).games.data[0]?.id).toBe(game.id)
    expect((await callApi(casinosGame, { params: { id: game.id } })).game).toMatchObject({
      hasFavorite: true,
      totalFavorites: before + 1,
    })
    for (let i = 0; i < 2; i++) {
      await expect(
        callApi(gamesFavorite, { params: { id: game.id }, body: { favorite: false } }),
      ).resolves.toMatchObject({
        message: FAVORITE_REMOVED,
        hasFavorite: false,
      })
    }
    expect(db.favorites.where((f) => f.game_id === game.id)).toHaveLength(0)
  })

  it('toggles without `favorite`', async () => {
    signIn()
    const game = byName('Mines')
    await expect(callApi(gamesFavorite, { params: { id: game.id }, body: {} })).resolves.toMatchObject({
      hasFavorite: true,
    })
    await expect(callApi(gamesFavorite, { params: { id: game.id }, body: {} })).resolves.toMatchObject({
      hasFavorite: false,
    })
  })

  it('answers 404 for an unknown game and 401 without a session', async () => {
    expect(await failure(callApi(gamesFavorite, { params: { id: 1 }, body: { favorite: true } }))).toMatchObject({
      status: 401,
    })
    expect(await failure(callApi(profileFavorites, { query: {} }))).toMatchObject({ status: 401 })
    signIn()
    expect(await failure(callApi(gamesFavorite, { params: { id: 999_999 }, body: {} }))).toMatchObject({
      status: 404,
      body: GAME_NOT_FOUND,
    })
  })
})

describe('GET games/single/{id}', () => {
  it('starts the game at the demo game URL and makes it the player’s most recent, once in the list', async () => {
    signIn()
    const seeded = (await callApi(profileRecents, { query: {} })).games.data.map((g) => g.game_name)
    expect(seeded).toEqual([
      'Gates of Olympus',
      'Spaceman',
      'Football Studio',
      'Sweet Bonanza',
      'Bingo Turbo 75',
      'Mines',
    ])
    const football = byName('Football Studio')
    const play = await callApi(gamesSingle, { params: { id: football.id } })
    expect(play).toMatchObject({ game: { id: football.id }, token: expect.any(String) })
    if (!('token' in play) || !play.token || !play.gameUrl) throw new Error('no launch')
    const origin = new URL(play.gameUrl, 'http://app.test').searchParams.get('origin') ?? ''
    expect(origin).toMatch(/^http:\/\/[^/]+$/)
    expect(play.gameUrl).toBe(
      demoGameUrl({ gameCode: 'football-studio', session: play.token, lang: 'pt-BR', origin, server: null }),
    )
    const after = (await callApi(profileRecents, { query: {} })).games.data.map((g) => g.game_name)
    expect(after).toEqual([
      'Football Studio',
      'Gates of Olympus',
      'Spaceman',
      'Sweet Bonanza',
      'Bingo Turbo 75',
      'Mines',
    ])
  })

  it("records a logged-in player's visit to a game page, and nothing for a visitor", async () => {
    const spaceman = byName('Spaceman')
    await callApi(casinosGame, { params: { id: spaceman.id } })
    expect(db.recents.where((r) => r.game_id === spaceman.id && r.user_id === 2)).toHaveLength(0)
    signIn(2)
    await callApi(casinosGame, { params: { id: spaceman.id } })
    const { games: page } = await callApi(profileRecents, { query: {} })
    expect(page.data[0]?.id).toBe(spaceman.id)
  })

  it(`keeps the ${RECENTS_CAP} latest games`, async () => {
    signIn()
    const games = catalogue().order.views.slice(0, RECENTS_CAP + 5)
    for (const game of games) await callApi(gamesSingle, { params: { id: game.id } })
    const { games: page } = await callApi(profileRecents, { query: {} })
    expect(page.total).toBe(RECENTS_CAP)
    expect(page.data[0]?.id).toBe(games.at(-1)?.id)
    expect(db.recents.where((r) => r.user_id === 1)).toHaveLength(RECENTS_CAP)
  })

  it('asks for a deposit when the total balance is zero, recording nothing', async () => {
    const wallet = db.wallets.findBy((w) => w.user_id === 2 && w.active)
    db.wallets.update(wallet?.id ?? 0, { balance: '0.00', balance_bonus: '0.00' })
    signIn(2)
    const result = await callApi(gamesSingle, { params: { id: byName('Spaceman').id } })
    expect(result).toEqual({ ...NEEDS_BALANCE, status: false })
    expect(NEEDS_BALANCE.error).toBe('Você precisa ter saldo para jogar')
    expect(db.recents.where((r) => r.user_id === 2)).toHaveLength(0)
    // With bonus money only, the player can play.
    db.wallets.update(wallet?.id ?? 0, { balance_bonus: '5.00' })
    await expect(callApi(gamesSingle, { params: { id: byName('Spaceman').id } })).resolves.toMatchObject({
      gameUrl: expect.any(String),
    })
  })

  it('answers 401 without a session and 404 for an unknown game', async () => {
    expect(await failure(callApi(gamesSingle, { params: { id: 1 } }))).toMatchObject({ status: 401 })
    expect(await failure(callApi(profileRecents, { query: {} }))).toMatchObject({ status: 401 })
    signIn()
    expect(await failure(callApi(gamesSingle, { params: { id: 999_999 } }))).toMatchObject({
      status: 404,
      body: GAME_NOT_FOUND,
    })
  })
})

describe('GET games/single/{id}: the game session', () => {
  it('launches with a game session token, not the bearer token, in the protocol URL', async () => {
    const bearer = signIn()
    const play = await callApi(gamesSingle, { params: { id: byName('Spaceman').id } })
    if (!('token' in play) || !play.token || !play.gameUrl) throw new Error('no launch')
    expect(play.token).not.toBe(bearer)
    const url = new URL(play.gameUrl, 'http://app.test')
    expect(url.pathname).toBe('/demo-game/')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: 'spaceman',
      session: play.token,
      lang: 'pt-BR',
      origin: expect.stringMatching(/^http:\/\/[^/]+$/),
      transport: 'message',
    })
    const session = db.gameSessions.findBy((s) => s.token === play.token)
    expect(session).toMatchObject({ user_id: 1, game_id: byName('Spaceman').id, window_id: null })
    // Two hours of wall time.
    expect(Date.parse(session?.expires_at ?? '') - Date.now()).toBeGreaterThan(2 * 3600_000 - 60_000)
  })

  it("follows the player's language, and launches over HTTP under mock:server", async () => {
    signIn()
    db.users.update(1, { language: 'es' })
    setGameServerOrigin('http://127.0.0.1:4999')
    try {
      const play = await callApi(gamesSingle, { params: { id: byName('Spaceman').id } })
      if (!('gameUrl' in play) || !play.gameUrl) throw new Error('no launch')
      const url = new URL(play.gameUrl)
      expect(url.origin + url.pathname).toBe('http://127.0.0.1:4999/demo-game/')
      expect(url.searchParams.get('transport')).toBe('http')
      expect(url.searchParams.get('lang')).toBe('es')
    } finally {
      setGameServerOrigin(null)
    }
  })

  it('answers 503 for a game under maintenance, and launches it again once it is back', async () => {
    signIn()
    const spaceman = byName('Spaceman')
    providerControls.setMaintenance(spaceman.id, true)
    expect(await failure(callApi(gamesSingle, { params: { id: spaceman.id } }))).toMatchObject({
      status: 503,
      body: GAME_UNDER_MAINTENANCE,
    })
    providerControls.setMaintenance(spaceman.id, false)
    await expect(callApi(gamesSingle, { params: { id: spaceman.id } })).resolves.toMatchObject({
      token: expect.any(String),
    })
  })
})

describe('POST games/like/{id}', () => {
  it('toggles the like and counts it', async () => {
    signIn()
    const game = byName('Fruit Party')
    const before = (await callApi(casinosGame, { params: { id: game.id } })).game
    await expect(callApi(gamesLike, { params: { id: game.id }, body: {} })).resolves.toMatchObject({ status: true })
    expect((await callApi(casinosGame, { params: { id: game.id } })).game).toMatchObject({
      hasLike: true,
      totalLikes: (before.totalLikes ?? 0) + 1,
    })
    await callApi(gamesLike, { params: { id: game.id }, body: {} })
    expect((await callApi(casinosGame, { params: { id: game.id } })).game.hasLike).toBe(false)
  })
})

describe('images under /storage', () => {
  const get = (path: string) => fetch(`http://localhost${path}`)

  it('draws a game’s cover as a 3:4 SVG with caching, nosniff and a CSP', async () => {
    const response = await get('/storage/games/gates-of-olympus.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const svg = await response.text()
    expect(svg).toContain('viewBox="0 0 300 400"')
    expect(svg).toContain('Gates of Olympus')
    expect(svg).toContain('TROPICANA STUDIOS')
    expect(svg).not.toMatch(/<script/i)
    expect(await (await get('/storage/games/gates-of-olympus.svg')).text()).toBe(svg)
  })

  it('escapes names and marks live tables', async () => {
    const holdem = catalogue().games.find((g) => g.game_name.includes("'"))
    const svg = await (await get(`/storage/games/${holdem?.game_code}.svg`)).text()
    expect(svg).toContain('&#39;')
    expect(await (await get('/storage/games/roleta-brasileira.svg')).text()).toContain('AO VIVO')
  })

  it('answers 404 for unknown files, and for every 97th cover and the slots banner while the images are broken', async () => {
    expect((await get('/storage/games/nao-existe.svg')).status).toBe(404)
    expect((await get('/storage/games/gates-of-olympus.png')).status).toBe(404)
    const broken = catalogue().game(BROKEN_COVER_EVERY)
    expect((await get(broken?.cover ?? '')).status).toBe(404)
    expect((await get('/storage/banners/slots.svg')).status).toBe(404)
    brokenImages.set(false)
    expect((await get(broken?.cover ?? '')).status).toBe(200)
  })

  it('draws a studio’s wordmark', async () => {
    const response = await get('/storage/providers/pixel-gaming.svg')
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(await response.text()).toContain('Pixel Gaming')
    expect((await get('/storage/providers/nao-existe.svg')).status).toBe(404)
  })
})
