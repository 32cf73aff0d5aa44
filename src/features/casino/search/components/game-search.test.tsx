import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, delay } from 'msw'
import { createStore } from 'jotai'
import { server } from '@mocks/node.ts'
import { answer, override } from '@mocks/override.ts'
import { searchGames } from '@/api/casino.ts'
import { PHONE_MEDIA_QUERY } from '@/shared/hooks/use-is-phone.ts'
import { fullScreenSearchOpenAtom } from '@/shared/ui-state.ts'
import { captureRequests } from '@/testing/auth-fixtures.ts'
import { gameFixture } from '@/testing/casino-fixtures.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { GameSearch } from './game-search.tsx'
import { paginatorPage } from '@/testing/paginator.ts'

const realMatchMedia = window.matchMedia
afterEach(() => {
  window.matchMedia = realMatchMedia
  document.documentElement.style.overflow = ''
})

function emulatePhone() {
  window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query === PHONE_MEDIA_QUERY })
}

const games = Array.from({ length: 8 }, (_, index) =>
  gameFixture({
    id: index + 1,
    game_name: `Gates of Olympus ${index + 1}`,
    provider: { id: 1, code: 'olympus-studio', name: 'Olympus Studio' },
  }),
)

const searchPage = (data: typeof games, total = data.length) => ({ games: paginatorPage(data, { perPage: 8, total }) })

const combobox = () => screen.getByRole('combobox', { name: 'Buscar jogos' })

/** Types a term key by key: for the test about when the search asks. */
async function typeTerm(text: string) {
  const user = userEvent.setup()
  await user.click(combobox())
  await user.type(combobox(), text)
  return user
}

/** Pastes a term whole, on the way to its results (src/testing/typing.ts). */
async function searchFor(text: string) {
  const user = userEvent.setup()
  await fill(user, combobox(), text)
  return user
}

