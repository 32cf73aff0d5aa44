import type * as v from 'valibot'
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
  type GameSchema,
  type ProviderSchema,
} from '@/api/casino.ts'
import type { CategoryRefSchema } from '@/api/casino.ts'
import type { Endpoint } from '@/api/define.ts'
import { toCentavos } from '@/api/money.ts'
import { profileFavorites, profileRecents } from '@/api/profile.ts'
import { catalogue, prepareCatalogue, type CatalogueGame, type CatalogueProvider } from './catalogue.ts'
import { searchIndex } from './search.ts'
import { gameServerOrigin, inNode } from '../config.ts'
import {
  favoriteCounts,
  favoriteGameIds,
  favoriteIds,
  likeCounts,
  likedIds,
  recentGameIds,
  recordRecent,
  setFavorite,
  toggleLike,
} from './game-lists.ts'
import { db } from '../db/index.ts'
import type { Viewer } from '../auth/sessions.ts'
import { walletOf } from '../wallet/wallets.ts'
import { providerControls } from '../provider/controls.ts'
import { createGameSession } from '../provider/sessions.ts'
import { handle, reply, type HandleOptions, type Resolver } from '../handlers/define.ts'
import { paginate } from '../handlers/paginate.ts'

/** The listing and the search page, as the original backend paged them. */
export const GAMES_PER_PAGE = 12
/** profile/favorites and profile/recents: 24 cards a page (a full grid of 2, 3, 4 or 6 columns). */
export const GAME_LIST_PER_PAGE = 24

/** Where the built demo games are served: the app's origin in the browser demo, mock:server's own origin. */
export const DEMO_GAME_PATH = '/demo-game/'

export type GameLanguage = 'pt-BR' | 'en' | 'es'

export interface GameLaunch {
  gameCode: string
  /** The game session token (never the player's bearer token). */
  session: string
  lang: GameLanguage
  /** The app's origin: where the game posts its messages to the play screen. */
  origin: string
  /** mock:server's origin when it serves the game (transport http), else null (transport message). */
  server: string | null
}

/** The game's URL, as the provider protocol (mocks/README.md) defines it. The one place that builds it. */
export function demoGameUrl({ gameCode, session, lang, origin, server }: GameLaunch): string {
  const query = new URLSearchParams({
    game: gameCode,
    session,
    lang,
    origin,
    transport: server ? 'http' : 'message',
  })
  return `${server ?? ''}${DEMO_GAME_PATH}?${query.toString()}`
}

const SERVER_LANGUAGES: Record<string, GameLanguage> = { pt_BR: 'pt-BR', en: 'en', es: 'es' }

