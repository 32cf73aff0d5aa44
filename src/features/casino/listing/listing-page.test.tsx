import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import { casinosGames } from '@/api/casino.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import type { AnyRouter } from '@tanstack/react-router'
import { paginatorPage } from '@/testing/paginator.ts'

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 })
const cards = () => within(screen.getByRole('list', { name: 'Jogos' })).getAllByRole('article')
const pages = () => within(screen.getByRole('navigation', { name: 'Páginas de jogos' }))
const lastCall = (calls: { url: URL }[]) => Object.fromEntries(calls.at(-1)!.url.searchParams)
/** The search of the address as written (the parsed search adds the defaults, such as page 1). */
const address = (router: AnyRouter) => Object.fromEntries(new URL(router.state.location.href, 'http://x').searchParams)

/** An empty page of the casino answer, as the backend sends it. */
const emptyListing = {
  games: paginatorPage([]),
  category_name: 'Slots',
  provider_name: null,
  provider_id: null,
  categories: [],
}

/** Holds every answer of an endpoint until `release()`; the answers then come from the seeded mock. */
function gate() {
  let release!: () => void
  const opened = new Promise<void>((resolve) => (release = resolve))
  server.use(
    override(casinosGames, async () => {
      await opened
      return undefined
    }),
  )
  return { release }
}

