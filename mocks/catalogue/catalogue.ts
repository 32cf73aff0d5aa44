import type { GameType } from '@/api/casino.ts'
import { gameName, slugify } from './names.ts'
import { hashText, intBetween, mulberry32, shuffled, type Random } from '@/shared/prng.ts'
import { PROFILE_KINDS, PROVIDER_SPECS, type GameKind, type ProviderProfile } from './providers.ts'
import { DEMO_GAME_NAMES, DEMO_GAMES, demoTypeOfKind, type DemoType } from '../provider/games.ts'

/**
 * The casino's games: 5,000 of them from 40 studios, generated in code from a fixed seed at the mock's start (the
 * same games on every machine and every reload), never stored: seed.json and the browser's stored database keep only
 * the player's state (favorites, recents), which points at games by id.
 */
export const CATALOGUE_SEED = 20261101
export const CATALOGUE_SIZE = 5000

/** The slugs of GET categories (db/seed.ts); a game lists 1 to 3 of them. */
export type CategorySlug = 'top' | 'slots' | 'ao-vivo' | 'bingo' | 'crash' | 'roleta' | 'cartas' | 'pescaria'

/** `top` is the most viewed games of the catalogue, this many. */
export const TOP_SIZE = 100
/** Games on the home grid (show_home), spread over every studio. */
export const HOME_SIZE = 300
export const FEATURED_SIZE = 12

export interface CatalogueProvider {
  id: number
  /** The aggregator's id for the studio. */
  provider_id: string
  /** The slug the listing filters by (`provider=`) and games carry as `distribution`. */
  code: string
  name: string
  provider_name: string
  profile: ProviderProfile
}

export interface CatalogueGame {
  id: number
  provider_id: number
  game_id: string
  game_name: string
  game_code: string
  cover: string
  status: boolean
  /** Two decimals, as Laravel's decimal cast sends it. */
  rtp: string
  distribution: string
  views: number
  is_featured: boolean
  show_home: boolean
  has_lobby: boolean
  is_mobile: boolean
  is_hot: boolean
  is_new: boolean
  game_type: GameType
  kind: GameKind
  /** The demo game the provider plays when this game is launched (this game's own, or the one of its type). */
  demo: DemoType
  /** This game IS that demo game: its `rtp` is the demo game's stated return. Not on the wire. */
  is_demo: boolean
  categories: CategorySlug[]
  /** This week's plays, roughly: what `sortBy=trending` orders by. Not on the wire. */
  trending: number
  /** Players outside the mock's database who have it as a favorite (totalFavorites adds the stored ones). */
  favorites_base: number
  provider: CatalogueProvider
}

export interface Catalogue {
  /** Every game, by id (ids 1..CATALOGUE_SIZE), disabled ones included. */
  readonly games: readonly CatalogueGame[]
  readonly providers: readonly CatalogueProvider[]
  game(id: number): CatalogueGame | undefined
  gameByCode(code: string): CatalogueGame | undefined
  provider(code: string): CatalogueProvider | undefined
  /** Enabled games in each order the listing offers, computed once. */
  readonly order: {
    readonly lobby: readonly CatalogueGame[]
    readonly views: readonly CatalogueGame[]
    readonly trending: readonly CatalogueGame[]
  }
}

const KIND_TYPE: Record<GameKind, GameType> = {
  slot: 'slots',
  fishing: 'slots',
  bingo: 'slots',
  crash: 'slots',
  roulette: 'table',
  cards: 'table',
  'live-roulette': 'live',
  'live-cards': 'live',
  'live-show': 'live',
}

const KIND_CATEGORIES: Record<GameKind, CategorySlug[]> = {
  slot: ['slots'],
  fishing: ['pescaria', 'slots'],
  bingo: ['bingo'],
  crash: ['crash'],
  roulette: ['roleta'],
  cards: ['cartas'],
  'live-roulette': ['ao-vivo', 'roleta'],
  'live-cards': ['ao-vivo', 'cartas'],
  'live-show': ['ao-vivo'],
}

/**
 * The titles a lobby is known by: the popular searches (Fruit Party, Sweet Bonanza, Gates of Olympus, Spaceman,
 * Football, Blackjack) find them, and they top the views. "Golden Gates" has more views than "Gates of Olympus" so
 * the search's prefix ranking shows against popularity.
 */
