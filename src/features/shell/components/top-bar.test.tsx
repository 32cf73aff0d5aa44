import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderRoute } from '@/testing/render.tsx'
import { authModalAtom, tokenAtom, userAtom } from '@/shared/session.ts'
import { loggedInStore } from '@/testing/shell-fixtures.ts'

describe('top bar, logged out', () => {
  it('shows the logo, Entrar and Cadastrar', async () => {
    renderRoute('/')
    const banner = await screen.findByRole('banner')
    expect(within(banner).getAllByRole('img', { name: 'Jogada' })[0]).toHaveAttribute('src', '/brand/logo-black.svg')
    expect(within(banner).getByRole('button', { name: 'Entrar' })).toBeInTheDocument()
    expect(within(banner).getByRole('button', { name: 'Cadastrar' })).toBeInTheDocument()
    expect(within(banner).queryByRole('button', { name: 'Menu da conta' })).not.toBeInTheDocument()
  })

  it('Entrar opens the login modal over the current page', async () => {
    const { store, router } = renderRoute('/support')
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }))
    expect(store.get(authModalAtom)).toBe('login')
    expect(await screen.findByRole('dialog', { name: 'Entrar na sua conta' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/support')
  })

  it('Cadastrar opens the register modal over the current page', async () => {
    const { store, router } = renderRoute('/support')
    await userEvent.click(await screen.findByRole('button', { name: 'Cadastrar' }))
    expect(store.get(authModalAtom)).toBe('register')
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/support')
  })

  it('toggles the side menu with the burger', async () => {
    renderRoute('/')
    const burger = await screen.findByRole('button', { name: 'Menu lateral' })
    expect(burger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('navigation', { name: 'Menu lateral' })).toBeInTheDocument()
    await userEvent.click(burger)
    expect(burger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Menu lateral' })).not.toBeInTheDocument()
  })
})

describe('top bar, logged in', () => {
  it('shows the balance (BRL) linking to the wallet and a Depósito button (it opens the deposit modal)', async () => {
    renderRoute('/', { store: loggedInStore() })
    const balance = await screen.findByRole('link', { name: /^Saldo: R\$\s1\.234,56$/ })
    expect(balance).toHaveAttribute('href', '/profile/wallet')
    expect(balance).toHaveTextContent('R$ 1.234,56')
    expect(screen.getByRole('button', { name: 'Depósito' })).toHaveAttribute('aria-haspopup', 'dialog')
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument()
  })

  it('opens the avatar dropdown with name, email, available balance and the actions', async () => {
    renderRoute('/', { store: loggedInStore() })
    await screen.findByRole('link', { name: /Saldo: R\$/ })
    await userEvent.click(screen.getByRole('button', { name: 'Menu da conta' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText('Maria Silva')).toBeInTheDocument()
    expect(within(menu).getByText('maria@example.com')).toBeInTheDocument()
    expect(within(menu).getByText('Saldo disponível')).toBeInTheDocument()
    expect(within(menu).getByText('R$ 150,00')).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'Depositar' })).toHaveAttribute('href', '/profile/deposit')
    expect(within(menu).getByRole('menuitem', { name: 'Sacar' })).toHaveAttribute('href', '/profile/withdraw')
    expect(within(menu).getByRole('menuitem', { name: 'Minhas apostas' })).toHaveAttribute('href', '/sports/my-bets')
    expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toBeInTheDocument()
  })

  it('closes the dropdown on Escape', async () => {
    renderRoute('/', { store: loggedInStore() })
    await userEvent.click(await screen.findByRole('button', { name: 'Menu da conta' }))
    await screen.findByRole('menu')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  })

  it('closes the dropdown when the route changes', async () => {
    const { router } = renderRoute('/', { store: loggedInStore() })
    await userEvent.click(await screen.findByRole('button', { name: 'Menu da conta' }))
    await screen.findByRole('menu')
    await router.navigate({ to: '/support' })
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  })

  it('Depositar navigates and closes the dropdown', async () => {
    const { router } = renderRoute('/', { store: loggedInStore() })
    await userEvent.click(await screen.findByRole('button', { name: 'Menu da conta' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Depositar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/deposit'))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('Sair clears token and user, and goes home logged out', async () => {
    const store = loggedInStore()
    const { router } = renderRoute('/support', { store })
    await userEvent.click(await screen.findByRole('button', { name: 'Menu da conta' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(store.get(tokenAtom)).toBeNull()
    expect(store.get(userAtom)).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument()
    expect(await screen.findByText('Você foi desconectado com sucesso')).toBeInTheDocument()
  })
})
