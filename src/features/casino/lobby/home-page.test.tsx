import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { db } from '@mocks/db/index.ts'
import { server } from '@mocks/node.ts'
import { answer, override } from '@mocks/override.ts'
import { categoriesList } from '@/api/categories.ts'
import { featuredGames, gamesAll, type Game } from '@/api/casino.ts'
import type { EndpointWireResponse } from '@/api/define.ts'
import { settingsBanners } from '@/api/settings.ts'
import { PHONE_MEDIA_QUERY } from '@/shared/hooks/use-is-phone.ts'
import { authModalAtom, isAuthenticatedAtom } from '@/shared/session.ts'
import { captureRequests, configureAppClient, demoSessionStore, faults } from '@/testing/auth-fixtures.ts'
import { gameFixture } from '@/testing/casino-fixtures.ts'
import { holdIdleCallbacks } from '@/testing/idle.ts'
import { renderRoute } from '@/testing/render.tsx'
// The lobby loads its carousels lazily (home-sections.tsx); loaded here up front, since their first transform under
// Vitest (Mantine's Carousel, Embla) took longer than the waits below on a busy machine.
import '../components/game-carousel.tsx'

type BannersWire = EndpointWireResponse<typeof settingsBanners>

const BANNERS: BannersWire = {
  banners: [
    {
      id: 1,
      type: 'carousel',
      image: '/storage/banners/a.svg',
      display_image: '/storage/banners/a-wide.svg',
      mobile_image: '/storage/banners/a-mobile.svg',
      link: '/promotions',
      description: 'Bônus de boas-vindas',
    },
    { id: 2, type: 'carousel', image: '/storage/banners/b.svg', description: 'Bingo todo dia' },
    { id: 3, type: 'carousel', image: null, display_image: null, mobile_image: null, description: 'Sem imagem' },
    { id: 4, type: 'home', image: '/storage/banners/pix.svg', description: 'Saque na hora com PIX' },
  ],
}

/** games/all with one provider holding these games (wire shape: the flags as the backend sends them). */
function gamesAllWire(games: Game[]): EndpointWireResponse<typeof gamesAll> {
  return { providers: [{ id: 1, name: 'Pixel Gaming', games }] }
}

const HOME_GAMES = [
  gameFixture({ id: 1, game_name: 'Fruit Party', show_home: true, is_mobile: true }),
  gameFixture({ id: 2, game_name: 'Mesa Clássica', show_home: true, is_mobile: false }),
  gameFixture({ id: 3, game_name: 'Fora da Home', show_home: false, is_mobile: true }),
]

function answerHome({ banners = BANNERS, games = HOME_GAMES }: { banners?: BannersWire; games?: Game[] } = {}) {
  server.use(
    override(settingsBanners, answer(settingsBanners, banners)),
    override(gamesAll, answer(gamesAll, gamesAllWire(games))),
  )
}

const realMatchMedia = window.matchMedia
const realUserAgent = navigator.userAgent
afterEach(() => {
  window.matchMedia = realMatchMedia
  Object.defineProperty(navigator, 'userAgent', { value: realUserAgent, configurable: true })
})

function asPhone() {
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: query === PHONE_MEDIA_QUERY,
    media: query,
  })
}

/** The first render pays for the mock's catalogue: generous waits. */
const SLOW = { timeout: 5000 }

async function gameGrid() {
  return screen.findByRole('list', { name: 'Jogos' }, SLOW)
}

const gridSection = () => screen.getByRole('region', { name: 'Jogos' })