describe('casino listing: loaded', () => {
  it('a category: its name, the count, 12 cards and the pages', async () => {
    renderRoute('/casino/provider/all/category/slots')
    await heading('Slots')
    await waitFor(() => expect(cards()).toHaveLength(12))
    expect(screen.getByText(/^\d[\d.]* jogos$/)).toBeInTheDocument()
    expect(pages().getByLabelText('Página 1')).toHaveAttribute('aria-current', 'page')
    expect(pages().getByRole('link', { name: 'Página anterior' })).toHaveAttribute('aria-disabled', 'true')
    expect(pages().getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'href',
      '/casino/provider/all/category/slots?page=2',
    )
  })

  it("a provider: the provider's name, and only its games", async () => {
    const calls = captureRequests(casinosGames)
    renderRoute('/casino/provider/pixel-gaming')
    await heading('Pixel Gaming')
    await waitFor(() => expect(cards()).toHaveLength(12))
    for (const card of cards()) expect(card).toHaveTextContent('Pixel Gaming')
    expect(lastCall(calls)).toEqual({ provider: 'pixel-gaming' })
  })

  it('a category of one provider is titled with both', async () => {
    renderRoute('/casino/provider/pixel-gaming/category/slots')
    await heading('Slots de Pixel Gaming')
  })

  it("the whole catalogue is 'Todos os jogos' and asks with no filter", async () => {
    const calls = captureRequests(casinosGames)
    renderRoute('/casino/provider/all/category/all')
    await heading('Todos os jogos')
    await waitFor(() => expect(cards()).toHaveLength(12))
    expect(lastCall(calls)).toEqual({})
  })

  it.each([
    ['the provider', '/casino/provider/category/slots', 'Slots', { category: 'slots' }],
    ['the category', '/casino/provider/pixel-gaming/category', 'Pixel Gaming', { provider: 'pixel-gaming' }],
    ['both', '/casino/provider/category', 'Todos os jogos', {}],
  ])('either segment is optional: without %s it reads as all', async (_, url, title, query) => {
    const calls = captureRequests(casinosGames)
    const { router } = renderRoute(url)
    await heading(title)
    await waitFor(() => expect(cards()).toHaveLength(12))
    expect(lastCall(calls)).toEqual(query)
    expect(router.state.location.pathname).toBe(url)
  })

  it('switches to the carousel and back, keeping the same games', async () => {
    renderRoute('/casino/provider/all/category/slots')
    await waitFor(() => expect(cards()).toHaveLength(12))
    const first = cards()[0]!.textContent
    await userEvent.click(screen.getByRole('button', { name: 'Ver em carrossel' }))
    const carousel = await screen.findByRole('region', { name: 'Jogos' })
    expect(within(carousel).getAllByRole('article')[0]).toHaveTextContent(first)
    expect(screen.getByRole('button', { name: 'Ver em carrossel' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Ver em grade' }))
    await waitFor(() => expect(cards()).toHaveLength(12))
  })
})

describe('casino listing: filters and pages in the address', () => {
  it('a chip filters as the backend expects, shows as a removable tag, and goes back to page 1', async () => {
    const calls = captureRequests(casinosGames)
    const { router } = renderRoute('/casino/provider/all/category/slots?page=3')
    await waitFor(() => expect(calls.length).toBeGreaterThan(0))
    expect(lastCall(calls)).toEqual({ category: 'slots', page: '3' })

    await userEvent.click(await screen.findByRole('button', { name: 'Mais vistos' }))
    await waitFor(() => expect(address(router)).toEqual({ popularity: 'most_viewed' }))
    await waitFor(() =>
      expect(lastCall(calls)).toEqual({ category: 'slots', popularity: 'most_viewed', sortBy: 'views' }),
    )
    expect(screen.getByRole('button', { name: 'Mais vistos' })).toHaveAttribute('aria-pressed', 'true')
    const tags = within(screen.getByRole('list', { name: 'Filtros ativos' }))
    expect(tags.getByText('Mais vistos')).toBeInTheDocument()

    // Popularity holds one value: trending replaces most viewed.
    await userEvent.click(screen.getByRole('button', { name: 'Tendências' }))
    await waitFor(() => expect(address(router)).toEqual({ popularity: 'trending' }))
    expect(screen.getByRole('button', { name: 'Mais vistos' })).toHaveAttribute('aria-pressed', 'false')

    // New and one type add up; the type holds one value.
    await userEvent.click(screen.getByRole('button', { name: 'Novos' }))
    await userEvent.click(screen.getByRole('button', { name: 'Mesa' }))
    await userEvent.click(screen.getByRole('button', { name: 'Ao vivo' }))
    await waitFor(() => expect(address(router)).toEqual({ popularity: 'trending', isNew: 'true', gameType: 'live' }))
    await waitFor(() =>
      expect(lastCall(calls)).toEqual({
        category: 'slots',
        popularity: 'trending',
        sortBy: 'trending',
        isNew: '1',
        gameType: 'live',
      }),
    )

    await userEvent.click(screen.getByRole('button', { name: 'Remover o filtro Tendências' }))
    await waitFor(() => expect(address(router)).toEqual({ isNew: 'true', gameType: 'live' }))
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Filtros ativos' })).getByRole('button', { name: 'Limpar filtros' }),
    )
    await waitFor(() => expect(address(router)).toEqual({}))
    expect(screen.queryByRole('list', { name: 'Filtros ativos' })).not.toBeInTheDocument()
  })

  it('page links keep the filters; back and forward restore the same view', async () => {
    const { router } = renderRoute('/casino/provider/all/category/slots?gameType=slots')
    await waitFor(() => expect(cards()).toHaveLength(12))
    const link = pages().getByRole('link', { name: 'Página 2' })
    const target = new URL(link.getAttribute('href')!, 'http://x')
    expect(target.pathname).toBe('/casino/provider/all/category/slots')
    expect(Object.fromEntries(target.searchParams)).toEqual({ gameType: 'slots', page: '2' })

    const firstPage = cards()[0]!.textContent
    await userEvent.click(link)
    await waitFor(() => expect(pages().getByLabelText('Página 2')).toHaveAttribute('aria-current', 'page'))
    await waitFor(() => expect(cards()[0]!.textContent).not.toBe(firstPage))
    const secondPage = cards()[0]!.textContent
    expect(screen.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-pressed', 'true')

    router.history.back()
    await waitFor(() => expect(cards()[0]!.textContent).toBe(firstPage))
    expect(address(router)).toEqual({ gameType: 'slots' })
    expect(screen.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-pressed', 'true')

    router.history.forward()
    await waitFor(() => expect(cards()[0]!.textContent).toBe(secondPage))
  })

  it('a shared link opens the same view: term in the box, chips on, the page current', async () => {
    const calls = captureRequests(casinosGames)
    renderRoute('/casino/provider/all/category/all?searchTerm=fortune&isNew=true&page=2')
    await waitFor(() => expect(calls.length).toBeGreaterThan(0))
    expect(lastCall(calls)).toEqual({ searchTerm: 'fortune', isNew: '1', page: '2' })
    expect(await screen.findByRole('textbox', { name: 'Pesquisar jogos' })).toHaveValue('fortune')
    expect(screen.getByRole('button', { name: 'Novos' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(screen.getByRole('list', { name: 'Filtros ativos' })).getByText('“fortune”')).toBeInTheDocument()
  })

  it('the search box asks once per pause, replaces the address and goes back to page 1', async () => {
    const calls = captureRequests(casinosGames)
    const { router } = renderRoute('/casino/provider/all/category/all?page=2')
    const box = await screen.findByRole('textbox', { name: 'Pesquisar jogos' })
    await waitFor(() => expect(calls).toHaveLength(1))
    const entries = router.history.length

    await userEvent.type(box, 'olympus')
    await waitFor(() => expect(address(router)).toEqual({ searchTerm: 'olympus' }))
    await waitFor(() => expect(lastCall(calls)).toEqual({ searchTerm: 'olympus' }))
    // Typed in well under 300 ms a key: no request for a part of the word.
    expect(calls.map((call) => call.url.searchParams.get('searchTerm'))).toEqual([null, 'olympus'])
    expect(router.history.length).toBe(entries)

    await userEvent.click(screen.getByRole('button', { name: 'Limpar pesquisa' }))
    await waitFor(() => expect(address(router)).toEqual({}))
    expect(box).toHaveValue('')
  })

  it('keeps the previous games, dimmed and busy, while the next page loads', async () => {
    renderRoute('/casino/provider/all/category/slots')
    await waitFor(() => expect(cards()).toHaveLength(12))
    const firstPage = cards()[0]!.textContent
    const { release } = gate()
    await userEvent.click(pages().getByRole('link', { name: 'Página 2' }))
    const results = screen.getByRole('list', { name: 'Jogos' }).closest('[aria-busy]')!
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'))
    expect(cards()[0]).toHaveTextContent(firstPage)
    release()
    await waitFor(() => expect(cards()[0]!.textContent).not.toBe(firstPage))
    expect(screen.getByRole('list', { name: 'Jogos' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false')
  })
})

describe('casino listing: loading, empty, not found, failure', () => {
  it("shows 'Carregando os Jogos...' over 5 placeholder cards until the games arrive", async () => {
    const { release } = gate()
    renderRoute('/casino/provider/all/category/slots')
    const status = await screen.findByRole('status', { name: 'Carregando os Jogos...' })
    expect(status.children).toHaveLength(5)
    expect(screen.getByText('Carregando os Jogos...')).toBeVisible()
    release()
    await waitFor(() => expect(cards()).toHaveLength(12))
    expect(screen.queryByRole('status', { name: 'Carregando os Jogos...' })).not.toBeInTheDocument()
  })

  it('empty with filters: offers to clear them', async () => {
    server.use(override(casinosGames, () => HttpResponse.json(emptyListing)))
    const { router } = renderRoute('/casino/provider/all/category/slots?gameType=table&searchTerm=zzz')
    expect(await screen.findByText('Nenhum jogo encontrado')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Páginas de jogos' })).not.toBeInTheDocument()
    const clear = screen.getAllByRole('button', { name: 'Limpar filtros' })
    await userEvent.click(clear.at(-1)!)
    await waitFor(() => expect(address(router)).toEqual({}))
  })

  it('a page past the last one says so and still offers the pages', async () => {
    renderRoute('/casino/provider/all/category/slots?page=9999')
    expect(await screen.findByText('Esta página não tem jogos.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(pages().getByRole('link', { name: 'Página 1' })).toHaveAttribute(
      'href',
      '/casino/provider/all/category/slots',
    )
  })

  it('no pages when everything fits one page', async () => {
    renderRoute('/casino/provider/all/category/slots?searchTerm=gates%20of%20olympus')
    await screen.findAllByRole('article')
    expect(screen.queryByRole('navigation', { name: 'Páginas de jogos' })).not.toBeInTheDocument()
  })

  it.each([
    ['an unknown category', '/casino/provider/all/category/nao-existe', 'Categoria não encontrada'],
    ['an unknown provider', '/casino/provider/nao-existe', 'Provedor não encontrado'],
    ['an unknown provider in a category', '/casino/provider/nao-existe/category/slots', 'Provedor não encontrado'],
    [
      'an unknown category of a provider',
      '/casino/provider/pixel-gaming/category/nao-existe',
      'Categoria não encontrada',
    ],
  ])('a 404 for %s names it in the title', async (_case, url, title) => {
    renderRoute(url)
    await heading(title)
    expect(screen.getByRole('link', { name: 'Ir para o cassino' })).toHaveAttribute('href', '/casinos')
  })

  it.each([
    ['a 500', faults.json(500, { message: 'SQLSTATE trace' })],
    ['no answer', faults.network()],
    ['a broken body', faults.malformed()],
  ])('%s ends loading in place, without a toast, and the retry recovers', async (_case, fault) => {
    server.use(override(casinosGames, fault))
    renderRoute('/casino/provider/all/category/slots')
    expect(await screen.findByText('Não foi possível carregar os jogos.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getAllByText('Não foi possível carregar os jogos.')).toHaveLength(1)
    expect(screen.queryByText('SQLSTATE trace')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Cassino' })).toBeInTheDocument()
    server.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    await heading('Slots')
    await waitFor(() => expect(cards()).toHaveLength(12))
  })
})
