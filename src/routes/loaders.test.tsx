import { describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import * as v from 'valibot'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { I18n } from '@lingui/core'
import { setupI18n } from '@lingui/core'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import { profileData } from '@/api/profile-data.ts'
import { routeTree } from '@/routeTree.gen.ts'
import { createTestI18n, createTestQueryClient } from '@/testing/providers.ts'
import { DEMO_ID, signedInPlayer } from '@/testing/deposit-fixtures.ts'
import { affiliateInfoQueryOptions, affiliateRatesQueryOptions } from '@/features/affiliate/queries.ts'
import { profileEmailQueryOptions } from '@/features/account/queries.ts'
import { ListingSearchSchema, SearchPageSearchSchema } from '@/features/casino/listing/rules/listing-search.ts'
import {
  bannersQueryOptions,
  favoritesQueryOptions,
  featuredGamesQueryOptions,
  gameQueryOptions,
  homeGamesQueryOptions,
  listingQueryOptions,
  providersQueryOptions,
  recentsQueryOptions,
  searchQueryOptions,
} from '@/features/casino/queries.ts'
import { toCasinoGamesQuery } from '@/features/casino/rules/listing-query.ts'
import { faqQueryOptions, legalDocumentQueryOptions } from '@/features/content/queries.ts'
import { activityQueryOptions } from '@/features/protection/activity/queries.ts'
import { ActivitySearchSchema } from '@/features/protection/activity/rules/search.ts'
import { toActivityQuery } from '@/features/protection/activity/rules/search-query.ts'
import { limitsQueryOptions } from '@/features/protection/limits/queries.ts'
import { realityCheckSettingQueryOptions } from '@/features/protection/reality-check/queries.ts'
import { spinPrizesQueryOptions, spinWinnersQueryOptions } from '@/features/spin/queries.ts'
import {
  dayEventsQueryOptions,
  eventQueryOptions,
  eventsQueryOptions,
  leaguesQueryOptions,
  liveEventsQueryOptions,
  nextEventsQueryOptions,
  searchEventsQueryOptions,
} from '@/features/sports/queries.ts'
import { myBetsQueryOptions } from '@/features/sports/slip/queries.ts'
import { leagueKey } from '@/features/sports/state.ts'
import { vipLevelsQueryOptions } from '@/features/vip/queries.ts'
import {
  depositHistoryQueryOptions,
  myWalletsQueryOptions,
  pixKeyDataQueryOptions,
  withdrawHistoryQueryOptions,
} from '@/features/wallet/queries.ts'
import {
  categoriesQueryOptions,
  playerDataQueryOptions,
  settingsQueryOptions,
  walletQueryOptions,
} from '@/shared/queries.ts'

/**
 * Every route is one of two kinds (docs/architecture.md, "Loading data on routes"): its page reads data, and its
 * loader asks for that data, so hovering a link preloads it; or its page reads none of its own (the settings are the
 * root's), and it has no loader. A new route is classified here, or this file fails.
 */

/** Routes whose page reads no data of its own on first render, and why. */
const WITHOUT_DATA: Record<string, string> = {
  '/_authenticated': 'the login guard of the player pages: no page of its own',
  '/sports':
    "the sports frame: the settings (the root's), the realtime channel, and the slip kept on this device (its " +
    "balance is the top bar's wallet, read on every page)",
  '/casino/': 'an alias: redirects to /casinos',
  '/promotions': 'an alias: redirects to /promotion',
  '/login': 'a form; its call is the player’s submission',
  '/register/{-$code}': 'a form; its calls are the player’s submission',
  '/forgot-password': 'a form; its call is the player’s submission',
  '/reset-password/$token': 'a form; its call is the player’s submission',
  '/_authenticated/profile/_wallet-area/pause': 'a form; its call is the player’s confirmation',
  '/promotion': "the settings' figures (the root's)",
  '/jogo-responsavel': 'static text',
  '/affiliate/login': 'static text',
  '/stripe/success': 'static text',
  '/stripe/cancel': 'static text',
  '/bonus': 'an empty shell',
  '/records': 'an empty shell',
  '/events': 'an empty shell',
  '/awards': 'an empty shell',
  '/pausa/saque':
    'its one call needs the token of a refused login, held in memory (jotai), which a loader cannot read; ' +
    'the page reads it with useQuery and the shared PagePending and LoadFailure',
  '/_authenticated/games/play/$id/$slug':
    'a launch hands out a game session and records a recent: it happens when the screen opens, never on a hover',
}

interface DataRoute {
  /** The address preloaded. */
  href: string
  /** The queries the page reads on first render, which the preload must leave in the cache. */
  queries: () => Promise<QueryKey[]> | QueryKey[]
  /** A player's page: preloaded with a real session of the mock. */
  player?: boolean
  /** Stored state the page reads (localStorage), set before the preload. */
  before?: () => Promise<void> | void
}

/** A seeded casino game and sports event, read through the app's own queries (a client of their own). */
async function seededGameId(): Promise<number> {
  const games = await createTestQueryClient().fetchQuery(homeGamesQueryOptions())
  // An enabled one: a disabled game's page is not found.
  const game = games.find((entry) => entry.status)
  if (!game) throw new Error('the seeded lobby has no enabled game')
  return game.id
}

async function seededEvent() {
  const [event] = await createTestQueryClient().fetchQuery(eventsQueryOptions())
  if (!event) throw new Error('the seeded feed has no event')
  return event
}

const keys = (...options: { queryKey: QueryKey }[]) => options.map((option) => option.queryKey)

const DATA_ROUTES: Record<string, DataRoute> = {
  __root__: { href: '/promotion', queries: () => keys(settingsQueryOptions(), categoriesQueryOptions()) },
  '/{-$action}': {
    href: '/',
    queries: () => keys(bannersQueryOptions('desktop'), homeGamesQueryOptions(), categoriesQueryOptions()),
  },
  '/casinos': { href: '/casinos', queries: () => keys(categoriesQueryOptions(), providersQueryOptions()) },
  '/casino/provider/{-$provider}/category/{-$category}': {
    href: '/casino/provider/all/category/bingo',
    queries: () =>
      keys(
        listingQueryOptions(
          toCasinoGamesQuery({ provider: 'all', category: 'bingo', ...v.parse(ListingSearchSchema, {}) }),
        ),
      ),
  },
  '/casino/provider/$provider/': {
    href: '/casino/provider/pixel-gaming',
    queries: () =>
      keys(
        listingQueryOptions(
          toCasinoGamesQuery({ provider: 'pixel-gaming', category: 'all', ...v.parse(ListingSearchSchema, {}) }),
        ),
      ),
  },
  '/casino/search': {
    href: '/casino/search?searchTerm=sweet',
    queries: () => keys(searchQueryOptions('sweet', { page: v.parse(SearchPageSearchSchema, {}).page })),
  },
  '/casino/game/$id': {
    href: '/casino/game/{id}',
    queries: async () => keys(gameQueryOptions(await seededGameId()), featuredGamesQueryOptions()),
  },
  '/landing/spin': { href: '/landing/spin', queries: () => keys(spinPrizesQueryOptions(), spinWinnersQueryOptions()) },
  '/vip': { href: '/vip', queries: () => keys(vipLevelsQueryOptions()) },
  '/terms/$name': { href: '/terms/service', queries: () => keys(legalDocumentQueryOptions('service', 'pt-BR')) },
  '/support': { href: '/support', queries: () => keys(faqQueryOptions('pt-BR')) },
  '/support-center': { href: '/support-center', queries: () => keys(faqQueryOptions('pt-BR')) },
  '/sports/': {
    href: '/sports',
    queries: () =>
      keys(leaguesQueryOptions(), liveEventsQueryOptions(), eventsQueryOptions(), nextEventsQueryOptions()),
  },
  '/sports/live': { href: '/sports/live', queries: () => keys(liveEventsQueryOptions()) },
  '/sports/search': {
    href: '/sports/search?termo=Flamengo',
    queries: () => keys(searchEventsQueryOptions('Flamengo')),
  },
  '/sports/calendar': {
    href: '/sports/calendar?dia=2026-11-25',
    queries: () => keys(dayEventsQueryOptions('2026-11-25')),
  },
  '/sports/event/$date/$id': {
    href: '/sports/event/2026-11-25/{event}',
    queries: async () => keys(eventQueryOptions((await seededEvent()).id)),
  },
  '/sports/favorites': {
    href: '/sports/favorites',
    before: async () => {
      const event = await seededEvent()
      const league = leagueKey({ country: event.league_country, name: event.league_name })
      localStorage.setItem('sportsFavorites', JSON.stringify({ events: [event.id], leagues: [league] }))
    },
    queries: async () => {
      const event = await seededEvent()
      return keys(eventQueryOptions(event.id), eventsQueryOptions(event.league_name))
    },
  },
  '/sports/my-bets': { href: '/sports/my-bets', player: true, queries: () => keys(myBetsQueryOptions('open', 1)) },
  '/_authenticated/profile/_wallet-area': {
    href: '/profile/pause',
    player: true,
    queries: () => keys(walletQueryOptions()),
  },
  '/_authenticated/profile/_wallet-area/wallet': {
    href: '/profile/wallet',
    player: true,
    queries: () => keys(walletQueryOptions(), myWalletsQueryOptions()),
  },
  '/_authenticated/profile/_wallet-area/withdraw': {
    href: '/profile/withdraw',
    player: true,
    queries: () => keys(walletQueryOptions(), pixKeyDataQueryOptions()),
  },
  '/_authenticated/profile/_wallet-area/deposit': {
    href: '/profile/deposit',
    player: true,
    queries: () => keys(playerDataQueryOptions()),
  },
  '/_authenticated/profile/_wallet-area/transactions': {
    href: '/profile/transactions',
    player: true,
    queries: () => keys(withdrawHistoryQueryOptions(1), depositHistoryQueryOptions(1)),
  },
  '/_authenticated/profile/_wallet-area/limits': {
    href: '/profile/limits',
    player: true,
    queries: () => keys(limitsQueryOptions(), realityCheckSettingQueryOptions()),
  },
  '/_authenticated/profile/_wallet-area/activity': {
    href: '/profile/activity',
    player: true,
    queries: () => keys(activityQueryOptions(toActivityQuery(v.parse(ActivitySearchSchema, {})))),
  },
  '/_authenticated/profile/affiliate': {
    href: '/profile/affiliate',
    player: true,
    queries: () => keys(affiliateInfoQueryOptions(), affiliateRatesQueryOptions()),
  },
  '/_authenticated/profile/perfil': {
    href: '/profile/perfil',
    player: true,
    queries: () => keys(playerDataQueryOptions(), profileEmailQueryOptions()),
  },
  '/_authenticated/profile/favorite': {
    href: '/profile/favorite',
    player: true,
    queries: () => keys(favoritesQueryOptions(1)),
  },
  '/_authenticated/profile/recents': {
    href: '/profile/recents',
    player: true,
    queries: () => keys(recentsQueryOptions(1)),
  },
}

/** The app's router over the real route tree, as a link's hover sees it: nothing rendered, only the preload. */
function appRouter(queryClient: QueryClient, i18n: I18n = createTestI18n()) {
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient, i18n },
    // As the app's (src/app/router.tsx): Query owns caching, so a preload always runs the loaders.
    defaultPreloadStaleTime: 0,
  })
}

