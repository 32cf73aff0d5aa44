import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import type { QueryClient } from '@tanstack/react-query'
import { server } from '@mocks/node.ts'
import { answer, override } from '@mocks/override.ts'
import { catalogue } from '@mocks/catalogue/catalogue.ts'
import { db } from '@mocks/db/index.ts'
import { walletOf } from '@mocks/wallet/wallets.ts'
import { createQueryClient } from '@/app/query-client.ts'
import { gamesSingle } from '@/api/casino.ts'
import { depositBrasilcash, depositPayment, depositRexpay } from '@/api/deposit.ts'
import { profileSummaryKey, walletKeys } from '@/shared/queries.ts'
import { signOutAtom } from '@/shared/session.ts'
import { configureAppClient, DEMO_PLAYER, faults } from '@/testing/auth-fixtures.ts'
import { DEMO_ID, signedInPlayer } from '@/testing/deposit-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { PHONE_MEDIA_QUERY } from '@/shared/hooks/use-is-phone.ts'
import { formatBRL } from '@/shared/money.ts'
import { gamePlayKeys } from './queries.ts'
import { SAME_ORIGIN_SANDBOX } from './rules/frame.ts'
import { staticMediaQueryList } from '@/testing/media.ts'

/** A playable game of the seeded catalogue. */
const game = catalogue().order.lobby.find((entry) => entry.status)!
const playUrl = `/games/play/${game.id}/${game.game_code}`

function play(url = playUrl, options: { queryClient?: QueryClient } = {}) {
  const { store } = signedInPlayer(DEMO_ID)
  return { ...renderRoute(url, { store, ...options }), user: userEvent.setup() }
}

const frame = () => screen.findByTitle<HTMLIFrameElement>(`Jogo: ${game.game_name}`, {}, { timeout: 10_000 })
const loaderTip = () => screen.queryByRole('status')
const menuToggle = () => screen.getByRole('button', { name: /menu do jogo/ })
const sideMenu = () => document.getElementById('game-side-menu')!

/** The launch's answer, as the screen has it. */
function launched(queryClient: QueryClient): { gameUrl: string; token: string } {
  const data = queryClient.getQueryData(gamePlayKeys.launch(game.id)) as { gameUrl: string; token: string | null }
  return { gameUrl: data.gameUrl, token: data.token ?? '' }
}

/** A message as the game's frame (or any other window) posts it to the app. */
function post(data: unknown, source: Window | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source }))
  })
}

function setMatchMedia(matching: (query: string) => boolean) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => staticMediaQueryList(query, matching(query)),
  })
}

const desktop = window.matchMedia

afterEach(() => {
  vi.useRealTimers()
  Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: desktop })
})