describe('HomePage', () => {
  it('shows the banner carousel (first banner eager, high priority, sized), the marquee, home banners and the home grid', async () => {
    answerHome()
    renderRoute('/')
    const carousel = await screen.findByRole('region', { name: 'Destaques' }, SLOW)
    const slides = within(carousel).getAllByRole('group')
    // The banner without any image is left out.
    expect(slides).toHaveLength(2)
    const first = within(slides[0] as HTMLElement).getByRole('img', { name: 'Bônus de boas-vindas' })
    expect(first).toHaveAttribute('src', '/storage/banners/a-wide.svg')
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('fetchpriority', 'high')
    expect(first).toHaveAttribute('width', '1200')
    expect(first).toHaveAttribute('height', '400')
    expect(first.closest('a')).toHaveAttribute('href', '/promotions')
    expect(within(slides[1] as HTMLElement).getByRole('img', { hidden: true })).toHaveAttribute('loading', 'lazy')
    expect(within(carousel).getByRole('button', { name: 'Mostrar o banner 1' })).toHaveAttribute('aria-current', 'true')
    expect(within(carousel).getByRole('button', { name: 'Próximo banner' })).toBeInTheDocument()

    const marquee = screen.getByRole('region', { name: 'Últimos saques' })
    // The whole list and its copy come once the browser is idle (WinnersMarquee).
    await waitFor(() => expect(marquee.querySelectorAll('ul')).toHaveLength(2))
    const lists = marquee.querySelectorAll('ul')
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true')
    // Only the first copy is read out: 50 entries.
    expect(within(marquee).getAllByRole('listitem')).toHaveLength(50)
    expect(within(marquee).getAllByRole('listitem')[0]).toHaveTextContent(
      /^\S+ \S\. acabou de SACAR via PIX R\$\s\d{3},\d{2}$/,
    )

    // Below the grid: rendered once the browser is idle after the first screen (HomePage).
    expect(await screen.findByRole('region', { name: 'Promoções' })).toContainElement(
      screen.getByRole('img', { name: 'Saque na hora com PIX' }),
    )

    const grid = await gameGrid()
    expect(
      within(grid)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Fruit Party'), expect.stringContaining('Mesa Clássica')])
  })

  it('asks for the mobile banners on a phone, draws the mobile image, and the grid keeps only mobile games', async () => {
    asPhone()
    answerHome()
    const asked = captureRequests(settingsBanners)
    renderRoute('/')
    const carousel = await screen.findByRole('region', { name: 'Destaques' })
    expect(within(carousel).getByRole('img', { name: 'Bônus de boas-vindas' })).toHaveAttribute(
      'src',
      '/storage/banners/a-mobile.svg',
    )
    expect(asked.map((call) => call.url.searchParams.get('client_device'))).toContain('mobile')
    const grid = await gameGrid()
    expect(within(grid).getAllByRole('link')).toHaveLength(1)
    expect(grid).toHaveTextContent('Fruit Party')
  })

  it('on Android at a desktop width the grid keeps only mobile games too', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      value:
        'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
      configurable: true,
    })
    answerHome()
    renderRoute('/')
    const grid = await gameGrid()
    expect(within(grid).getAllByRole('link')).toHaveLength(1)
  })

  it('a banner image that fails falls back to the other image, then to a drawn placeholder with its text', async () => {
    answerHome()
    renderRoute('/')
    const carousel = await screen.findByRole('region', { name: 'Destaques' })
    const image = within(carousel).getByRole('img', { name: 'Bônus de boas-vindas' })
    fireEvent.error(image)
    expect(within(carousel).getByRole('img', { name: 'Bônus de boas-vindas' })).toHaveAttribute(
      'src',
      '/storage/banners/a.svg',
    )
    fireEvent.error(within(carousel).getByRole('img', { name: 'Bônus de boas-vindas' }))
    fireEvent.error(within(carousel).getByRole('img', { name: 'Bônus de boas-vindas' }))
    const placeholder = within(carousel).getByRole('img', { name: 'Bônus de boas-vindas' })
    expect(placeholder.tagName).toBe('SPAN')
    expect(placeholder).toHaveTextContent('Bônus de boas-vindas')
  })

  it.each([
    ['a 500', faults.json(500, { message: 'Server Error' })],
    ['no answer', faults.network()],
    ['a malformed body', faults.malformed()],
  ])('a banner call that fails (%s) shows no banners, and the rest of the page stays', async (_name, fault) => {
    answerHome()
    const asked = captureRequests(settingsBanners, fault)
    renderRoute('/')
    expect(await gameGrid()).toBeInTheDocument()
    await waitFor(
      () => expect(screen.queryByRole('status', { name: 'Carregando os banners' })).not.toBeInTheDocument(),
      {
        timeout: 5000,
      },
    )
    expect(asked.length).toBeGreaterThan(0)
    expect(screen.queryByRole('region', { name: 'Destaques' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Promoções' })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Últimos saques' })).toBeInTheDocument()
  })

  it.each([
    ['a 500', faults.json(500, { message: 'Server Error' })],
    ['no answer', faults.network()],
    ['a malformed body', faults.malformed()],
  ])(
    'a grid that fails to load (%s) ends loading with a quiet retry, no toast, and the retry loads it',
    async (_name, fault) => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      answerHome()
      let failing = true
      server.use(override(gamesAll, () => (failing ? fault() : undefined)))
      renderRoute('/')
      const retry = await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 8000 })
      expect(screen.getByText('Não foi possível carregar os jogos.')).toBeInTheDocument()
      expect(within(gridSection()).queryByRole('status')).not.toBeInTheDocument()
      // The banners are there: only the grid failed.
      expect(await screen.findByRole('region', { name: 'Destaques' }, SLOW)).toBeInTheDocument()
      expect(document.querySelector('.mantine-Notification-root')).toBeNull()
      failing = false
      await userEvent.click(retry)
      expect(await gameGrid()).toHaveTextContent('Fruit Party')
    },
    15_000,
  )

  it('plays by itself (with a pause button), but never under prefers-reduced-motion', async () => {
    answerHome()
    renderRoute('/')
    const carousel = await screen.findByRole('region', { name: 'Destaques' }, SLOW)
    const pause = within(carousel).getByRole('button', { name: 'Pausar os banners' })
    await userEvent.click(pause)
    expect(within(carousel).getByRole('button', { name: 'Reproduzir os banners' })).toBeInTheDocument()
  })

  it('under prefers-reduced-motion the carousel holds still: no autoplay, so no pause button', async () => {
    window.matchMedia = (query: string) => ({
      ...realMatchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
    })
    answerHome()
    renderRoute('/')
    const carousel = await screen.findByRole('region', { name: 'Destaques' }, SLOW)
    expect(within(carousel).getByRole('button', { name: 'Próximo banner' })).toBeInTheDocument()
    expect(within(carousel).queryByRole('button', { name: 'Pausar os banners' })).not.toBeInTheDocument()
  })

  it("draws the settings' background image behind the lobby", async () => {
    answerHome()
    db.settings.update({ software_background: 'uploads/fundo.jpg' })
    renderRoute('/')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Início' }, SLOW)
    await waitFor(() =>
      expect((heading.parentElement as HTMLElement).style.getPropertyValue('--home-background')).toBe(
        'url("/storage/uploads/fundo.jpg")',
      ),
    )
  })

  it('draws the first screen first: two rows of 7, then four rows, the banners and the carousels once idle', async () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      gameFixture({ id: index + 1, game_name: `Jogo ${index + 1}` }),
    )
    answerHome({ games: many })
    const idle = holdIdleCallbacks()
    try {
      renderRoute('/')
      const grid = await gameGrid()
      // The first render: the rows a first screen shows, nothing below them.
      expect(within(grid).getAllByRole('listitem')).toHaveLength(14)
      expect(screen.queryByRole('button', { name: 'Ver mais jogos' })).not.toBeInTheDocument()
      expect(screen.queryByRole('region', { name: 'Promoções' })).not.toBeInTheDocument()
      expect(screen.queryByRole('heading', { name: 'Recomendados' })).not.toBeInTheDocument()

      await idle.runQueued()
      await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(28))
      expect(await screen.findByRole('region', { name: 'Promoções' })).toBeInTheDocument()
      expect(screen.getByRole('heading', { name: 'Recomendados' })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Ver mais jogos' })).toBeInTheDocument()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('draws a return to the lobby whole at once: the router restores the scroll into the whole page', async () => {
    answerHome({ games: Array.from({ length: 40 }, (_, index) => gameFixture({ id: index + 1 })) })
    const idle = holdIdleCallbacks()
    const store = createStore()
    try {
      // The visit's first screen of the lobby: its first rows, the rest once idle.
      const first = renderRoute('/', { store })
      expect(within(await gameGrid()).getAllByRole('listitem')).toHaveLength(14)
      await idle.runQueued()
      await waitFor(() =>
        expect(within(screen.getByRole('list', { name: 'Jogos' })).getAllByRole('listitem')).toHaveLength(28),
      )
      first.unmount()

      // Back in the same app, the browser never idle: the whole page in the first render.
      renderRoute('/', { store, queryClient: first.queryClient })
      expect(within(await gameGrid()).getAllByRole('listitem')).toHaveLength(28)
      expect(screen.getByRole('button', { name: 'Ver mais jogos' })).toBeInTheDocument()
      expect(await screen.findByRole('region', { name: 'Promoções' })).toBeInTheDocument()
      expect(idle.queued.length).toBeGreaterThan(0)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it.each(['reload', 'back_forward'])('draws the lobby whole at once after a %s of the page', async (type) => {
    answerHome({ games: Array.from({ length: 40 }, (_, index) => gameFixture({ id: index + 1 })) })
    holdIdleCallbacks()
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((kind) =>
      kind === 'navigation' ? [{ type } as PerformanceNavigationTiming] : [],
    )
    try {
      renderRoute('/')
      expect(within(await gameGrid()).getAllByRole('listitem')).toHaveLength(28)
      expect(await screen.findByRole('region', { name: 'Promoções' })).toBeInTheDocument()
    } finally {
      vi.unstubAllGlobals()
      vi.restoreAllMocks()
    }
  })

  it('shows four rows of 7, and more on "Ver mais jogos"', async () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      gameFixture({ id: index + 1, game_name: `Jogo ${index + 1}` }),
    )
    answerHome({ games: many })
    renderRoute('/')
    const grid = await gameGrid()
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(28))
    await userEvent.click(screen.getByRole('button', { name: 'Ver mais jogos' }))
    expect(within(grid).getAllByRole('listitem')).toHaveLength(40)
    expect(screen.queryByRole('button', { name: 'Ver mais jogos' })).not.toBeInTheDocument()
  })

  it('shows placeholder cards while the games load', async () => {
    answerHome()
    server.use(override(gamesAll, faults.hang()))
    renderRoute('/')
    await waitFor(
      () => expect(within(gridSection()).getByRole('status', { name: 'Carregando os Jogos...' })).toBeInTheDocument(),
      SLOW,
    )
  })

  it('the register call opens the register modal for a visitor', async () => {
    answerHome()
    const store = createStore()
    renderRoute('/', { store })
    await userEvent.click(await screen.findByRole('button', { name: 'Criar conta' }))
    expect(store.get(authModalAtom)).toBe('register')
  })

  it('a logged-in player gets no register call', async () => {
    answerHome()
    configureAppClient()
    const { store } = await demoSessionStore()
    renderRoute('/', { store })
    expect(await gameGrid()).toBeInTheDocument()
    expect(store.get(isAuthenticatedAtom)).toBe(true)
    expect(screen.queryByRole('button', { name: 'Criar conta' })).not.toBeInTheDocument()
    // A visitor's page has it at that point (the test above): it is not just late.
  })

  it('/openregister still opens the register modal on arrival', async () => {
    answerHome()
    const store = createStore()
    renderRoute('/openregister', { store })
    await waitFor(() => expect(store.get(authModalAtom)).toBe('register'))
  })
})