/** Preloads an address, as a hover on a link to it does. */
function preload(router: ReturnType<typeof appRouter>, href: string) {
  return router.preloadRoute<string, string>({ href })
}

async function hrefFor(route: DataRoute): Promise<string> {
  if (route.href.includes('{id}')) return route.href.replace('{id}', String(await seededGameId()))
  if (route.href.includes('{event}')) return route.href.replace('{event}', String((await seededEvent()).id))
  return route.href
}

/** Each key's state in the cache, for a failure message that names what is missing. */
function statuses(queryClient: QueryClient, queryKeys: QueryKey[]) {
  return Object.fromEntries(
    queryKeys.map((key) => [JSON.stringify(key), queryClient.getQueryState(key)?.status ?? 'not in the cache']),
  )
}

describe('route loaders', () => {
  it('every route is either a data route with a loader or one without data and without a loader', () => {
    const router = appRouter(createTestQueryClient())
    const unclassified: string[] = []
    const misplaced: string[] = []
    for (const [id, route] of Object.entries(router.routesById)) {
      const loader = Boolean(route.options.loader)
      if (id in DATA_ROUTES) {
        if (!loader) misplaced.push(`${id} reads data but has no loader`)
      } else if (id in WITHOUT_DATA) {
        if (loader) misplaced.push(`${id} has a loader: move it to DATA_ROUTES with the queries its page reads`)
      } else {
        unclassified.push(id)
      }
    }
    expect(unclassified, 'routes to classify in this file').toEqual([])
    expect(misplaced).toEqual([])
    // The tables name no route that is gone.
    const ids = new Set(Object.keys(router.routesById))
    expect([...Object.keys(DATA_ROUTES), ...Object.keys(WITHOUT_DATA)].filter((id) => !ids.has(id))).toEqual([])
  })

  it.each(Object.entries(DATA_ROUTES))('preloading %s leaves its page’s queries in the cache', async (id, route) => {
    if (route.player) signedInPlayer(DEMO_ID)
    await route.before?.()
    const href = await hrefFor(route)
    const expected = await route.queries()
    const queryClient = createTestQueryClient()
    const router = appRouter(queryClient)
    const matches = await preload(router, href)
    // The preload reached the route itself (not a guard's redirect or the not-found page).
    expect(matches?.map((match) => match.routeId)).toContain(id)
    await waitFor(() =>
      expect(statuses(queryClient, expected)).toEqual(
        Object.fromEntries(expected.map((key) => [JSON.stringify(key), 'success'])),
      ),
    )
  })

  it('a section the page loads on its own does not fail the preload: the deposit form shows without the CPF', async () => {
    signedInPlayer(DEMO_ID)
    server.use(override(profileData, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
    const queryClient = createTestQueryClient()
    const matches = await preload(appRouter(queryClient), '/profile/deposit')
    const deposit = matches?.find((match) => match.routeId === '/_authenticated/profile/_wallet-area/deposit')
    expect(deposit?.status).toBe('success')
    await waitFor(() => expect(queryClient.getQueryState(playerDataQueryOptions().queryKey)?.status).toBe('error'))
  })

  it('a content page asks for its document in the active language, and waits for one to be active', async () => {
    const english = createTestQueryClient()
    await preload(appRouter(english, createTestI18n('en')), '/terms/privacy-policy')
    await waitFor(() =>
      expect(english.getQueryState(legalDocumentQueryOptions('privacy-policy', 'en').queryKey)?.status).toBe('success'),
    )
    expect(english.getQueryState(legalDocumentQueryOptions('privacy-policy', 'pt-BR').queryKey)).toBeUndefined()

    // At start-up the router's first load runs beside the catalog's: no language yet, so the page's own section asks.
    const starting = createTestQueryClient()
    const matches = await preload(appRouter(starting, setupI18n()), '/terms/privacy-policy')
    expect(matches?.map((match) => match.routeId)).toContain('/terms/$name')
    expect(starting.getQueryCache().findAll({ queryKey: ['content'] })).toEqual([])
  })
})