export const HEADLINE_GAMES: ReadonlyArray<{ name: string; kind: GameKind; provider: string; views: number }> = [
  { name: 'Sweet Bonanza', kind: 'slot', provider: 'tropicana-studios', views: 3_100_000 },
  { name: 'Golden Gates', kind: 'slot', provider: 'pixel-gaming', views: 3_050_000 },
  { name: 'Gates of Olympus', kind: 'slot', provider: 'tropicana-studios', views: 2_900_000 },
  { name: 'Tigre da Fortuna', kind: 'slot', provider: 'pixel-gaming', views: 2_800_000 },
  { name: 'Aviãozinho', kind: 'crash', provider: 'sprint-games', views: 2_700_000 },
  { name: 'Spaceman', kind: 'crash', provider: 'sprint-games', views: 2_600_000 },
  { name: 'Fruit Party', kind: 'slot', provider: 'tropicana-studios', views: 2_400_000 },
  { name: 'Roleta Brasileira', kind: 'live-roulette', provider: 'evoluzione-live', views: 2_200_000 },
  { name: 'Football Studio', kind: 'live-show', provider: 'evoluzione-live', views: 1_900_000 },
  { name: 'Coelho da Sorte', kind: 'slot', provider: 'pixel-gaming', views: 1_700_000 },
  { name: 'Blackjack VIP', kind: 'live-cards', provider: 'evoluzione-live', views: 1_600_000 },
  { name: 'Touro de Ouro', kind: 'slot', provider: 'pixel-gaming', views: 1_500_000 },
  { name: 'Bacará ao Vivo', kind: 'live-cards', provider: 'ao-vivo-studios', views: 1_400_000 },
  { name: 'Roleta Relâmpago', kind: 'live-roulette', provider: 'ao-vivo-studios', views: 1_300_000 },
  { name: 'Sweet Bonanza 1000', kind: 'slot', provider: 'tropicana-studios', views: 1_250_000 },
  { name: 'Penalty Shoot-out', kind: 'crash', provider: 'jet-arcade', views: 1_200_000 },
  { name: 'Gates of Olympus 1000', kind: 'slot', provider: 'tropicana-studios', views: 1_100_000 },
  { name: 'Bingo Turbo 75', kind: 'bingo', provider: 'bingo-brasil-tech', views: 1_050_000 },
  { name: 'Book of Anubis', kind: 'slot', provider: 'betstar-soft', views: 1_000_000 },
  { name: 'Mines', kind: 'crash', provider: 'sprint-games', views: 980_000 },
  { name: 'Pescaria da Sorte', kind: 'fishing', provider: 'pesca-mania', views: 800_000 },
  { name: 'Blackjack Clássico', kind: 'cards', provider: 'royal-table', views: 700_000 },
  { name: 'Football X', kind: 'crash', provider: 'foguete-games', views: 600_000 },
]

/** Splits `total` in proportion to the weights, rounding so the parts add up exactly (largest remainder). */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (total * w) / sum)
  const parts = exact.map(Math.floor)
  let left = total - parts.reduce((a, b) => a + b, 0)
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (const [, i] of byRemainder) {
    if (left-- <= 0) break
    parts[i] = (parts[i] ?? 0) + 1
  }
  return parts
}

const twoDecimals = (value: number) => value.toFixed(2)

function rtpFor(kind: GameKind, random: Random): string {
  switch (kind) {
    case 'roulette':
    case 'live-roulette':
      return random() < 0.8 ? '97.30' : '94.74'
    case 'cards':
    case 'live-cards':
      return twoDecimals(98.5 + random() * 1.1)
    case 'crash':
      return twoDecimals(96 + random() * 1.5)
    case 'bingo':
      return twoDecimals(94 + random() * 2)
    default:
      return twoDecimals(94 + random() * 3.5)
  }
}

interface Slot {
  provider: CatalogueProvider
  kind: GameKind
  headline?: (typeof HEADLINE_GAMES)[number]
}

/** Games made between two pauses of a sliced build (about a hundredth of the catalogue). */
const GAMES_PER_STEP = 50

export function buildCatalogue(seed = CATALOGUE_SEED, size = CATALOGUE_SIZE): Catalogue {
  return drain(catalogueSteps(seed, size))
}

