import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { fullScreenSearchOpenAtom } from '@/shared/ui-state.ts'
import { renderRoute, renderWithProviders } from '@/testing/render.tsx'
import { PageBoundary } from './app-shell.tsx'
import { staticMediaQueryList } from '@/testing/media.ts'

const realMatchMedia = window.matchMedia
afterEach(() => {
  window.matchMedia = realMatchMedia
})

function emulatePhone() {
  window.matchMedia = (query: string) => staticMediaQueryList(query, query.includes('max-width'))
}

describe('app shell', () => {
  it('hides the top bar while the full-screen game search covers the page', async () => {
    const store = createStore()
    renderRoute('/', { store })
    expect(await screen.findByRole('banner')).toBeInTheDocument()
    act(() => store.set(fullScreenSearchOpenAtom, true))
    await waitFor(() => expect(screen.queryByRole('banner')).not.toBeInTheDocument())
    act(() => store.set(fullScreenSearchOpenAtom, false))
    expect(await screen.findByRole('banner')).toBeInTheDocument()
  })

  it('has a skip link to the main content', async () => {
    renderRoute('/')
    const skip = await screen.findByRole('link', { name: 'Pular para o conteúdo' })
    expect(skip).toHaveAttribute('href', '#conteudo')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo')
  })

  it('on phones the side menu is a drawer, with language and theme inside', async () => {
    emulatePhone()
    const { router } = renderRoute('/')
    const burger = await screen.findByRole('button', { name: 'Menu lateral' })
    expect(burger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Menu lateral' })).not.toBeInTheDocument()
    // Language and theme leave the top bar on phones.
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /^Idioma/ })).not.toBeInTheDocument()

    await userEvent.click(burger)
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    expect(burger).toHaveAttribute('aria-expanded', 'true')
    const nav = within(drawer).getByRole('navigation', { name: 'Menu lateral' })
    expect(within(nav).getByRole('button', { name: 'Idioma: Português (Brasil)' })).toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: /^Tema: / })).toBeInTheDocument()

    await userEvent.click(await within(nav).findByRole('link', { name: 'Bingo' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino/provider/all/category/bingo'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument())
  })

  it("on phones the home's full-screen game search hides the top bar and closes with the browser's back", async () => {
    emulatePhone()
    const user = userEvent.setup()
    const { router } = renderRoute('/')
    expect(await screen.findByRole('banner')).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Buscar jogos' }))
    const dialog = await screen.findByRole('dialog', { name: 'Buscar jogos' })
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus())
    await waitFor(() => expect(screen.queryByRole('banner')).not.toBeInTheDocument())
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden')

    await user.type(within(dialog).getByRole('combobox'), 'gates')
    // The seeded catalogue and its search index are built on the first search: give it time.
    expect((await within(dialog).findAllByRole('option', {}, { timeout: 5000 }))[0]).toBeInTheDocument()

    act(() => void router.history.back())
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Buscar jogos' })).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/')
    expect(await screen.findByRole('banner')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buscar jogos' })).toHaveFocus())
  })

  it('on phones a logged-out top bar still has Entrar and Cadastrar', async () => {
    emulatePhone()
    renderRoute('/')
    const banner = await screen.findByRole('banner')
    expect(within(banner).getByRole('button', { name: 'Entrar' })).toBeInTheDocument()
    expect(within(banner).getByRole('button', { name: 'Cadastrar' })).toBeInTheDocument()
  })
})

describe('page error boundary', () => {
  it('shows the error with a retry inside the page area, and recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let broken = true
    function Flaky() {
      if (broken) throw new Error('boom')
      return <p>Conteúdo da página</p>
    }
    renderWithProviders(
      <PageBoundary>
        <Flaky />
      </PageBoundary>,
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Algo deu errado')
    expect(alert).toHaveTextContent('Não foi possível mostrar esta página. Tente novamente.')
    broken = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('Conteúdo da página')).toBeInTheDocument()
  })
})
