import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import { answer, override } from '@mocks/override.ts'
import { gamesFavorite, type Game } from '@/api/casino.ts'
import { profileFavorites, profileRecents } from '@/api/profile.ts'
import { catalogue } from '@mocks/catalogue/catalogue.ts'
import { favoriteGameIds, setFavorite } from '@mocks/catalogue/game-lists.ts'
import { DEMO_ID, signedInPlayer } from '@/testing/deposit-fixtures.ts'
import { gameFixture } from '@/testing/casino-fixtures.ts'
import { loggedInStore } from '@/testing/shell-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { paginatorPage } from '@/testing/paginator.ts'

const favorites = [
  gameFixture({ id: 1, game_name: 'Gates of Olympus', hasFavorite: true }),
  gameFixture({ id: 2, game_name: 'Sweet Bonanza', hasFavorite: true }),
  gameFixture({ id: 3, game_name: 'Spaceman', hasFavorite: true }),
]

const listPage = (data: Game[]) => ({ games: paginatorPage(data, { perPage: 24 }) })

/** An answer held until the test lets it go, to look at the page before the server has answered. */
function gate() {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

const grid = (name: string) => screen.findByRole('list', { name })

describe('favorites page', () => {
  it('shows the cards and their total', async () => {
    server.use(override(profileFavorites, answer(profileFavorites, listPage(favorites))))
    renderRoute('/profile/favorite', { store: loggedInStore() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Jogos favoritos' }, { timeout: 5000 })).toBeVisible()
    const list = await grid('Jogos favoritos')
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(list).getByRole('link', { name: /Sweet Bonanza/ })).toHaveAttribute('href', '/casino/game/2')
    expect(screen.getByText('3 jogos')).toBeInTheDocument()
  })

  it("says 'Nenhum dado para mostrar' when there are none", async () => {
    server.use(override(profileFavorites, answer(profileFavorites, listPage([]))))
    renderRoute('/profile/favorite', { store: loggedInStore() })
    expect(await screen.findByText('Nenhum dado para mostrar')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Jogos favoritos' })).toBeNull()
  })

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['no answer', () => HttpResponse.error()],
    ['a malformed body', () => HttpResponse.json({ games: [] })],
  ])('ends loading quietly on %s, with a retry that loads them', async (_name, resolver) => {
    let fail = true
    server.use(override(profileFavorites, () => (fail ? resolver() : answer(profileFavorites, listPage(favorites))())))
    renderRoute('/profile/favorite', { store: loggedInStore() })
    expect(await screen.findByText('Não foi possível carregar os jogos.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Jogos favoritos' })).toBeVisible()
    expect(screen.queryByRole('status', { name: 'Carregando os jogos…' })).toBeNull()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(within(await grid('Jogos favoritos')).getAllByRole('listitem')).toHaveLength(3)
  })

  it('removes an unfavorited card at once, before the server answers', async () => {
    let stored = favorites
    const release = gate()
    server.use(
      override(profileFavorites, () => HttpResponse.json(listPage(stored))),
      override(gamesFavorite, async () => {
        await release.opened
        stored = stored.filter((game) => game.id !== 2)
        return HttpResponse.json({ status: true, hasFavorite: false })
      }),
    )
    renderRoute('/profile/favorite', { store: loggedInStore() })
    const list = await grid('Jogos favoritos')
    await userEvent.click(within(list).getByRole('button', { name: 'Remover Sweet Bonanza dos favoritos' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: /Sweet Bonanza/ })).toBeNull())
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByText('2 jogos')).toBeInTheDocument()
    release.open()
    // The list asked again after the call still lacks it.
    await waitFor(() => expect(stored).toHaveLength(2))
    expect(screen.queryByRole('link', { name: /Sweet Bonanza/ })).toBeNull()
  })

  it('puts the card back and says so when unfavoriting fails', async () => {
    const release = gate()
    server.use(
      override(profileFavorites, answer(profileFavorites, listPage(favorites))),
      override(gamesFavorite, async () => {
        await release.opened
        return HttpResponse.json({ message: 'boom' }, { status: 500 })
      }),
    )
    renderRoute('/profile/favorite', { store: loggedInStore() })
    const list = await grid('Jogos favoritos')
    await userEvent.click(within(list).getByRole('button', { name: 'Remover Spaceman dos favoritos' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: /Spaceman/ })).toBeNull())
    release.open()
    expect(await screen.findByText('Não foi possível atualizar seus favoritos. Tente novamente.')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: /Spaceman/ })).toBeInTheDocument()
    expect(screen.getByText('3 jogos')).toBeInTheDocument()
  })
})

describe('recents page', () => {
  it('shows the cards and their total', async () => {
    server.use(override(profileRecents, answer(profileRecents, listPage(favorites.slice(0, 1)))))
    renderRoute('/profile/recents', { store: loggedInStore() })
    const list = await grid('Jogos recentes')
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByText('1 jogo')).toBeInTheDocument()
  })

  it("says 'Nenhum dado para mostrar' when there are none", async () => {
    server.use(override(profileRecents, answer(profileRecents, listPage([]))))
    renderRoute('/profile/recents', { store: loggedInStore() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Jogos recentes' })).toBeVisible()
    expect(await screen.findByText('Nenhum dado para mostrar')).toBeInTheDocument()
  })

  it('ends loading quietly on a failure, with a retry', async () => {
    server.use(override(profileRecents, () => HttpResponse.json({}, { status: 500 })))
    renderRoute('/profile/recents', { store: loggedInStore() })
    expect(await screen.findByText('Não foi possível carregar os jogos.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })
})

describe('pages of favorites', () => {
  it('pages through them with links that keep the address', async () => {
    const demo = DEMO_ID
    const { store } = signedInPlayer(demo)
    const before = favoriteGameIds(demo).length
    for (const game of catalogue().order.views.slice(0, 30)) setFavorite(demo, game.id, true)
    const total = favoriteGameIds(demo).length
    expect(total).toBeGreaterThan(before)
    renderRoute('/profile/favorite?page=2', { store })
    const list = await grid('Jogos favoritos')
    expect(within(list).getAllByRole('listitem')).toHaveLength(total - 24)
    const pages = screen.getByRole('navigation', { name: 'Páginas de Jogos favoritos' })
    expect(within(pages).getByRole('link', { name: 'Página 1' })).toHaveAttribute('href', '/profile/favorite')
    expect(within(pages).getByLabelText('Página 2')).toHaveAttribute('aria-current', 'page')
  })
})