function drain(steps: Generator<void, Catalogue>): Catalogue {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/**
 * The build, as steps: it pauses after every few games, so the browser can build the catalogue in slices between
 * other work (prepareCatalogue) and Node in one go (buildCatalogue). Both give the same catalogue.
 */
export function* catalogueSteps(seed: number, size: number): Generator<void, Catalogue> {
  const random = mulberry32(seed)
  const providers: CatalogueProvider[] = PROVIDER_SPECS.map((spec, i) => ({
    id: i + 1,
    provider_id: String(1001 + i),
    code: spec.code,
    name: spec.name,
    provider_name: spec.name,
    profile: spec.profile,
  }))
  const providerByCode = new Map(providers.map((p) => [p.code, p]))

  // How many games of each kind each studio makes: fixed proportions, so the counts do not depend on luck.
  const slots: Slot[] = []
  const perProvider = apportion(
    size,
    PROVIDER_SPECS.map((s) => s.weight),
  )
  providers.forEach((provider, i) => {
    const mix = Object.entries(PROFILE_KINDS[provider.profile]) as Array<[GameKind, number]>
    const counts = apportion(
      perProvider[i] ?? 0,
      mix.map(([, w]) => w),
    )
    const headlines = HEADLINE_GAMES.filter((h) => h.provider === provider.code)
    mix.forEach(([kind], k) => {
      let count = counts[k] ?? 0
      for (const headline of headlines.filter((h) => h.kind === kind)) {
        slots.push({ provider, kind, headline })
        count--
      }
      for (let n = 0; n < count; n++) slots.push({ provider, kind })
    })
  })

  const reserved = new Set(HEADLINE_GAMES.map((h) => h.name))
  const namesByProvider = new Map<number, Set<string>>()
  const codes = new Set<string>()
  const gameCounter = new Map<number, number>()

  const order = shuffled(random, slots)
  const games: CatalogueGame[] = []
  for (const [index, slot] of order.entries()) {
    if (index > 0 && index % GAMES_PER_STEP === 0) yield
    games.push(makeGame(slot, index))
  }
  yield

  function makeGame(slot: Slot, index: number): CatalogueGame {
    const id = index + 1
    const { provider, kind, headline } = slot
    const used = namesByProvider.get(provider.id) ?? new Set<string>()
    namesByProvider.set(provider.id, used)
    let name = headline?.name ?? ''
    for (let attempt = 0; !name || used.has(name) || (!headline && reserved.has(name)); attempt++) {
      const candidate = gameName(kind, random)
      name = attempt < 30 ? candidate : `${candidate} ${attempt - 28}`
    }
    used.add(name)

    let code = slugify(name)
    if (codes.has(code)) code = `${code}-${provider.code}`
    if (codes.has(code)) code = `${code}-${id}`
    codes.add(code)

    const n = (gameCounter.get(provider.id) ?? 0) + 1
    gameCounter.set(provider.id, n)
    const live = KIND_TYPE[kind] === 'live'
    const views = headline?.views ?? Math.round(40 + 900_000 * random() ** 6)
    const isNew = !headline && random() < 0.06
    const isHot = random() < 0.05
    // Drawn for every game, so marking the demo games leaves the rest of the catalogue as it was.
    const rtp = rtpFor(kind, random)
    const demoType = headline ? DEMO_GAME_NAMES.get(headline.name) : undefined
    const isDemo = demoType !== undefined && demoTypeOfKind(kind) === demoType
    return {
      id,
      provider_id: provider.id,
      game_id: `${provider.provider_id}-${String(n).padStart(4, '0')}`,
      game_name: name,
      game_code: code,
      cover: `/storage/games/${code}.svg`,
      status: headline !== undefined || random() >= 0.01,
      rtp: isDemo ? DEMO_GAMES[demoType].rtpText : rtp,
      distribution: provider.code,
      views,
      is_featured: false,
      show_home: false,
      has_lobby: live && random() < 0.6,
      is_mobile: live ? random() < 0.95 : random() < 0.84,
      is_hot: isHot,
      is_new: isNew,
      game_type: KIND_TYPE[kind],
      kind,
      demo: demoTypeOfKind(kind),
      is_demo: isDemo,
      categories: [...KIND_CATEGORIES[kind]],
      trending: Math.round(views ** 0.8 * (0.4 + random() * 1.2) * (isNew ? 4 : 1) * (isHot ? 1.5 : 1)),
      favorites_base: Math.round(views / 250) + intBetween(random, 0, 9),
      provider,
    }
  }

  const enabled = games.filter((g) => g.status)
  const byViews = [...enabled].sort((a, b) => b.views - a.views || a.id - b.id)
  for (const game of byViews.slice(0, TOP_SIZE)) game.categories.unshift('top')
  // Each ordering of the 5,000 games is a step of its own: together they are one long task on a slow phone.
  yield

  // The home grid: each studio's most viewed games, in proportion to its size (at least 3 each).
  const homeQuota = apportion(
    HOME_SIZE - 3 * providers.length,
    PROVIDER_SPECS.map((s) => s.weight),
  )
  const byProvider = new Map<number, CatalogueGame[]>()
  for (const game of byViews) {
    const list = byProvider.get(game.provider_id) ?? []
    list.push(game)
    byProvider.set(game.provider_id, list)
  }
  providers.forEach((provider, i) => {
    // Most of the grid must show on phones too (the app drops the others there).
    const own = [...(byProvider.get(provider.id) ?? [])].sort(
      (a, b) => b.views * (b.is_mobile ? 1 : 0.2) - a.views * (a.is_mobile ? 1 : 0.2) || a.id - b.id,
    )
    for (const game of own.slice(0, 3 + (homeQuota[i] ?? 0))) game.show_home = true
  })
  yield

  // Featured: the most viewed, at most two per studio.
  const featuredPerProvider = new Map<number, number>()
  let featured = 0
  for (const game of byViews) {
    if (featured >= FEATURED_SIZE) break
    const count = featuredPerProvider.get(game.provider_id) ?? 0
    if (count >= 2) continue
    featuredPerProvider.set(game.provider_id, count + 1)
    game.is_featured = true
    featured++
  }

  const lobbyRank = (g: CatalogueGame) => (g.is_featured ? 0 : g.is_hot ? 1 : 2)
  const lobby = [...enabled].sort((a, b) => lobbyRank(a) - lobbyRank(b) || b.views - a.views || a.id - b.id)
  yield
  const trending = [...enabled].sort((a, b) => b.trending - a.trending || a.id - b.id)
  const byCode = new Map(games.map((g) => [g.game_code, g]))

  return {
    games,
    providers,
    game: (id) => games[id - 1],
    gameByCode: (code) => byCode.get(code),
    provider: (code) => providerByCode.get(code),
    order: { lobby, views: byViews, trending },
  }
}

let built: Catalogue | undefined
/** The build under way (prepareCatalogue started it), and the time its steps have taken so far. */
let building: Generator<void, Catalogue> | undefined
let buildMs = 0
let preparing: Promise<Catalogue> | undefined

/** Runs one step of the build; the catalogue once it is complete. */
function step(): Catalogue | undefined {
  building ??= catalogueSteps(CATALOGUE_SEED, CATALOGUE_SIZE)
  const start = performance.now()
  const next = building.next()
  buildMs += performance.now() - start
  if (next.done) built = next.value
  return built
}

/**
 * The mock's catalogue, built on first use (a few tens of milliseconds) and kept for the page's life. A build that
 * prepareCatalogue has started is finished here at once.
 */
export function catalogue(): Catalogue {
  while (!built) step()
  return built
}

/** Builds no longer than this at a time, then lets the page's other tasks run (a frame's worth on a slow phone). */
const SLICE_MS = 12

/**
 * Builds the catalogue in short slices, each its own task, and resolves with it. The browser mock starts this as soon
 * as its worker is up, and the casino's handlers wait for it: the page keeps painting and the calls that do not need
 * the catalogue (settings, banners) are answered in between, instead of behind one long task at the first casino call.
 */
export function prepareCatalogue(): Promise<Catalogue> {
  if (built) return Promise.resolve(built)
  return (preparing ??= new Promise((resolve) => {
    const slice = () => {
      const start = performance.now()
      while (!built && performance.now() - start < SLICE_MS) step()
      if (built) resolve(built)
      else setTimeout(slice, 0)
    }
    slice()
  }))
}

/** How long the build's own work took, in milliseconds (the demo panel and the benchmark show it). */
export function catalogueBuildMs(): number {
  catalogue()
  return buildMs
}

/** A game's colours and layout choices come from its code, not from the order of generation. */
export function gameHash(game: Pick<CatalogueGame, 'game_code'>): number {
  return hashText(game.game_code)
}
