import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import { renderRoute } from '@/testing/render.tsx'
import { authModalAtom, redirectAfterAuthAtom, referralCodeAtom, signInAtom } from '@/shared/session.ts'
import { createStore } from 'jotai'
import { loggedInStore } from '@/testing/shell-fixtures.ts'
import { DEMO_ID, signedInPlayer } from '@/testing/deposit-fixtures.ts'
import { override } from '@mocks/override.ts'
import { settingsData } from '@/api/settings.ts'
import { profileWallet } from '@/api/wallet.ts'
import { catalogue } from '@mocks/catalogue/catalogue.ts'

/** A game of the seeded catalogue: its page is titled with its name. */
const seededGame = catalogue().order.lobby.find((game) => game.status)!

function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 })
}

describe('route table', () => {
  it.each([
    ['/', 'Início'],
    ['/login', 'Entrar'],
    ['/forgot-password', 'Recuperar senha'],
    ['/reset-password/abc123', 'Redefinir senha'],
    ['/stripe/success', 'Pagamento realizado com sucesso'],
    ['/stripe/cancel', 'Transação cancelada'],
    ['/support', 'Suporte'],
    ['/promotion', 'Promoções'],
    ['/sports', 'Apostas esportivas'],
    ['/sports/live', 'Ao vivo'],
    ['/sports/favorites', 'Favoritos'],
    ['/sports/search', 'Buscar partidas'],
    ['/sports/calendar', 'Calendário'],
    ['/register', 'Cadastro'],
    ['/register/ABC123', 'Cadastro'],
    ['/casinos', 'Cassino'],
    ['/casino/provider/all/category/bingo', 'Bingo'],
    ['/casino/provider/all/category/all', 'Todos os jogos'],
    ['/casino/provider/pixel-gaming', 'Pixel Gaming'],
    ['/casino/search?searchTerm=sweet', 'Resultados para sweet'],
    [`/casino/game/${seededGame.id}`, seededGame.game_name],
    ['/terms/conditions-reference', 'Condições de referência'],
    ['/terms/service', 'Termos de serviço'],
    ['/terms/privacy-policy', 'Política de privacidade'],
    ['/terms/bonus', 'Termos de bônus'],
    ['/terms/bonus-welcome', 'Bônus de boas-vindas'],
    ['/records', 'Recordes'],
    ['/events', 'Eventos'],
    ['/bonus', 'Bônus'],
    ['/awards', 'Prêmios'],
    ['/vip', 'VIP'],
    ['/affiliate/login', 'Painel avançado de afiliados'],
  ])('%s shows %s', async (url, title) => {
    renderRoute(url)
    expect(await heading(title)).toBeInTheDocument()
  })

  it.each([
    ['/profile/favorite', 'Jogos favoritos'],
    ['/profile/wallet', 'Visão Geral'],
    ['/profile/recents', 'Jogos recentes'],
    ['/profile/deposit', 'Depósito via PIX'],
    ['/profile/withdraw', 'Saque via PIX'],
    ['/profile/transactions', 'Histórico de Transações'],
  ])('%s (login required) shows %s to a logged-in player', async (url, title) => {
    renderRoute(url, { store: loggedInStore() })
    expect(await heading(title)).toBeInTheDocument()
  })

  // These pages wait for the player's own data (the affiliate info, profile/data): a real session of the mock.
  it.each([
    ['/profile/affiliate', 'Programa de afiliados'],
    ['/profile/perfil', 'Meu perfil'],
  ])('%s (login required) shows %s to a signed-in player', async (url, title) => {
    const { store } = signedInPlayer(DEMO_ID)
    renderRoute(url, { store })
    expect(await heading(title)).toBeInTheDocument()
  })

  it('/games/play/{id}/{slug} (login required) shows the game to a logged-in player', async () => {
    const { store } = signedInPlayer(DEMO_ID)
    renderRoute(`/games/play/${seededGame.id}/${seededGame.game_code}`, { store })
    expect(await heading(seededGame.game_name)).toBeInTheDocument()
  })

  it('the empty shells are titled empty pages', async () => {
    renderRoute('/records')
    expect(await heading('Recordes')).toBeInTheDocument()
    expect(screen.getByText('Ainda não há nada por aqui.')).toBeInTheDocument()
    expect(screen.queryByText('Página em construção')).not.toBeInTheDocument()
  })

  it('/promotions and /casino are aliases', async () => {
    const promotions = renderRoute('/promotions')
    await waitFor(() => expect(promotions.router.state.location.pathname).toBe('/promotion'))
    promotions.unmount()
    const casino = renderRoute('/casino')
    await waitFor(() => expect(casino.router.state.location.pathname).toBe('/casinos'))
  })

  it.each([
    ['/stripe/cancel', 'Transação cancelada'],
    ['/stripe/success', 'Pagamento realizado com sucesso'],
  ])('%s (%s) leads back home', async (url, title) => {
    renderRoute(url)
    await heading(title)
    const main = screen.getByRole('main')
    expect(within(main).getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/')
  })
})

describe('params and search validation', () => {
  it.each([
    '/casino/game/abc',
    '/casino/game/0',
    '/sports/event/ontem/12',
    '/games/play/x/slug',
    '/rota-que-nao-existe',
    '/sports/nada',
    '/profile/nada',
  ])('%s is not found', async (url) => {
    renderRoute(url, { store: loggedInStore() })
    expect(await heading('Página não encontrada')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveTextContent('O endereço que você abriu não existe ou foi movido.')
  })

  it('the not-found page links home inside the shell', async () => {
    renderRoute('/nao/existe/mesmo')
    await heading('Página não encontrada')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    const link = within(screen.getByRole('main')).getByRole('link', { name: 'Voltar para o início' })
    expect(link).toHaveAttribute('href', '/')
  })

  it('numeric ids become numbers', async () => {
    const { router } = renderRoute(`/casino/game/${seededGame.id}`)
    await heading(seededGame.game_name)
    const match = router.state.matches.at(-1)
    expect(match?.params).toMatchObject({ id: seededGame.id })
  })

  it('listing search: junk falls back, page is at least 1, numeric text stays text', async () => {
    const { router } = renderRoute(
      '/casino/provider/all/category/slots?page=-3&popularity=loud&gameType=live&searchTerm=777&isNew=true',
    )
    await heading('Slots')
    const search = router.state.matches.at(-1)?.search
    expect(search).toMatchObject({ page: 1, gameType: 'live', searchTerm: '777', isNew: true })
    expect(search).not.toHaveProperty('popularity', 'loud')
  })
})

describe('guards', () => {
  it('a visitor on a login-required route goes home with the login action and the destination', async () => {
    const { router, store } = renderRoute('/profile/wallet?tab=1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/openlogin'))
    expect(router.state.location.search).toMatchObject({ redirect: '/profile/wallet?tab=1' })
    await waitFor(() => expect(store.get(authModalAtom)).toBe('login'))
    expect(store.get(redirectAfterAuthAtom)).toBe('/profile/wallet?tab=1')
    expect(await screen.findByRole('dialog', { name: 'Entrar na sua conta' })).toBeInTheDocument()
  })

  it('the game screen needs login too', async () => {
    const { router } = renderRoute('/games/play/42/vs20fruitsw')
    await waitFor(() => expect(router.state.location.pathname).toBe('/openlogin'))
    expect(router.state.location.search).toMatchObject({ redirect: '/games/play/42/vs20fruitsw' })
  })

  it('an outside redirect target is dropped (no open redirect)', async () => {
    const { store } = renderRoute('/openlogin?redirect=%2F%2Fevil.example')
    await waitFor(() => expect(store.get(authModalAtom)).toBe('login'))
    expect(store.get(redirectAfterAuthAtom)).toBeNull()
  })

  it.each(['/login', '/forgot-password', '/register', '/register/CODE1', '/landing/spin'])(
    'a logged-in player on %s goes home',
    async (url) => {
      const store = createStore()
      store.set(signInAtom, { token: 't', user: { name: 'Ana', email: 'ana@example.com' } })
      server.use(override(profileWallet, () => HttpResponse.json({}, { status: 500 })))
      const { router } = renderRoute(url, { store })
      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    },
  )

  it('/openregister opens the register flag', async () => {
    const { store } = renderRoute('/openregister')
    await waitFor(() => expect(store.get(authModalAtom)).toBe('register'))
  })

  it('?code= on any page keeps the referral code and opens registration', async () => {
    const { store } = renderRoute('/support?code=AMIGO10')
    await heading('Suporte')
    await waitFor(() => expect(store.get(referralCodeAtom)).toBe('AMIGO10'))
    expect(store.get(authModalAtom)).toBe('register')
  })
})

describe('loading and errors', () => {
  it('shows the full-screen loading screen until the settings arrive', async () => {
    server.use(
      override(settingsData, async () => {
        await delay(300)
        return HttpResponse.json({
          setting: {
            software_name: 'Jogada Lenta',
            software_logo_white: null,
            software_logo_black: null,
            min_deposit: '20.00',
            max_deposit: '5000.00',
            initial_bonus: 100,
            rexpay_is_enable: 1,
            digitopay_is_enable: 1,
            brasilcash_is_enable: 1,
            turn_on_football: 1,
          },
        })
      }),
    )
    renderRoute('/')
    expect(await screen.findByRole('status')).toHaveTextContent('Depósitos via PIX caem na hora.')
    expect(await screen.findByText('Jogada Lenta', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByText('Depósitos via PIX caem na hora.')).not.toBeInTheDocument()
  })

  it('paints at once from the cached `setting` and refreshes it in the background', async () => {
    let calls = 0
    server.use(
      override(settingsData, async () => {
        calls += 1
        await delay(100)
        return HttpResponse.json({
          setting: {
            software_name: 'Jogada Nova',
            software_logo_white: null,
            software_logo_black: null,
            min_deposit: '20.00',
            max_deposit: '5000.00',
            initial_bonus: 100,
            rexpay_is_enable: true,
            digitopay_is_enable: true,
            brasilcash_is_enable: true,
            turn_on_football: true,
          },
        })
      }),
    )
    localStorage.setItem(
      'setting',
      JSON.stringify({
        software_name: 'Jogada Guardada',
        software_logo_white: null,
        software_logo_black: null,
        min_deposit: '20.00',
        max_deposit: '5000.00',
        initial_bonus: 100,
        rexpay_is_enable: true,
        digitopay_is_enable: true,
        brasilcash_is_enable: true,
        turn_on_football: true,
      }),
    )
    renderRoute('/')
    expect(await screen.findByText('Jogada Guardada')).toBeInTheDocument()
    expect(await screen.findByText('Jogada Nova')).toBeInTheDocument()
    expect(calls).toBe(1)
    expect(JSON.parse(localStorage.getItem('setting') ?? '{}')).toMatchObject({ software_name: 'Jogada Nova' })
  })

  it('when the settings fail, a full-screen error offers a retry that recovers', async () => {
    let fail = true
    server.use(
      override(settingsData, () =>
        fail ? HttpResponse.json({ message: 'Manutenção programada' }, { status: 503 }) : undefined,
      ),
    )
    renderRoute('/')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument()
    // A 5xx body may be a debug trace: the card says what kind of failure it was, never the body's words.
    expect(alert).toHaveTextContent('O servidor não conseguiu atender o pedido agora. Tente novamente em instantes.')
    expect(alert).not.toHaveTextContent('Manutenção programada')
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("a refused settings call (4xx) shows the server's words", async () => {
    server.use(override(settingsData, () => HttpResponse.json({ message: 'Manutenção programada' }, { status: 423 })))
    renderRoute('/')
    expect(await screen.findByRole('alert')).toHaveTextContent('Manutenção programada')
  })

  it('a network failure is described as such', async () => {
    server.use(override(settingsData, () => HttpResponse.error()))
    renderRoute('/')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro de conexão. Verifique sua internet e tente novamente.',
    )
  })
})
