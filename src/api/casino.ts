import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { FlagSchema, NumericSchema } from './money.ts'
import { PageQuerySchema, paginated } from './pagination.ts'
import { tolerate } from './tolerance-kinds.ts'

const OptionalFlag = v.optional(FlagSchema, false)
const OptionalCount = v.optional(NumericSchema)

/** The listing's type filter values, as `gameType` sends them and a game's `game_type` carries them. */
export const GameTypeSchema = v.picklist(['slots', 'table', 'live'])
export type GameType = v.InferOutput<typeof GameTypeSchema>

/** The provider as nested in a game: the cards show `provider.name`. */
export const GameProviderSchema = v.object({
  id: v.optional(v.number()),
  code: v.optional(v.nullable(v.string())),
  name: v.string(),
})

/** A category as a game or a listing lists it. */
export const CategoryRefSchema = v.object({
  id: v.optional(v.number()),
  name: v.string(),
  slug: v.string(),
})

/**
 * A casino game. The app relies on id, game_code (the play route's slug), game_name, cover,
 * distribution, provider.name, and the show_home / is_mobile flags the home grid filters on.
 */
export const GameSchema = v.object({
  id: v.number(),
  provider_id: v.optional(v.nullable(NumericSchema)),
  game_id: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  game_name: v.string(),
  game_code: v.string(),
  cover: v.nullable(v.string()),
  status: v.optional(FlagSchema, true),
  rtp: v.optional(v.nullable(NumericSchema)),
  distribution: v.optional(v.nullable(v.string()), null),
  views: OptionalCount,
  is_featured: OptionalFlag,
  show_home: OptionalFlag,
  has_lobby: OptionalFlag,
  is_mobile: OptionalFlag,
  is_hot: OptionalFlag,
  is_new: OptionalFlag,
  hasFavorite: OptionalFlag,
  totalFavorites: OptionalCount,
  hasLike: OptionalFlag,
  totalLikes: OptionalCount,
  provider: v.optional(v.nullable(GameProviderSchema), null),
  categories: v.optional(v.array(CategoryRefSchema)),
  /** The listing's type filter (`gameType`): slots, table or live. Not in the original's game fields; optional. */
  // A type the app does not know (a backend's "crash") reads as none: the game still lists, under no type filter.
  game_type: v.optional(v.nullable(v.pipe(GameTypeSchema, tolerate({ accepts: ['neutral'], neutral: null }))), null),
})
export type Game = v.InferOutput<typeof GameSchema>

/**
 * In search results a game has only its name, image and slug. Search answers either full games
 * or that short form; the short form is mapped onto the game fields so cards need one shape.
 */
export const SearchGameSchema = v.union([
  GameSchema,
  v.pipe(
    v.object({
      id: v.number(),
      name: v.string(),
      image: v.nullable(v.string()),
      slug: v.string(),
      provider: v.optional(v.nullable(GameProviderSchema), null),
    }),
    v.transform((short): Game => ({
      id: short.id,
      game_name: short.name,
      game_code: short.slug,
      cover: short.image,
      provider: short.provider,
      status: true,
      distribution: null,
      is_featured: false,
      show_home: false,
      has_lobby: false,
      is_mobile: false,
      is_hot: false,
      is_new: false,
      hasFavorite: false,
      hasLike: false,
      game_type: null,
    })),
  ),
])

/** A provider in the provider list and in games/all (where it carries its games). */
export const ProviderSchema = v.object({
  id: v.number(),
  provider_id: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  code: v.optional(v.nullable(v.string())),
  name: v.string(),
  provider_name: v.optional(v.nullable(v.string())),
  games: v.optional(v.array(GameSchema)),
  games_count: OptionalCount,
})
export type Provider = v.InferOutput<typeof ProviderSchema>

/** casinosAll's filters, as the spec maps them: most_viewed -> sortBy=views, new -> isNew=1. */
export const CasinoGamesQuerySchema = v.object({
  page: v.optional(PageQuerySchema),
  searchTerm: v.optional(v.string()),
  /** Category slug; the route's 'all' is not sent. */
  category: v.optional(v.string()),
  /** Provider slug; the route's 'all' is not sent. */
  provider: v.optional(v.string()),
  popularity: v.optional(v.picklist(['most_viewed', 'trending'])),
  /** Sent as 1 only when the "new" filter is set. */
  isNew: v.optional(v.picklist([1, '1'])),
  gameType: v.optional(GameTypeSchema),
  sortBy: v.optional(v.picklist(['views', 'trending'])),
})

export const casinosGames = defineEndpoint({
  id: 'casinos.games',
  method: 'GET',
  path: 'casinos/games',
  query: CasinoGamesQuerySchema,
  response: v.object({
    games: paginated(GameSchema),
    category_name: v.optional(v.nullable(v.string()), null),
    provider_name: v.optional(v.nullable(v.string()), null),
    provider_id: v.optional(v.nullable(v.union([v.string(), v.number()])), null),
    categories: v.optional(v.array(CategoryRefSchema), []),
  }),
  auth: 'optional',
  tag: 'casino',
  summary: 'The casino listing, filtered and paged',
  description:
    'Response use: games (paged), category_name, provider_name, provider_id, categories. The original backend served 12 per page.',
  errors: {
    404: "Unknown category or provider: the title becomes 'Categoria não encontrada' or 'Provedor não encontrado'.",
  },
})