describe('GameSearch (desktop dropdown)', () => {
  it('lists the popular searches while empty; one fills the box and searches it', async () => {
    const calls = captureRequests(searchGames)
    renderWithProviders(<GameSearch />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('combobox', { name: 'Buscar jogos' }))
    const popular = screen.getByRole('group', { name: 'Pesquisas populares' })
    const names = within(popular)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(names).toEqual(['Fruit Party', 'Sweet Bonanza', 'Gates of Olympus', 'Spaceman', 'Football', 'Blackjack'])
    expect(calls).toHaveLength(0)

    await user.click(within(popular).getByRole('button', { name: 'Sweet Bonanza' }))
    expect(combobox()).toHaveValue('Sweet Bonanza')
    expect(combobox()).toHaveFocus()
    // The seeded catalogue and its search index are built on the first search: give it time.
    const listbox = await screen.findByRole('listbox', { name: 'Jogos encontrados' }, { timeout: 5000 })
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent(/Sweet Bonanza/)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url.searchParams.get('searchTerm')).toBe('Sweet Bonanza')
    expect(calls[0]!.url.searchParams.get('limit')).toBe('8')
  })

  it('asks once, 300 ms after the last key, from 2 characters', async () => {
    const calls = captureRequests(searchGames, answer(searchGames, searchPage(games.slice(0, 2))))
    renderWithProviders(<GameSearch />)
    await screen.findByRole('combobox')
    const user = await typeTerm('g')
    // One character: still the popular searches, nothing asked.
    expect(screen.getByRole('group', { name: 'Pesquisas populares' })).toBeInTheDocument()
    await user.type(combobox(), 'ates')
    await screen.findByRole('listbox')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url.searchParams.get('searchTerm')).toBe('gates')
  })

  it('shows a loading state while the search is on its way', async () => {
    server.use(
      override(searchGames, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    renderWithProviders(<GameSearch />)
    await screen.findByRole('combobox')
    await searchFor('ga')
    expect(await screen.findByRole('status')).toHaveTextContent('Buscando jogos…')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('shows result cards with cover, name and provider, and links each to a full page load of its game', async () => {
    server.use(override(searchGames, answer(searchGames, searchPage(games))))
    renderWithProviders(<GameSearch />)
    await screen.findByRole('combobox')
    await searchFor('gates')
    const options = await screen.findAllByRole('option')
    expect(options).toHaveLength(8)
    expect(options[0]).toHaveTextContent('Gates of Olympus 1')
    expect(options[0]).toHaveTextContent('Olympus Studio')
    expect(options[0]).toHaveAttribute('href', '/casino/game/1')
    expect(options[0]!.querySelector('img')).toHaveAttribute('src', expect.stringContaining('gates-of-olympus-1'))
    expect(combobox()).toHaveAttribute('aria-expanded', 'true')
    expect(combobox()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id)
    expect(screen.getByRole('status')).toHaveTextContent('8 jogos encontrados')
    // All results are shown: no "see all".
    expect(screen.queryByRole('link', { name: /Ver todos/ })).toBeNull()
  })

  it("offers 'see all N results' to the listing with the term when there are more", async () => {
    server.use(override(searchGames, answer(searchGames, searchPage(games, 1234))))
    renderWithProviders(<GameSearch />)
    await screen.findByRole('combobox')
    await searchFor(' gates ')
    const seeAll = await screen.findByRole('link', { name: 'Ver todos os 1.234 resultados' })
    expect(seeAll).toHaveAttribute('href', '/casino/provider/all/category/all?searchTerm=gates')
  })

  it("says 'Nenhum jogo encontrado' with a hint when nothing matches (against the seeded catalogue)", async () => {
    renderWithProviders(<GameSearch />)
    await screen.findByRole('combobox')
    await searchFor('xqzwxqzw')
    const status = await screen.findByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('Nenhum jogo encontrado'), { timeout: 5000 })
    expect(status).toHaveTextContent('Tente palavras diferentes ou mais curtas.')
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')
  })

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['no answer', () => HttpResponse.error()],
    ['a malformed body', () => HttpResponse.json({ games: { data: 'nope' } })],
  ])('gives no results on %s', async (_name, resolver) => {
    server.use(override(searchGames, resolver))
    renderWithProviders(<GameSearch />)
    await screen.findByRole('combobox')
    await searchFor('gates')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nenhum jogo encontrado'))
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('moves through the results with the arrow keys, opens the active one with Enter and closes with Escape', async () => {
    server.use(override(searchGames, answer(searchGames, searchPage(games.slice(0, 3)))))
    const opened: string[] = []
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a')
      if (link) {
        event.preventDefault()
        opened.push(link.getAttribute('href')!)
      }
    }
    document.addEventListener('click', onClick)
    try {
      renderWithProviders(<GameSearch />)
      await screen.findByRole('combobox')
      const user = await searchFor('gates')
      const options = await screen.findAllByRole('option')
      expect(combobox()).not.toHaveAttribute('aria-activedescendant')

      await user.keyboard('{ArrowDown}')
      expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id)
      expect(options[0]).toHaveAttribute('aria-selected', 'true')
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
      expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id)
      await user.keyboard('{ArrowUp}')
      expect(combobox()).toHaveAttribute('aria-activedescendant', options[2]!.id)
      expect(options[0]).toHaveAttribute('aria-selected', 'false')
      expect(combobox()).toHaveFocus()

      await user.keyboard('{Enter}')
      expect(opened).toEqual(['/casino/game/3'])

      await user.keyboard('{Escape}')
      expect(screen.queryByRole('listbox')).toBeNull()
      expect(combobox()).toHaveAttribute('aria-expanded', 'false')
      expect(combobox()).not.toHaveAttribute('aria-activedescendant')
      expect(combobox()).toHaveFocus()
      expect(combobox()).toHaveValue('gates')
      // A second Escape clears the box; the arrow opens the panel again.
      await user.keyboard('{Escape}')
      expect(combobox()).toHaveValue('')
      await user.keyboard('{ArrowDown}')
      expect(screen.getByRole('group', { name: 'Pesquisas populares' })).toBeInTheDocument()
    } finally {
      document.removeEventListener('click', onClick)
    }
  })

  it('clears the box with its clear button, back to the popular searches', async () => {
    server.use(override(searchGames, answer(searchGames, searchPage(games.slice(0, 2)))))
    renderWithProviders(<GameSearch />)
    await screen.findByRole('combobox')
    const user = await searchFor('gates')
    await screen.findByRole('listbox')
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }))
    expect(combobox()).toHaveValue('')
    expect(combobox()).toHaveFocus()
    expect(screen.getByRole('group', { name: 'Pesquisas populares' })).toBeInTheDocument()
  })
})