describe('the carousels further down', () => {
  /** Sections near the screen load at once (jsdom lays nothing out, so the stub never reports it otherwise). */
  function everythingNearScreen() {
    class NearObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        )
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return []
      }
    }
    vi.stubGlobal('IntersectionObserver', NearObserver)
  }
  afterEach(() => vi.unstubAllGlobals())

  it('one carousel per category with "Ver todos" to its listing, and the recommended games', async () => {
    everythingNearScreen()
    answerHome()
    server.use(
      override(
        categoriesList,
        answer(categoriesList, { categories: [{ id: 1, name: 'Slots', slug: 'slots', image: null }] }),
      ),
      override(
        featuredGames,
        answer(featuredGames, {
          featured_games: [gameFixture({ id: 9, game_name: 'Destaque Nove' })],
        }),
      ),
    )
    renderRoute('/')
    const title = await screen.findByRole('heading', { name: 'Slots' }, SLOW)
    const seeAll = screen.getByRole('link', { name: 'Ver todos' })
    expect(seeAll).toHaveAttribute('href', '/casino/provider/all/category/slots')
    expect(seeAll).toHaveAccessibleDescription('Slots')
    expect(title).toBeInTheDocument()
    const slots = await screen.findByRole('region', { name: 'Slots' }, SLOW)
    expect(within(slots).getAllByRole('link').length).toBeGreaterThan(0)
    const featured = await screen.findByRole('region', { name: 'Recomendados' })
    expect(await within(featured).findByText('Destaque Nove')).toBeInTheDocument()
  })

  it('a failed featured call ends loading in place and leaves the rest alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    everythingNearScreen()
    answerHome()
    server.use(override(featuredGames, faults.json(500, { message: 'x' })))
    renderRoute('/')
    const heading = await screen.findByRole('heading', { name: 'Recomendados' }, SLOW)
    const section = heading.parentElement?.parentElement as HTMLElement
    expect(await within(section).findByRole('button', { name: 'Tentar novamente' }, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Recomendados' })).not.toBeInTheDocument()
    expect(await gameGrid()).toBeInTheDocument()
  }, 15_000)

  it('far from the screen a carousel does not ask for its games yet, and its placeholder stands still (near it, it does: the tests above)', async () => {
    answerHome()
    const asked = captureRequests(featuredGames)
    renderRoute('/')
    const heading = await screen.findByRole('heading', { name: 'Recomendados' }, SLOW)
    expect(await gameGrid()).toBeInTheDocument()
    const section = heading.parentElement?.parentElement as HTMLElement
    const placeholder = within(section).getByRole('status', { name: 'Carregando os Jogos...' })
    // home-page.module.css pulses only the placeholders without data-still.
    expect(placeholder).toHaveAttribute('data-still')
    expect(asked).toHaveLength(0)
  })

  it('near the screen, the placeholder of a carousel whose games are loading pulses', async () => {
    everythingNearScreen()
    answerHome()
    server.use(override(featuredGames, faults.hang()))
    renderRoute('/')
    const heading = await screen.findByRole('heading', { name: 'Recomendados' }, SLOW)
    const section = heading.parentElement?.parentElement as HTMLElement
    // The section is drawn still first; the observer's word that it is near comes after that commit.
    await waitFor(() =>
      expect(within(section).getByRole('status', { name: 'Carregando os Jogos...' })).not.toHaveAttribute('data-still'),
    )
  })
})