describe('game play screen: access', { timeout: 15_000 }, () => {
  it('a visitor goes to log in with openlogin, and comes back to the game after logging in', async () => {
    configureAppClient()
    const { router } = renderRoute(playUrl)
    await waitFor(() => expect(router.state.location.pathname).toBe('/openlogin'), { timeout: 10_000 })
    expect(router.state.location.search).toMatchObject({ redirect: playUrl })
    const dialog = within(await screen.findByRole('dialog', { name: 'Entrar na sua conta' }, { timeout: 10_000 }))
    const user = userEvent.setup()
    await fill(user, await dialog.findByLabelText(/Email ou telefone/, {}, { timeout: 10_000 }), DEMO_PLAYER.email)
    await fill(user, dialog.getByLabelText(/^Senha/), DEMO_PLAYER.password)
    await user.click(dialog.getByRole('button', { name: 'Entrar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(playUrl), { timeout: 10_000 })
    expect(await frame()).toBeInTheDocument()
    // The home page and the login modal load their code on first use here.
  }, 40_000)

  it('a session that ends while the game is open sends the player to log in, and back here afterwards', async () => {
    const { router, store } = play()
    await frame()
    act(() => store.set(signOutAtom))
    await waitFor(() => expect(router.state.location.pathname).toBe('/openlogin'))
    expect(router.state.location.search).toMatchObject({ redirect: playUrl })
    expect(screen.queryByTitle(`Jogo: ${game.game_name}`)).not.toBeInTheDocument()
  })

  it('the launch puts the game in Recents without a reload (the cached list is refreshed)', async () => {
    db.recents.removeWhere((r) => r.user_id === DEMO_ID && r.game_id === game.id)
    // The app's own cache settings: a list read a moment ago is still fresh, so only an invalidation refetches it.
    const { router } = play('/profile/recents', { queryClient: createQueryClient() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Jogos recentes' }, { timeout: 10_000 })).toBeVisible()
    const recent = () => screen.queryByRole('link', { name: new RegExp(game.game_name) })
    expect(recent()).toBeNull()
    await act(() => router.navigate({ to: playUrl }))
    await frame()
    await act(() => router.navigate({ to: '/profile/recents' }))
    await waitFor(() => expect(recent()).toBeInTheDocument(), { timeout: 5000 })
  })

  it("leaving the game has the profile's statistics read again (the rounds in the frame changed them)", async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(profileSummaryKey(), { statistics: 'before the rounds' })
    const { router } = play(playUrl, { queryClient })
    await frame()
    expect(queryClient.getQueryState(profileSummaryKey())?.isInvalidated).toBe(false)
    await act(() => router.navigate({ to: '/' }))
    await waitFor(() => expect(queryClient.getQueryState(profileSummaryKey())?.isInvalidated).toBe(true))
  })

  it('the screen has no app shell: it fills the window, its menu has the way home', async () => {
    play()
    await frame()
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: game.game_name })).toBeInTheDocument()
  })
})

describe('game play screen: loading', { timeout: 15_000 }, () => {
  it('rotates the four tips every 3 s while the game starts', async () => {
    server.use(override(gamesSingle, faults.hang()))
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    play()
    expect(await screen.findByText('Preparando os jogos…', {}, { timeout: 4000 })).toBeInTheDocument()
    for (const tip of [
      'Verificando a conexão…',
      'Otimizando a experiência…',
      'Quase pronto…',
      'Preparando os jogos…',
    ]) {
      act(() => {
        vi.advanceTimersByTime(2_999)
      })
      expect(screen.queryByText(tip)).not.toBeInTheDocument()
      act(() => {
        vi.advanceTimersByTime(1)
      })
      expect(screen.getByText(tip)).toBeInTheDocument()
    }
  })

  it('keeps the loader over the frame until the frame has loaded', async () => {
    play()
    const iframe = await frame()
    expect(loaderTip()).toHaveTextContent('Preparando os jogos…')
    fireEvent.load(iframe)
    await waitFor(() => expect(loaderTip()).not.toBeInTheDocument())
  })

  it("or until the game says it has loaded, from its own frame with this launch's session", async () => {
    const { queryClient } = play()
    const iframe = await frame()
    const session = launched(queryClient).token
    // From another window, or with another session: nothing happens.
    post({ v: 1, type: 'loaded', session }, window)
    post({ v: 1, type: 'loaded', session: 'other-session' }, iframe.contentWindow)
    post({ v: 2, type: 'loaded', session }, iframe.contentWindow)
    expect(loaderTip()).toBeInTheDocument()
    post({ v: 1, type: 'loaded', session }, iframe.contentWindow)
    await waitFor(() => expect(loaderTip()).not.toBeInTheDocument())
  })
})

describe('game play screen: the frame', { timeout: 15_000 }, () => {
  it('frames the launched URL sandboxed, with fullscreen, a title, a referrer policy and no top navigation', async () => {
    const { queryClient } = play()
    const iframe = await frame()
    const { gameUrl } = launched(queryClient)
    // The app's own game is told the scheme it opened in (its frame cannot see the app's).
    const expected = new URL(gameUrl, window.location.origin)
    expected.searchParams.set('theme', 'light')
    expect(iframe.src).toBe(expected.href)
    // The demo game is of the app's own origin: scripts only, never with allow-same-origin.
    expect(iframe.getAttribute('sandbox')).toBe(SAME_ORIGIN_SANDBOX)
    expect(iframe.getAttribute('sandbox')).not.toMatch(/allow-same-origin|allow-top-navigation|allow-popups/)
    expect(iframe).toHaveAttribute('allow', 'fullscreen')
    expect(iframe).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
  })

  it('a game of another origin keeps its own origin in the sandbox', async () => {
    server.use(
      override(gamesSingle, () =>
        HttpResponse.json({
          game: { id: game.id, game_name: game.game_name, game_code: game.game_code, cover: null },
          gameUrl: 'https://games.provider.example/play?s=1',
          token: 'abc',
        }),
      ),
    )
    play()
    const iframe = await frame()
    expect(iframe.src).toBe('https://games.provider.example/play?s=1')
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin')
  })
})

describe('game play screen: deposit first and maintenance', { timeout: 15_000 }, () => {
  it("a player without money goes to the deposit page with the server's words", async () => {
    const wallet = walletOf(DEMO_ID)
    db.wallets.update(wallet.id, { balance: '0.00', balance_bonus: '0.00' })
    const { router } = play()
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/deposit'))
    expect(await screen.findByText('Você precisa ter saldo para jogar')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Depósito via PIX' })).toBeInTheDocument()
  })

  it.each([
    ['a 500', faults.json(500, { message: 'Server Error' })],
    ['an HTML 500', faults.html500()],
    ['no answer', faults.network()],
    ['a body that breaks the contract', faults.malformed()],
    ['a 404', faults.json(404, { error: 'Jogo não encontrado' })],
    ['a game in maintenance (503)', faults.json(503, { status: false, error: 'Jogo em manutenção' })],
    [
      'a game URL that must not be framed',
      answer(gamesSingle, {
        game: { id: 1, game_name: 'X', game_code: 'x', cover: null },
        gameUrl: 'javascript:alert(1)',
        token: 't',
      }),
    ],
  ])('%s shows Jogo em Manutenção', async (_case, resolver) => {
    server.use(override(gamesSingle, resolver))
    play()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jogo em Manutenção' }, { timeout: 4000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /menu do jogo/ })).not.toBeInTheDocument()
  })

  it('Voltar ao Cassino goes to the casino when the screen was the first page', async () => {
    server.use(override(gamesSingle, faults.json(500, {})))
    const { router, user } = play()
    await user.click(await screen.findByRole('button', { name: 'Voltar ao Cassino' }, { timeout: 4000 }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/casinos'))
  })

  it('Voltar ao Cassino goes back one page', async () => {
    server.use(override(gamesSingle, faults.json(500, {})))
    const { router, user } = play(`/casino/game/${game.id}`)
    await user.click(await screen.findByRole('link', { name: 'Jogar' }, { timeout: 4000 }))
    await user.click(await screen.findByRole('button', { name: 'Voltar ao Cassino' }, { timeout: 4000 }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/casino/game/${game.id}`))
  })
})

describe('game play screen: the side menu', { timeout: 15_000 }, () => {
  it('opens and closes with its tab, the click-away layer and Escape; closed, it is inert', async () => {
    const { user } = play()
    await frame()
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false')
    expect(sideMenu()).toHaveAttribute('inert')
    await user.click(menuToggle())
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true')
    expect(sideMenu()).not.toHaveAttribute('inert')
    await user.click(screen.getByTestId('side-menu-click-away'))
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false')
    await user.click(menuToggle())
    await user.keyboard('{Escape}')
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByTestId('side-menu-click-away')).not.toBeInTheDocument()
  })

  it("shows the game's name, Voltar para Home, the balance and the PIX deposit with 20, 50, 100 and 200", async () => {
    const { user } = play()
    await frame()
    await user.click(menuToggle())
    const menu = within(screen.getByRole('complementary', { name: 'Menu do jogo' }))
    expect(menu.getByRole('heading', { level: 2, name: game.game_name })).toBeInTheDocument()
    expect(menu.getByRole('link', { name: 'Voltar para Home' })).toHaveAttribute('href', '/')
    await waitFor(() => expect(menu.getByTestId('game-menu-balance')).toHaveTextContent('R$'))
    const quick = within(menu.getByRole('group', { name: 'Valores rápidos' }))
    expect(quick.getAllByRole('button').map((button) => button.textContent)).toEqual(
      [2000, 5000, 10000, 20000].map((amount) => formatBRL(amount)),
    )
    expect(menu.getByRole('button', { name: 'Gerar PIX' })).toBeInTheDocument()
  })

  it('the balance follows the wallet every second, through the one wallet query the top bar shares', async () => {
    const { user, queryClient } = play()
    await frame()
    await user.click(menuToggle())
    const balance = screen.getByTestId('game-menu-balance')
    await waitFor(() => expect(balance).toHaveTextContent('R$'))
    const wallet = walletOf(DEMO_ID)
    db.wallets.update(wallet.id, { balance: '4321.00', balance_bonus: '0.00' })
    await waitFor(() => expect(balance.textContent).toBe(formatBRL(432100)), { timeout: 2500 })
    expect(queryClient.getQueryCache().findAll({ queryKey: walletKeys.active(), exact: true })).toHaveLength(1)
  })

  it("the game's deposit message opens the menu on its deposit form; a forged one does nothing", async () => {
    const { queryClient } = play()
    const iframe = await frame()
    const session = launched(queryClient).token
    post({ v: 1, type: 'deposit', session }, window)
    post({ v: 1, type: 'deposit', session: 'forged' }, iframe.contentWindow)
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false')
    post({ v: 1, type: 'deposit', session }, iframe.contentWindow)
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Depósito via PIX' })).toHaveFocus())
  })

  it('enter and exit fullscreen follow the browser', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve())
    const exitFullscreen = vi.fn(() => Promise.resolve())
    let fullscreenElement: Element | null = null
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true })
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement })
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exitFullscreen })
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: requestFullscreen })
    try {
      const { user } = play()
      const iframe = await frame()
      await user.click(menuToggle())
      await user.click(screen.getByRole('button', { name: 'Tela cheia' }))
      expect(requestFullscreen).toHaveBeenCalledTimes(1)
      // The browser says so: the button changes.
      fullscreenElement = iframe.parentElement
      act(() => void document.dispatchEvent(new Event('fullscreenchange')))
      await user.click(screen.getByRole('button', { name: 'Sair da tela cheia' }))
      expect(exitFullscreen).toHaveBeenCalledTimes(1)
      fullscreenElement = null
      act(() => void document.dispatchEvent(new Event('fullscreenchange')))
      expect(screen.getByRole('button', { name: 'Tela cheia' })).toBeInTheDocument()
    } finally {
      delete (document as unknown as Record<string, unknown>).fullscreenEnabled
      delete (document as unknown as Record<string, unknown>).fullscreenElement
      delete (document as unknown as Record<string, unknown>).exitFullscreen
      delete (HTMLElement.prototype as unknown as Record<string, unknown>).requestFullscreen
    }
  })
})

describe('game play screen: the PIX deposit in the menu', { timeout: 15_000 }, () => {
  async function generatePix(user: ReturnType<typeof userEvent.setup>) {
    await frame()
    await user.click(menuToggle())
    const menu = within(sideMenu())
    await user.click(menu.getByRole('button', { name: formatBRL(5000) }))
    await user.click(menu.getByRole('button', { name: 'Gerar PIX' }))
  }

  it('the amount turns red on an error, and focusing it clears the error', async () => {
    const { user } = play()
    await frame()
    await user.click(menuToggle())
    const menu = within(sideMenu())
    const amount = menu.getByRole('textbox', { name: 'Valor do depósito' })
    await user.type(amount, '1')
    await user.tab()
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(menu.getByText(/^O valor mínimo é de/)).toBeInTheDocument()
    await user.click(amount)
    expect(amount).toHaveFocus()
    await waitFor(() => expect(amount).not.toHaveAttribute('aria-invalid', 'true'))
    expect(menu.queryByText(/^O valor mínimo é de/)).not.toBeInTheDocument()
    // Typing on checks the amount again: R$ 10,00 is still under the minimum.
    await user.type(amount, '0')
    expect(await menu.findByText(/^O valor mínimo é de/)).toBeInTheDocument()
  })

  it('Gerar PIX reads Processando... while sending', async () => {
    server.use(
      override(depositPayment, faults.hang()),
      override(depositBrasilcash, faults.hang()),
      override(depositRexpay, faults.hang()),
    )
    const { user } = play()
    await generatePix(user)
    expect(await within(sideMenu()).findByRole('button', { name: 'Processando...' })).toBeDisabled()
  })

  it('on a phone the payment status panel shows inside the menu', async () => {
    setMatchMedia((query) => query === PHONE_MEDIA_QUERY)
    const { user } = play()
    await generatePix(user)
    expect(
      await within(sideMenu()).findByRole('heading', { name: 'Aguardando pagamento' }, { timeout: 4000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('on a desktop it shows over the page, the form staying in the menu', async () => {
    const { user } = play()
    await generatePix(user)
    const dialog = await screen.findByRole('dialog', { name: 'Depósito via PIX' }, { timeout: 4000 })
    expect(
      await within(dialog).findByRole('heading', { name: 'Aguardando pagamento' }, { timeout: 4000 }),
    ).toBeInTheDocument()
    // (Tests render Mantine without portals, so the dialog sits where it is opened; in the app it is over the page.)
    expect(within(sideMenu()).getByRole('button', { name: 'Gerar PIX' })).toBeInTheDocument()
    // Escape closes the overlay, which ends the code; the menu stays open with the form.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true')
    expect(within(sideMenu()).getByRole('button', { name: 'Gerar PIX' })).toBeInTheDocument()
  })
})