export const casinosProviders = defineEndpoint({
  id: 'casinos.providers',
  method: 'GET',
  path: 'casinos/providers',
  response: v.object({ providers: v.array(ProviderSchema) }),
  auth: 'none',
  tag: 'casino',
  summary: 'Game providers (listing filters)',
})

export const casinosProvider = defineEndpoint({
  id: 'casinos.provider',
  method: 'GET',
  path: 'casinos/provider/:provider',
  response: v.object({ provider: ProviderSchema }),
  auth: 'none',
  tag: 'casino',
  summary: 'One provider by slug',
  description: 'Response use: provider.name (the listing title).',
  errors: { 404: "Unknown provider: the title becomes 'Provedor não encontrado'." },
})

export const gamesAll = defineEndpoint({
  id: 'games.all',
  method: 'GET',
  path: 'games/all',
  response: v.object({ providers: v.array(ProviderSchema) }),
  auth: 'optional',
  tag: 'casino',
  summary: 'Every provider with its games (the home grid)',
  description:
    'The home grid aggregates the games of all providers and shows only show_home = 1, and on mobile or Android only is_mobile = 1.',
})

export const featuredGames = defineEndpoint({
  id: 'games.featured',
  method: 'GET',
  path: 'featured/games',
  response: v.object({ featured_games: v.array(GameSchema) }),
  auth: 'none',
  tag: 'casino',
  summary: 'Featured games',
  description: 'Failures are only logged.',
})

export const searchGames = defineEndpoint({
  id: 'games.search',
  method: 'GET',
  path: 'search/games',
  query: v.object({
    searchTerm: v.pipe(v.string(), v.nonEmpty()),
    /** 8 from the search overlay. */
    limit: v.optional(PageQuerySchema),
    /** From the search page. */
    page: v.optional(PageQuerySchema),
  }),
  response: v.object({ games: paginated(SearchGameSchema) }),
  auth: 'none',
  tag: 'casino',
  summary: 'Search games by name',
  description:
    'Response use: games.data, games.total. The overlay asks from 2 characters with limit 8; the search page from 3 ' +
    'characters (trimmed, lower case) with page. A failure gives empty results.',
})

export const casinosGame = defineEndpoint({
  id: 'casinos.game',
  method: 'GET',
  path: 'casinos/game/:id',
  response: v.object({ game: GameSchema }),
  auth: 'optional',
  tag: 'casino',
  summary: "One game's page: cover, name, provider, categories, RTP (hasFavorite for the player)",
  description:
    'Not in the original call tables: the game page (/casino/game/{id}) is public, and games/single/{id} starts a ' +
    "game (login required), so the page reads the game here. Both record the game in a logged-in player's recents. " +
    'An unknown or disabled game answers 404.',
  errors: { 404: "Unknown or disabled game: the app's not-found page." },
})

/** games/single answers a playable game, or tells the player to deposit first. */
export const GamePlaySchema = v.union([
  v.object({
    action: v.literal('deposit'),
    status: v.optional(FlagSchema),
    error: v.optional(v.string()),
    message: v.optional(v.string()),
  }),
  v.object({
    game: GameSchema,
    gameUrl: v.pipe(v.string(), v.nonEmpty()),
    token: v.optional(v.nullable(v.string()), null),
  }),
])
export type GamePlay = v.InferOutput<typeof GamePlaySchema>

export const gamesSingle = defineEndpoint({
  id: 'games.single',
  method: 'GET',
  path: 'games/single/:id',
  response: GamePlaySchema,
  auth: 'required',
  tag: 'casino',
  summary: 'Start a game: the URL to frame, or a request to deposit first',
  description:
    "Response use: action, game, gameUrl, token. If action is 'deposit' the player goes to the deposit page " +
    '(`{status: false, action: "deposit", error: "Você precisa ter saldo para jogar"}` when the balance is zero). ' +
    "A failure is logged, then the maintenance screen 'Jogo em Manutenção'.",
  errors: { 404: 'Unknown or disabled game: the maintenance screen.' },
})

const ToggleAnswerSchema = v.object({ status: FlagSchema, message: v.optional(v.string()) })

export const gamesFavorite = defineEndpoint({
  id: 'games.favorite',
  method: 'POST',
  path: 'games/favorite/:id',
  body: v.object({
    /**
     * The state the player asked for. Without it the call toggles, as the original backend did; with it a retry or a
     * double click cannot flip the favorite back.
     */
    favorite: v.optional(v.boolean()),
  }),
  response: v.object({
    status: FlagSchema,
    message: v.optional(v.string()),
    /** Whether the game is a favorite after the call. */
    hasFavorite: v.optional(FlagSchema),
  }),
  auth: 'required',
  tag: 'casino',
  summary: 'Add a game to the favorites or remove it (toggles without `favorite`)',
  errors: { 404: 'Unknown game.' },
})

export const gamesLike = defineEndpoint({
  id: 'games.like',
  method: 'POST',
  path: 'games/like/:id',
  body: v.object({}),
  response: ToggleAnswerSchema,
  auth: 'required',
  tag: 'casino',
  summary: 'Toggle a like on a game',
})