/** The player's language on the account; else the first of Accept-Language the games speak; else pt-BR. */
export function gameLanguage(request: Request, accountLanguage: string | undefined): GameLanguage {
  const account = accountLanguage ? SERVER_LANGUAGES[accountLanguage] : undefined
  if (account) return account
  for (const part of (request.headers.get('Accept-Language') ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? ''
    if (tag.startsWith('pt')) return 'pt-BR'
    if (tag.startsWith('en')) return 'en'
    if (tag.startsWith('es')) return 'es'
  }
  return 'pt-BR'
}

/** The app's origin: the page itself in the browser; the request's Origin or Referer on a server. */
export function appOrigin(request: Request): string {
  if (!inNode && globalThis.location) return globalThis.location.origin
  const origin = request.headers.get('Origin')
  if (origin && origin !== 'null') return origin
  try {
    return new URL(request.headers.get('Referer') ?? '').origin
  } catch {
    return gameServerOrigin() ?? globalThis.location?.origin ?? new URL(request.url).origin
  }
}

export const CATEGORY_NOT_FOUND = { error: 'Categoria não encontrada' } as const
export const PROVIDER_NOT_FOUND = { error: 'Provedor não encontrado' } as const
export const GAME_NOT_FOUND = { error: 'Jogo não encontrado' } as const
/**
 * games/single for a game the demo panel put under maintenance: what a backend in front of a provider answers when
 * the provider refuses the launch. The play screen shows "Jogo em Manutenção" for it, as for any failure.
 */
export const GAME_UNDER_MAINTENANCE = { status: false, error: 'Jogo em manutenção' } as const
export const NEEDS_BALANCE = { status: false, action: 'deposit', error: 'Você precisa ter saldo para jogar' } as const
export const FAVORITE_ADDED = 'Jogo adicionado aos favoritos.'
export const FAVORITE_REMOVED = 'Jogo removido dos favoritos.'

type WireGame = v.InferInput<typeof GameSchema>
type WireProvider = v.InferInput<typeof ProviderSchema>
type CategoryRef = v.InferInput<typeof CategoryRefSchema>

/** The categories as games list them, from the database (GET categories answers the same rows). */
function categoryRefs(): Map<string, CategoryRef> {
  return new Map(db.categories.all().map((c) => [c.slug, { id: c.id, name: c.name, slug: c.slug }]))
}

/**
 * Turns catalogue games into wire games for one request: the categories as rows, the totals with the stored
 * favorites and likes, and for a logged-in viewer whether each is their favorite and liked.
 */
function gameWriter(viewer: Viewer | null) {
  const refs = categoryRefs()
  const favorites = viewer ? favoriteIds(viewer.user.id) : null
  const liked = viewer ? likedIds(viewer.user.id) : null
  const favoriteTotals = favoriteCounts()
  const likeTotals = likeCounts()
  return (game: CatalogueGame): WireGame => ({
    id: game.id,
    provider_id: game.provider_id,
    game_id: game.game_id,
    game_name: game.game_name,
    game_code: game.game_code,
    cover: game.cover,
    status: game.status,
    rtp: game.rtp,
    distribution: game.distribution,
    views: game.views,
    is_featured: game.is_featured,
    show_home: game.show_home,
    has_lobby: game.has_lobby,
    is_mobile: game.is_mobile,
    is_hot: game.is_hot,
    is_new: game.is_new,
    hasFavorite: favorites?.has(game.id) ?? false,
    totalFavorites: game.favorites_base + (favoriteTotals.get(game.id) ?? 0),
    hasLike: liked?.has(game.id) ?? false,
    totalLikes: Math.round(game.favorites_base / 3) + (likeTotals.get(game.id) ?? 0),
    provider: { id: game.provider.id, code: game.provider.code, name: game.provider.name },
    categories: game.categories.flatMap((slug) => {
      const ref = refs.get(slug)
      return ref ? [ref] : []
    }),
    game_type: game.game_type,
  })
}

let gamesCount: Map<number, number> | undefined
function providerGamesCount(providerId: number): number {
  if (!gamesCount) {
    gamesCount = new Map()
    for (const game of catalogue().order.lobby)
      gamesCount.set(game.provider_id, (gamesCount.get(game.provider_id) ?? 0) + 1)
  }
  return gamesCount.get(providerId) ?? 0
}

function wireProvider(provider: CatalogueProvider): WireProvider {
  return {
    id: provider.id,
    provider_id: provider.provider_id,
    code: provider.code,
    name: provider.name,
    provider_name: provider.provider_name,
    games_count: providerGamesCount(provider.id),
  }
}

/** `:id` is the game's id; its game_code works too (the play route's slug). Disabled games are not found. */
function findGame(param: string | undefined): CatalogueGame | undefined {
  if (!param) return undefined
  const found = /^\d+$/.test(param) ? catalogue().game(Number(param)) : catalogue().gameByCode(param)
  return found?.status ? found : undefined
}

const byName = (a: CatalogueProvider, b: CatalogueProvider) => a.name.localeCompare(b.name, 'pt-BR')

/** Catalogue ids to enabled games, in the given order. */
function gamesByIds(ids: readonly number[]): CatalogueGame[] {
  return ids.flatMap((id) => {
    const game = catalogue().game(id)
    return game?.status ? [game] : []
  })
}

/**
 * Every casino call reads the catalogue: it waits for the sliced build the browser mock starts at boot
 * (prepareCatalogue), so the calls that need no catalogue are answered while it is being built.
 */
function handleCasino<E extends Endpoint>(endpoint: E, resolver: Resolver<E>, options?: HandleOptions) {
  return handle(
    endpoint,
    async (context) => {
      await prepareCatalogue()
      return resolver(context)
    },
    options,
  )
}

export const casinoHandlers = [
  handleCasino(casinosGames, ({ query, request, session }) => {
    const cat = catalogue()
    const category = query.category ? db.categories.findBy((c) => c.slug === query.category) : undefined
    if (query.category && !category) return reply.error(404, CATEGORY_NOT_FOUND)
    const provider = query.provider ? cat.provider(query.provider) : undefined
    if (query.provider && !provider) return reply.error(404, PROVIDER_NOT_FOUND)

    const term = query.searchTerm?.trim() ?? ''
    const sort = query.sortBy ?? (query.popularity === 'most_viewed' ? 'views' : query.popularity)
    // The order: the one asked for; else a search's ranking; else the lobby's (featured, hot, then most viewed).
    let rows: readonly CatalogueGame[] = sort ? cat.order[sort] : term ? searchIndex().search(term) : cat.order.lobby
    if (term && sort) {
      const hits = new Set(searchIndex().search(term))
      rows = rows.filter((g) => hits.has(g))
    }
    const slug = category?.slug
    const filtered = rows.filter(
      (g) =>
        (!slug || g.categories.includes(slug as CatalogueGame['categories'][number])) &&
        (!provider || g.provider_id === provider.id) &&
        (!query.isNew || g.is_new) &&
        (!query.gameType || g.game_type === query.gameType),
    )
    const page = paginate(filtered, query.page ?? 1, GAMES_PER_PAGE, request.url)
    const toWire = gameWriter(session)
    return {
      games: { ...page, data: page.data.map(toWire) },
      category_name: category?.name ?? null,
      provider_name: provider?.name ?? null,
      provider_id: provider?.id ?? null,
      categories: [...categoryRefs().values()],
    }
  }),

  handleCasino(casinosProviders, () => ({ providers: [...catalogue().providers].sort(byName).map(wireProvider) })),

  handleCasino(casinosProvider, ({ params }) => {
    const provider = catalogue().provider(params.provider ?? '')
    return provider ? { provider: wireProvider(provider) } : reply.error(404, PROVIDER_NOT_FOUND)
  }),

  // Opening a game's page counts as opening the game for the player's recents, as launching it does.
  handleCasino(casinosGame, ({ params, session }) => {
    const game = findGame(params.id)
    if (!game) return reply.error(404, GAME_NOT_FOUND)
    if (session) recordRecent(session.user.id, game.id)
    return { game: gameWriter(session)(game) }
  }),

  // The home grid: every studio with its show_home games, the most viewed first.
  handleCasino(gamesAll, ({ session }) => {
    const toWire = gameWriter(session)
    const home = catalogue().order.views.filter((g) => g.show_home)
    return {
      providers: [...catalogue().providers].sort(byName).map((provider) => ({
        ...wireProvider(provider),
        games: home.filter((g) => g.provider_id === provider.id).map(toWire),
      })),
    }
  }),

  handleCasino(featuredGames, () => ({
    featured_games: catalogue()
      .order.lobby.filter((g) => g.is_featured)
      .map(gameWriter(null)),
  })),

  handleCasino(searchGames, ({ query, request }) => {
    const page = paginate(
      searchIndex().search(query.searchTerm),
      query.page ?? 1,
      query.limit ?? GAMES_PER_PAGE,
      request.url,
    )
    return { games: { ...page, data: page.data.map(gameWriter(null)) } }
  }),

  handleCasino(profileFavorites, ({ auth, query, request }) => {
    const page = paginate(gamesByIds(favoriteGameIds(auth.user.id)), query.page ?? 1, GAME_LIST_PER_PAGE, request.url)
    return { games: { ...page, data: page.data.map(gameWriter(auth)) } }
  }),

  handleCasino(profileRecents, ({ auth, query, request }) => {
    const page = paginate(gamesByIds(recentGameIds(auth.user.id)), query.page ?? 1, GAME_LIST_PER_PAGE, request.url)
    return { games: { ...page, data: page.data.map(gameWriter(auth)) } }
  }),

  // With `favorite` it sets that state (a retry or a double click cannot flip it back); without, it toggles.
  handleCasino(gamesFavorite, ({ auth, body, params }) => {
    const game = findGame(params.id)
    if (!game) return reply.error(404, GAME_NOT_FOUND)
    const favorite = body.favorite ?? !favoriteIds(auth.user.id).has(game.id)
    setFavorite(auth.user.id, game.id, favorite)
    return { status: true, message: favorite ? FAVORITE_ADDED : FAVORITE_REMOVED, hasFavorite: favorite }
  }),

  handleCasino(gamesLike, ({ auth, params }) => {
    const game = findGame(params.id)
    if (!game) return reply.error(404, GAME_NOT_FOUND)
    const liked = toggleLike(auth.user.id, game.id)
    return { status: true, message: liked ? 'Curtida registrada.' : 'Curtida removida.' }
  }),

  // Starts a game: the player needs money to play (cash or bonus); the game becomes their most recent; the game page
  // gets a game session token of its own.
  handleCasino(gamesSingle, ({ auth, params, request }) => {
    const game = findGame(params.id)
    if (!game) return reply.error(404, GAME_NOT_FOUND)
    if (providerControls.isUnderMaintenance(game.id)) return reply.error(503, GAME_UNDER_MAINTENANCE)
    const wallet = walletOf(auth.user.id)
    if (toCentavos(wallet.balance) + toCentavos(wallet.balance_bonus) <= 0) return { ...NEEDS_BALANCE }
    recordRecent(auth.user.id, game.id)
    const token = createGameSession(auth.session, game.id).token
    const gameUrl = demoGameUrl({
      gameCode: game.game_code,
      session: token,
      lang: gameLanguage(request, auth.user.language),
      origin: appOrigin(request),
      server: gameServerOrigin(),
    })
    return { game: gameWriter(auth)(game), gameUrl, token }
  }),
]
