import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { createQueryClient } from '@/app/query-client.ts'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import { answer, override } from '@mocks/override.ts'
import { catalogue } from '@mocks/catalogue/catalogue.ts'
import { casinosGame, featuredGames, gamesFavorite } from '@/api/casino.ts'
import { captureRequests } from '@/testing/auth-fixtures.ts'
import { gameFixture } from '@/testing/casino-fixtures.ts'
import { DEMO_ID, signedInPlayer } from '@/testing/deposit-fixtures.ts'
import { recentGameIds } from '@mocks/catalogue/game-lists.ts'
import { loggedInStore } from '@/testing/shell-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'

const wireGame = gameFixture({
  id: 42,
  game_name: 'Gates of Olympus',
  game_code: 'gates-of-olympus',
  rtp: 96.5,
  provider: { id: 3, code: 'olympus-studio', name: 'Olympus Studio' },
  categories: [
    { id: 1, name: 'Slots', slug: 'slots' },
    { id: 2, name: 'Top', slug: 'top' },
  ],
})

describe('game page', () => {
  it('shows the cover, name, provider, categories, RTP, Jogar and the favorite toggle', async () => {
    server.use(override(casinosGame, answer(casinosGame, { game: wireGame })))
    renderRoute('/casino/game/42')
    // The first render of the route tree loads its lazy pieces: give it time.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gates of Olympus' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Olympus Studio' })).toHaveAttribute(
      'href',
      '/casino/provider/olympus-studio/category/all',
    )
    // The side menu lists the same categories once its own query answers: the page's links are the ones in <main>.
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/casino/provider/all/category/slots')
    expect(main.getByRole('link', { name: 'Top' })).toHaveAttribute('href', '/casino/provider/all/category/top')
    expect(screen.getByText('96,50%')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Jogar' })).toHaveAttribute('href', '/games/play/42/gates-of-olympus')
    expect(screen.getByRole('button', { name: 'Adicionar aos favoritos' })).toHaveAttribute('aria-pressed', 'false')
    expect(document.querySelector('main img')).toHaveAttribute('src', expect.stringContaining('gates-of-olympus-42'))
  })

  it('reads a game of the seeded catalogue, with featured games recommended under it', async () => {
    const game = catalogue().order.lobby.find((g) => g.status)!
    renderRoute(`/casino/game/${game.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: game.game_name })).toBeInTheDocument()
    const recommended = await screen.findByRole('region', { name: 'Recomendados' })
    expect(within(recommended).getAllByRole('link').length).toBeGreaterThan(0)
    expect(within(recommended).queryByRole('link', { name: new RegExp(`^${game.game_name}`) })).toBeNull()
  })

  it('toggles the favorite for a player at once', async () => {
    server.use(override(casinosGame, answer(casinosGame, { game: wireGame })))
    const calls = captureRequests(gamesFavorite, () => HttpResponse.json({ status: true, hasFavorite: true }))
    renderRoute('/casino/game/42', { store: loggedInStore() })
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar aos favoritos' }))
    expect(await screen.findByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.body).toEqual({ favorite: true })
  })

  it("a player's visit puts the game first in the Recents list already cached, without a reload", async () => {
    const { store } = signedInPlayer(DEMO_ID)
    const recent = new Set(recentGameIds(DEMO_ID))
    const game = catalogue().order.views.find((g) => !recent.has(g.id))!
    // The app's cache settings: the list stays fresh for a while, so only an invalidation brings the visit in.
    const { router } = renderRoute('/profile/recents', { store, queryClient: createQueryClient() })
    const recents = await screen.findByRole('list', { name: 'Jogos recentes' })
    await waitFor(() => expect(within(recents).getAllByRole('link').length).toBeGreaterThan(0))
    expect(within(recents).getAllByRole('link')[0]).not.toHaveAccessibleName(new RegExp(`^${game.game_name}`))

    await act(() => router.navigate({ to: '/casino/game/$id', params: { id: game.id } }))
    expect(await screen.findByRole('heading', { level: 1, name: game.game_name })).toBeInTheDocument()
    await act(() => router.navigate({ to: '/profile/recents' }))
    const again = await screen.findByRole('list', { name: 'Jogos recentes' })
    await waitFor(() =>
      expect(within(again).getAllByRole('link')[0]).toHaveAccessibleName(new RegExp(`^${game.game_name}`)),
    )
  })

  it('is the not-found page for an unknown game', async () => {
    renderRoute('/casino/game/999999')
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument()
  })

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['no answer', () => HttpResponse.error()],
    ['a malformed body', () => HttpResponse.json({ game: { id: 'x' } })],
  ])('ends loading with a retry on %s, without a toast', async (_name, resolver) => {
    let fail = true
    server.use(override(casinosGame, () => (fail ? resolver() : answer(casinosGame, { game: wireGame })())))
    renderRoute('/casino/game/42')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Não foi possível carregar o jogo.')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Gates of Olympus' })).toBeInTheDocument()
  })

  it('keeps the game when the recommended games fail, with a retry in their place', async () => {
    server.use(
      override(casinosGame, answer(casinosGame, { game: wireGame })),
      override(featuredGames, () => HttpResponse.json({}, { status: 500 })),
    )
    renderRoute('/casino/game/42')
    expect(await screen.findByRole('heading', { level: 1, name: 'Gates of Olympus' })).toBeInTheDocument()
    expect(await screen.findByText('Não foi possível carregar os jogos.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })
})
