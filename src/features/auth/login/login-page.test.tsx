import { describe, expect, it } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { tokenAtom } from '@/shared/session.ts'
import { renderRoute } from '@/testing/render.tsx'
import { captureRequests, configureAppClient, demoSessionStore, DEMO_PLAYER } from '@/testing/auth-fixtures.ts'
import { authLogin } from '@/api/auth.ts'

const LOGIN = authLogin

async function openPage(url = '/login') {
  configureAppClient()
  const ctx = renderRoute(url)
  const phone = await screen.findByLabelText(/^Telefone/, {}, { timeout: 3000 })
  return {
    ...ctx,
    phone,
    password: screen.getByLabelText(/^Senha/),
    submit: screen.getByRole('button', { name: 'Entrar' }),
  }
}

describe('/login', () => {
  it('is a full-screen page with the links and the way home', async () => {
    await openPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument()
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register')
    expect(screen.getByRole('link', { name: 'Voltar para a Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeInTheDocument()
  })

  it('masks the phone as (##) #####-#### (at most 15 characters)', async () => {
    const { phone } = await openPage()
    await userEvent.type(phone, '11987654321999')
    expect(phone).toHaveValue('(11) 98765-4321')
    expect(phone).toHaveAttribute('maxLength', '15')
  })

  it('an incomplete phone reads "Digite um telefone válido com DDD." and Entrar stays disabled', async () => {
    const { phone, submit } = await openPage()
    await userEvent.type(phone, '1198')
    await userEvent.tab()
    expect(await screen.findByText('Digite um telefone válido com DDD.')).toBeInTheDocument()
    expect(submit).toBeDisabled()
  })

  it('an empty password reads "Informe sua senha."', async () => {
    const { phone, submit } = await openPage()
    await userEvent.type(phone, DEMO_PLAYER.phone)
    await userEvent.click(submit)
    expect(await screen.findByText('Informe sua senha.')).toBeInTheDocument()
  })

  it('logs in with the phone sent as digits and goes to ?redirect=', async () => {
    const calls = captureRequests(LOGIN)
    const { phone, password, submit, router, store } = await openPage('/login?redirect=%2Fprofile%2Fwallet')
    await userEvent.type(phone, DEMO_PLAYER.phone)
    await userEvent.type(password, DEMO_PLAYER.password)
    await userEvent.click(submit)
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/wallet'))
    expect(calls[0]?.body).toEqual({ phone: DEMO_PLAYER.phone, password: DEMO_PLAYER.password, remember: false })
    expect(store.get(tokenAtom)).toMatch(/.+/)
  })

  it('a wrong password shows the server message', async () => {
    const { phone, password, submit } = await openPage()
    await userEvent.type(phone, DEMO_PLAYER.phone)
    await userEvent.type(password, 'Errada@123')
    await userEvent.click(submit)
    // The notice and the form line.
    expect(await screen.findAllByText('Check credentials')).toHaveLength(2)
  })

  it('?user=&pass= fill and submit the form, and leave the address and its history entry first', async () => {
    const calls = captureRequests(LOGIN)
    configureAppClient()
    const { router, store } = renderRoute(
      `/login?user=${encodeURIComponent(DEMO_PLAYER.email)}&pass=${encodeURIComponent(DEMO_PLAYER.password)}`,
    )
    await waitFor(() => expect(store.get(tokenAtom)).toMatch(/.+/), { timeout: 3000 })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.body).toEqual({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    const entries = router.history.length
    // Nothing left that carries the credentials: the entry was replaced, then login went home.
    expect(router.history.location.href).not.toMatch(/pass=/)
    expect(entries).toBeLessThanOrEqual(2)
  })

  it('?user=&pass= reach the server exactly as written (no JSON parsing, no trimming)', async () => {
    const calls = captureRequests(LOGIN)
    configureAppClient()
    renderRoute(`/login?user=${encodeURIComponent(DEMO_PLAYER.email)}&pass=1e3`)
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 3000 })
    expect(calls[0]?.body).toEqual({ email: DEMO_PLAYER.email, password: '1e3' })
    cleanup()
    calls.length = 0
    renderRoute(`/login?user=${encodeURIComponent(DEMO_PLAYER.email)}&pass=${encodeURIComponent(' 007 ')}`)
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 3000 })
    expect(calls[0]?.body).toEqual({ email: DEMO_PLAYER.email, password: ' 007 ' })
  })

  it.each([
    ['?pass=segredo', '/login'],
    ['?user=demo%40jogada.com.br', '/login'],
    ['?pass=segredo&redirect=%2Fsupport', '/login?redirect=%2Fsupport'],
  ])('%s alone leaves the address (the entry is replaced) and logs nobody in', async (search, expected) => {
    configureAppClient()
    const { router, store } = renderRoute(`/login${search}`)
    await screen.findByLabelText(/^Telefone/, {}, { timeout: 3000 })
    await waitFor(() => expect(router.history.location.href).toBe(expected))
    expect(router.history.length).toBe(1)
    expect(screen.getByLabelText(/^Senha/)).toHaveValue('')
    expect(store.get(tokenAtom)).toBeNull()
  })

  it('?user= with a phone fills the masked field', async () => {
    configureAppClient()
    const { store } = renderRoute(`/login?user=11987654321&pass=${encodeURIComponent(DEMO_PLAYER.password)}`)
    await waitFor(() => expect(store.get(tokenAtom)).toMatch(/.+/), { timeout: 3000 })
  })

  it('a logged-in player goes home', async () => {
    const { router } = renderRoute('/login', { store: (await demoSessionStore()).store })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})
