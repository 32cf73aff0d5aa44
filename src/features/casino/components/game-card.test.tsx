import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { useQuery } from '@tanstack/react-query'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import { gamesFavorite, type Game } from '@/api/casino.ts'
import { authModalAtom, redirectAfterAuthAtom, signInAtom } from '@/shared/session.ts'
import { captureRequests } from '@/testing/auth-fixtures.ts'
import { gameFixture } from '@/testing/casino-fixtures.ts'
import { loggedInStore, testUser } from '@/testing/shell-fixtures.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { createStore } from 'jotai'
import { casinoKeys } from '../queries.ts'
import { GameGrid } from './game-grid.tsx'

const games = [
  gameFixture({ id: 1, game_name: 'Gates of Olympus', is_hot: true }),
  gameFixture({ id: 2, game_name: 'Sweet Bonanza', is_new: true }),
]

/** The grid over a cached listing, as the pages render it. */
function CachedGrid() {
  const { data } = useQuery<Game[]>({ queryKey: casinoKeys.featured(), queryFn: () => games, staleTime: Infinity })
  return data ? <GameGrid games={data} label="Jogos" /> : null
}

describe('GameCard', () => {
  it('is one link named by its text, leading to the game page, with its badges', async () => {
    renderWithProviders(<GameGrid games={games} label="Jogos" />)
    const link = await screen.findByRole('link', { name: /Gates of Olympus.*Pixel Gaming/ })
    expect(link).toHaveAttribute('href', '/casino/game/1')
    expect(link).toHaveTextContent('Em alta')
    expect(screen.getByRole('link', { name: /Sweet Bonanza/ })).toHaveTextContent('Novo')
  })

  it('draws the initials when the cover fails to load', async () => {
    renderWithProviders(<GameGrid games={[games[0]!]} label="Jogos" />)
    const link = await screen.findByRole('link', { name: /Gates of Olympus/ })
    const image = link.querySelector('img')!
    expect(image).toHaveAttribute('width', '300')
    image.dispatchEvent(new Event('error'))
    await waitFor(() => expect(link.querySelector('img')).toBeNull())
    expect(link).toHaveTextContent('GO')
  })

  it('favorites at once and sends the state asked for', async () => {
    const calls = captureRequests(gamesFavorite, () => HttpResponse.json({ status: true, hasFavorite: true }))
    renderWithProviders(<CachedGrid />, { store: loggedInStore() })
    const heart = await screen.findByRole('button', { name: 'Favoritar Gates of Olympus' })
    await userEvent.click(heart)
    expect(await screen.findByRole('button', { name: 'Remover Gates of Olympus dos favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.url.pathname).toMatch(/games\/favorite\/1$/)
    expect(calls[0]!.body).toEqual({ favorite: true })
  })

  it('puts the heart back and says so when the call fails', async () => {
    server.use(override(gamesFavorite, () => HttpResponse.json({ message: 'boom' }, { status: 500 })))
    renderWithProviders(<CachedGrid />, { store: loggedInStore() })
    await userEvent.click(await screen.findByRole('button', { name: 'Favoritar Sweet Bonanza' }))
    expect(await screen.findByText('Não foi possível atualizar seus favoritos. Tente novamente.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Favoritar Sweet Bonanza' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('asks a visitor to log in, then saves the favorite once the session exists', async () => {
    const calls = captureRequests(gamesFavorite, () => HttpResponse.json({ status: true, hasFavorite: true }))
    const store = createStore()
    renderWithProviders(<CachedGrid />, { store, route: '/casinos' })
    await userEvent.click(await screen.findByRole('button', { name: 'Favoritar Gates of Olympus' }))
    expect(store.get(authModalAtom)).toBe('login')
    expect(store.get(redirectAfterAuthAtom)).toBe('/casinos')
    expect(calls).toHaveLength(0)
    store.set(signInAtom, { token: 'test-token', user: testUser })
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.body).toEqual({ favorite: true })
    expect(await screen.findByRole('button', { name: 'Remover Gates of Olympus dos favoritos' })).toBeInTheDocument()
  })
})
