import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { tokenAtom } from '@/shared/session.ts'
import { renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { captureRequests, configureAppClient, demoSessionStore, DEMO_PLAYER } from '@/testing/auth-fixtures.ts'
import { authLogin } from '@/api/auth.ts'

const LOGIN = authLogin

/** The page before, as the browser reports it (jsdom's is empty: a link opened from elsewhere or typed). */
function setReferrer(referrer: string): void {
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer })
}
/** A link followed from a page of this site. */
const fromSite = () => setReferrer(`${location.origin}/promocoes`)
afterEach(() => {
  // Back to jsdom's own getter on Document.prototype.
  delete (document as unknown as { referrer?: string }).referrer
})

const demoLink = `/login?user=${encodeURIComponent(DEMO_PLAYER.email)}&pass=${encodeURIComponent(DEMO_PLAYER.password)}`

async function openPage(url = '/login') {
  configureAppClient()
  const ctx = renderRoute(url)
  const phone = await screen.findByLabelText(/^Telefone/, {}, { timeout: 10_000 })
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
    await fill(userEvent, phone, DEMO_PLAYER.phone)
    await userEvent.click(submit)
    expect(await screen.findByText('Informe sua senha.')).toBeInTheDocument()
  })

  it('logs in with the phone sent as digits and goes to ?redirect=', async () => {
    const calls = captureRequests(LOGIN)
    const { phone, password, submit, router, store } = await openPage('/login?redirect=%2Fprofile%2Fwallet')
    await fill(userEvent, phone, DEMO_PLAYER.phone)
    await fill(userEvent, password, DEMO_PLAYER.password)
    await userEvent.click(submit)
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/wallet'))
    expect(calls[0]?.body).toEqual({ phone: DEMO_PLAYER.phone, password: DEMO_PLAYER.password, remember: false })
    expect(store.get(tokenAtom)).toMatch(/.+/)
  })

  it('a wrong password shows the server message', async () => {
    const { phone, password, submit } = await openPage()
    await fill(userEvent, phone, DEMO_PLAYER.phone)
    await fill(userEvent, password, 'Errada@123')
    await userEvent.click(submit)
    // The notice and the form line.
    await waitFor(() => expect(screen.getAllByText('Check credentials')).toHaveLength(2))
  })

  it('?user=&pass= fill and submit the form, and leave the address and its history entry first', async () => {
    const calls = captureRequests(LOGIN)
    fromSite()
    configureAppClient()
    const { router, store } = renderRoute(
      `/login?user=${encodeURIComponent(DEMO_PLAYER.email)}&pass=${encodeURIComponent(DEMO_PLAYER.password)}`,
    )
    await waitFor(() => expect(store.get(tokenAtom)).toMatch(/.+/), { timeout: 10_000 })
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
    fromSite()
    configureAppClient()
    renderRoute(`/login?user=${encodeURIComponent(DEMO_PLAYER.email)}&pass=1e3`)
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000 })
    expect(calls[0]?.body).toEqual({ email: DEMO_PLAYER.email, password: '1e3' })
    cleanup()
    calls.length = 0
    renderRoute(`/login?user=${encodeURIComponent(DEMO_PLAYER.email)}&pass=${encodeURIComponent(' 007 ')}`)
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000 })
    expect(calls[0]?.body).toEqual({ email: DEMO_PLAYER.email, password: ' 007 ' })
  })

  it.each([
    ['?pass=segredo', '/login'],
    ['?user=demo%40jogada.com.br', '/login'],
    ['?pass=segredo&redirect=%2Fsupport', '/login?redirect=%2Fsupport'],
  ])('%s alone leaves the address (the entry is replaced) and logs nobody in', async (search, expected) => {
    configureAppClient()
    const { router, store } = renderRoute(`/login${search}`)
    await screen.findByLabelText(/^Telefone/, {}, { timeout: 10_000 })
    await waitFor(() => expect(router.history.location.href).toBe(expected))
    expect(router.history.length).toBe(1)
    expect(screen.getByLabelText(/^Senha/)).toHaveValue('')
    expect(store.get(tokenAtom)).toBeNull()
  })

  it('?user= with a phone fills the masked field', async () => {
    fromSite()
    configureAppClient()
    const { store } = renderRoute(`/login?user=11987654321&pass=${encodeURIComponent(DEMO_PLAYER.password)}`)
    await waitFor(() => expect(store.get(tokenAtom)).toMatch(/.+/), { timeout: 10_000 })
  })

  it('a link from elsewhere (no referrer) asks "Entrar como …?" first: nothing is sent until confirmed', async () => {
    const calls = captureRequests(LOGIN)
    configureAppClient()
    const { router, store } = renderRoute(demoLink)
    const confirm = await screen.findByRole('button', { name: `Entrar como ${DEMO_PLAYER.email}` }, { timeout: 10_000 })
    expect(screen.getByText(`Entrar como ${DEMO_PLAYER.email}?`)).toBeInTheDocument()
    // The address loses the password at once, confirmed or not.
    await waitFor(() => expect(router.history.location.href).toBe('/login'))
    expect(calls).toHaveLength(0)
    expect(store.get(tokenAtom)).toBeNull()
    await userEvent.click(confirm)
    await waitFor(() => expect(store.get(tokenAtom)).toMatch(/.+/), { timeout: 10_000 })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.body).toEqual({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password })
  })

  it('a link from another origin asks too; Cancelar logs nobody in and leaves an empty form', async () => {
    setReferrer('https://evil.example/deposito-gratis')
    const calls = captureRequests(LOGIN)
    configureAppClient()
    const { store } = renderRoute(demoLink)
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }, { timeout: 10_000 }))
    const phone = await screen.findByLabelText(/^Telefone/)
    expect(phone).toHaveValue('')
    expect(screen.getByLabelText(/^Senha/)).toHaveValue('')
    expect(calls).toHaveLength(0)
    expect(store.get(tokenAtom)).toBeNull()
  })

  it('a link from this site that would switch the signed-in player to another account asks first', async () => {
    fromSite()
    const { store } = await demoSessionStore()
    const calls = captureRequests(LOGIN)
    const token = store.get(tokenAtom)
    const { router } = renderRoute('/login?user=outra%40exemplo.com.br&pass=segredo123', { store })
    expect(
      await screen.findByRole('button', { name: 'Entrar como outra@exemplo.com.br' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.history.location.href).toBe('/login'))
    expect(calls).toHaveLength(0)
    expect(store.get(tokenAtom)).toBe(token)
  })

  it('a link from this site for the player already signed in logs in again without asking', async () => {
    fromSite()
    const { store } = await demoSessionStore()
    const calls = captureRequests(LOGIN)
    const token = store.get(tokenAtom)
    renderRoute(demoLink, { store })
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000 })
    await waitFor(() => expect(store.get(tokenAtom)).not.toBe(token))
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument()
  })

  it('a logged-in player goes home', async () => {
    const { router } = renderRoute('/login', { store: (await demoSessionStore()).store })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})