describe('GameSearch (phones)', () => {
  /** A phone's full-screen search, opened from its button, with `term` pasted and 20 results on the server. */
  async function searchFullScreen(term: string) {
    emulatePhone()
    server.use(override(searchGames, answer(searchGames, searchPage(games, 20))))
    const { router } = renderWithProviders(<GameSearch />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Buscar jogos' }))
    const dialog = await screen.findByRole('dialog')
    await fill(user, within(dialog).getByRole('combobox'), term)
    return { router, user, dialog }
  }

  it('opens full screen over the top bar with the page scroll locked; its back button closes it', async () => {
    emulatePhone()
    const store = createStore()
    const { router } = renderWithProviders(<GameSearch />, { store })
    const user = userEvent.setup()
    const trigger = await screen.findByRole('button', { name: 'Buscar jogos' })
    expect(screen.queryByRole('combobox')).toBeNull()

    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Buscar jogos' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus())
    expect(store.get(fullScreenSearchOpenAtom)).toBe(true)
    expect(document.documentElement.style.overflow).toBe('hidden')
    expect(router.state.location.state.gameSearch).toBe(true)
    expect(within(dialog).getByRole('group', { name: 'Pesquisas populares' })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Fechar a busca' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Closing by its button popped the entry it pushed.
    expect(router.state.location.state.gameSearch).toBeUndefined()
    expect(store.get(fullScreenSearchOpenAtom)).toBe(false)
    expect(document.documentElement.style.overflow).toBe('')
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it("closes with the browser's back, and with Escape", async () => {
    emulatePhone()
    const { router } = renderWithProviders(<GameSearch />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Buscar jogos' }))
    await screen.findByRole('dialog')
    act(() => void router.history.back())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Buscar jogos' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus())
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.state.gameSearch).toBeUndefined()
  })

  it('searches full screen like the dropdown', async () => {
    emulatePhone()
    server.use(override(searchGames, answer(searchGames, searchPage(games, 20))))
    renderWithProviders(<GameSearch />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Buscar jogos' }))
    const dialog = await screen.findByRole('dialog')
    await fill(user, within(dialog).getByRole('combobox'), 'gates')
    expect(await within(dialog).findAllByRole('option')).toHaveLength(8)
    expect(within(dialog).getByRole('link', { name: 'Ver todos os 20 resultados' })).toBeInTheDocument()
  })

  it("'see all' replaces the search's history entry, so going back from the listing does not reopen it", async () => {
    const { router, user, dialog } = await searchFullScreen('gates')
    await user.click(await within(dialog).findByRole('link', { name: 'Ver todos os 20 resultados' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino/provider/all/category/all'))
    expect(router.state.location.search).toEqual({ searchTerm: 'gates' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    act(() => void router.history.back())
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(router.state.location.state.gameSearch).toBeUndefined()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('going back from a game opened from the results shows the same results again, not an empty search', async () => {
    const { router, user, dialog } = await searchFullScreen('gates')
    const [first] = await within(dialog).findAllByRole('option')
    // The result is a full page load (jsdom does not navigate): its history entry now carries the term.
    await user.click(first!)
    await waitFor(() => expect(router.state.location.state.gameSearchTerm).toBe('gates'))
    expect(router.state.location.state.gameSearch).toBe(true)

    // Back to the page under the search, then forward to the search's entry, as the browser's back from the game.
    act(() => void router.history.back())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    act(() => void router.history.forward())
    const again = await screen.findByRole('dialog')
    expect(within(again).getByRole('combobox')).toHaveValue('gates')
    expect(await within(again).findAllByRole('option')).toHaveLength(8)
  })
})
