import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import { renderRoute, renderWithProviders } from '@/testing/render.tsx'
import { missionsModalOpenAtom } from '@/shared/ui-state.ts'
import { SideMenu } from './side-menu.tsx'
import { override } from '@mocks/override.ts'
import { categoriesList } from '@/api/categories.ts'

const categories = {
  categories: [
    { id: 1, name: 'Slots', slug: 'slots', image: '/storage/categories/slots.svg' },
    { id: 2, name: 'Bingo', slug: 'bingo', image: 'categories/bingo.png' },
  ],
}

describe('side menu', () => {
  it('lists Mission, Double your balance, Categories, Support and Responsible gaming', async () => {
    server.use(override(categoriesList, () => HttpResponse.json(categories)))
    renderWithProviders(<SideMenu />)
    const nav = await screen.findByRole('navigation', { name: 'Menu lateral' })
    expect(within(nav).getByRole('button', { name: 'Missões' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Dobre seu saldo' })).toHaveAttribute('href', '/profile/affiliate')
    expect(within(nav).getByRole('link', { name: 'Suporte' })).toHaveAttribute('href', '/support')
    expect(within(nav).getByRole('link', { name: 'Jogo responsável' })).toHaveAttribute('href', '/jogo-responsavel')
    expect(within(nav).getByRole('button', { name: 'Categorias' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('shows a loading skeleton, then each category (image and name) linking to its casino category', async () => {
    server.use(
      override(categoriesList, async () => {
        await delay(50)
        return HttpResponse.json(categories)
      }),
    )
    renderWithProviders(<SideMenu />)
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando categorias')
    const list = await screen.findByRole('list', { name: 'Categorias' })
    const slots = within(list).getByRole('link', { name: 'Slots' })
    expect(slots).toHaveAttribute('href', '/casino/provider/all/category/slots')
    expect(slots.querySelector('img')).toHaveAttribute('src', '/storage/categories/slots.svg')
    // A bare path from the backend is served under /storage (src/shared/asset-url.ts).
    const bingo = within(list).getByRole('link', { name: 'Bingo' })
    expect(bingo.querySelector('img')).toHaveAttribute('src', '/storage/categories/bingo.png')
    expect(screen.queryByText('Carregando categorias')).not.toBeInTheDocument()
  })

  it('collapses and expands the categories', async () => {
    server.use(override(categoriesList, () => HttpResponse.json(categories)))
    renderWithProviders(<SideMenu />)
    const toggle = await screen.findByRole('button', { name: 'Categorias' })
    await screen.findByRole('link', { name: 'Slots' })
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Slots' })).not.toBeInTheDocument()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Slots' })).toBeVisible()
  })

  it('shows each message of a refused categories request (4xx) as a toast', async () => {
    server.use(
      override(categoriesList, () =>
        HttpResponse.json(
          { error: 'Categorias indisponíveis', errors: { categoria: ['Tente mais tarde'] } },
          { status: 422 },
        ),
      ),
    )
    renderRoute('/')
    // errorMessages() reads the `errors` object when present (Laravel's validation shape).
    expect(await screen.findByText('Tente mais tarde')).toBeInTheDocument()
    expect(screen.getByText('Não foi possível carregar as categorias.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })

  it('shows every value of a 4xx error body as its own toast', async () => {
    server.use(
      override(categoriesList, () =>
        HttpResponse.json({ error: 'Primeira falha', message: 'Segunda falha' }, { status: 400 }),
      ),
    )
    renderRoute('/')
    expect(await screen.findByText('Primeira falha')).toBeInTheDocument()
    expect(screen.getByText('Segunda falha')).toBeInTheDocument()
  })

  it("a 5xx shows the menu's own text as the toast, never the body's words (a debug trace must not reach the screen)", async () => {
    server.use(
      override(categoriesList, () =>
        HttpResponse.json({ error: 'Primeira falha', message: 'Segunda falha' }, { status: 500 }),
      ),
    )
    renderRoute('/')
    // The toast and the line in the menu.
    await waitFor(() => expect(screen.getAllByText('Não foi possível carregar as categorias.')).toHaveLength(2))
    expect(screen.queryByText('Primeira falha')).not.toBeInTheDocument()
    expect(screen.queryByText('Segunda falha')).not.toBeInTheDocument()
  })

  it('the same words twice in one body show once', async () => {
    server.use(
      override(categoriesList, () =>
        HttpResponse.json({ error: 'Tente mais tarde', message: 'Tente mais tarde' }, { status: 429 }),
      ),
    )
    renderRoute('/')
    expect(await screen.findByText('Tente mais tarde')).toBeInTheDocument()
    expect(screen.getByText('Não foi possível carregar as categorias.')).toBeInTheDocument()
    expect(screen.getAllByText('Tente mais tarde')).toHaveLength(1)
  })

  it('retries after a failure', async () => {
    let calls = 0
    server.use(
      override(categoriesList, () => {
        calls += 1
        return calls === 1 ? HttpResponse.json({ error: 'Falhou' }, { status: 500 }) : HttpResponse.json(categories)
      }),
    )
    renderWithProviders(<SideMenu />)
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('link', { name: 'Bingo' })).toBeInTheDocument()
  })

  it('Mission opens the missions modal flag', async () => {
    server.use(override(categoriesList, () => HttpResponse.json(categories)))
    const { store } = renderWithProviders(<SideMenu />)
    await userEvent.click(await screen.findByRole('button', { name: 'Missões' }))
    expect(store.get(missionsModalOpenAtom)).toBe(true)
  })

  it('uses the seeded categories of the mock backend by default', async () => {
    renderRoute('/')
    const list = await screen.findByRole('list', { name: 'Categorias' })
    await waitFor(() => expect(within(list).getAllByRole('link').length).toBeGreaterThanOrEqual(5))
    expect(within(list).getByRole('link', { name: 'Bingo' })).toHaveAttribute(
      'href',
      '/casino/provider/all/category/bingo',
    )
  })
})
