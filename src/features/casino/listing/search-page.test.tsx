import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import type { AnyRouter } from '@tanstack/react-router'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import { searchGames } from '@/api/casino.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 })
const results = () => within(screen.getByRole('list', { name: 'Resultados da pesquisa' })).getAllByRole('article')
const terms = (calls: { url: URL }[]) => calls.map((call) => Object.fromEntries(call.url.searchParams))
const address = (router: AnyRouter) => Object.fromEntries(new URL(router.state.location.href, 'http://x').searchParams)

const noGames = {
  games: { current_page: 1, data: [], last_page: 1, next_page_url: null, per_page: 12, prev_page_url: null, total: 0 },
}

describe('casino search page', () => {
  it("trims and lower-cases the term: 'Resultados para', the count, the cards and the pages", async () => {
    const calls = captureRequests(searchGames)
    renderRoute('/casino/search?searchTerm=%20%20GaTes%20')
    await heading('Resultados para gates')
    await waitFor(() => expect(results().length).toBeGreaterThan(0))
    expect(terms(calls)).toEqual([{ searchTerm: 'gates', page: '1' }])
    expect(screen.getByRole('textbox', { name: 'Pesquisar jogos' })).toHaveValue('GaTes')
    expect(results()[0]).toHaveTextContent(/gates/i)
    expect(screen.getByText(/^\d[\d.]* jogos?$/)).toBeInTheDocument()
  })

  it('pages keep the term', async () => {
    const calls = captureRequests(searchGames)
    const { router } = renderRoute('/casino/search?searchTerm=fortune')
    const pages = within(await screen.findByRole('navigation', { name: 'Páginas de resultados' }, { timeout: 10_000 }))
    await userEvent.click(pages.getByRole('link', { name: 'Página 2' }))
    await waitFor(() => expect(address(router)).toEqual({ searchTerm: 'fortune', page: '2' }))
    await waitFor(() => expect(terms(calls).at(-1)).toEqual({ searchTerm: 'fortune', page: '2' }))
  })

  it('under 3 characters asks nothing and says so; a third character searches', async () => {
    const calls = captureRequests(searchGames)
    const { router } = renderRoute('/casino/search?searchTerm=%20GA%20')
    expect(await screen.findByText('A pesquisa requer pelo menos 3 caracteres')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Resultados da pesquisa' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Buscar jogos' })).toBeInTheDocument()

    await userEvent.type(screen.getByRole('textbox', { name: 'Pesquisar jogos' }), 't')
    await waitFor(() => expect(address(router)).toEqual({ searchTerm: 'GAt' }))
    await heading('Resultados para gat')
    await waitFor(() => expect(results().length).toBeGreaterThan(0))
    expect(results()[0]).toHaveTextContent(/gat/i)
    // The only request is the one with 3 characters: the shorter term asked nothing.
    expect(terms(calls)).toEqual([{ searchTerm: 'gat', page: '1' }])
    expect(screen.queryByText('A pesquisa requer pelo menos 3 caracteres')).not.toBeInTheDocument()
  })

  it("no game found: 'Limpar Pesquisa' clears the term", async () => {
    server.use(override(searchGames, () => HttpResponse.json(noGames)))
    const { router } = renderRoute('/casino/search?searchTerm=xyzzy')
    expect(await screen.findByText('Nenhum jogo encontrado')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Limpar Pesquisa' }))
    await waitFor(() => expect(address(router)).toEqual({}))
    expect(await screen.findByText('A pesquisa requer pelo menos 3 caracteres')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Pesquisar jogos' })).toHaveValue('')
  })

  it.each([
    ['a 500', faults.json(500, { message: 'trace' })],
    ['no answer', faults.network()],
    ['a broken body', faults.malformed()],
  ])('%s gives no results, not an error', async (_case, fault) => {
    server.use(override(searchGames, fault))
    renderRoute('/casino/search?searchTerm=gates')
    expect(await screen.findByText('Nenhum jogo encontrado', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados para gates' })).toBeInTheDocument()
    expect(screen.getByText('0 jogos')).toBeInTheDocument()
    expect(screen.queryByText('trace')).not.toBeInTheDocument()
  })
})
