import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@mocks/node.ts'
import { createStore } from 'jotai'
import { authModalAtom, redirectAfterAuthAtom, signInAtom, tokenAtom, userAtom } from '@/shared/session.ts'
import { walletKeys } from '@/shared/queries.ts'
import { renderRoute } from '@/testing/render.tsx'
import { captureRequests, configureAppClient, demoSessionStore, faults } from '@/testing/auth-fixtures.ts'
import { override } from '@mocks/override.ts'
import { authLogout, authVerify } from '@/api/auth.ts'
import { profileWallet } from '@/api/wallet.ts'

/** A session whose token the mock never issued (stored as a login stores it: atoms and localStorage). */
function storeBogusSession() {
  const store = createStore()
  store.set(signInAtom, { token: 'bogus-token', user: { id: 1, name: 'Antiga', email: 'antiga@example.com' } })
  return store
}

/** The demo player on `path`, logged in and with the stored token verified (its rule settled). */
async function renderVerifiedSession(path: string) {
  const { store } = await demoSessionStore()
  configureAppClient()
  const view = renderRoute(path, { store })
  await screen.findByRole('button', { name: 'Menu da conta' })
  await waitFor(() =>
    expect(view.queryClient.getQueryState(['auth', 'verify', store.get(tokenAtom)])?.status).toBe('success'),
  )
  return { ...view, store }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('session at start (GET auth/verify)', () => {
  it('a stored token the server refuses (401) clears token and user and goes home', async () => {
    configureAppClient()
    const { store, router } = renderRoute('/support', { store: storeBogusSession() })
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull(), { timeout: 10_000 })
    expect(store.get(userAtom)).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    // Going home is the whole answer: the login modal does not open for a stale token.
    expect(store.get(authModalAtom)).toBeNull()
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument()
  })

  it('already at home, a refused token only logs out (no navigation)', async () => {
    configureAppClient()
    const { store, router } = renderRoute('/?lang=pt-br', { store: storeBogusSession() })
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull())
    expect(router.state.location.searchStr).toBe('?lang=pt-br')
  })

  it('other verification failures are only logged: the player stays logged in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { store, token } = await demoSessionStore()
    server.use(override(authVerify, faults.html500()))
    configureAppClient()
    const { router } = renderRoute('/support', { store })
    await waitFor(() => expect(warn).toHaveBeenCalled())
    expect(store.get(tokenAtom)).toBe(token)
    expect(router.state.location.pathname).toBe('/support')
    expect(await screen.findByRole('button', { name: 'Menu da conta' })).toBeInTheDocument()
  })

  it('a valid token is verified once and keeps the session; the verified user refreshes the stored one', async () => {
    const calls = captureRequests(authVerify)
    const { store, token } = await demoSessionStore()
    store.set(userAtom, { id: 1, name: 'Nome antigo', email: 'demo@jogada.com.br' })
    configureAppClient()
    const { router } = renderRoute('/support', { store })
    await waitFor(() => expect(store.get(userAtom)?.name).not.toBe('Nome antigo'))
    expect(calls).toHaveLength(1)
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`)
    await router.navigate({ to: '/promotion' })
    expect(calls).toHaveLength(1)
  })
})

describe('401/403 on any other call while logged in', () => {
  it.each([401, 403])('%s ends the session, opens the login modal and remembers the page', async (status) => {
    const { store, router, queryClient } = await renderVerifiedSession('/support?x=1')
    server.use(override(profileWallet, faults.json(status, { error: 'Unauthenticated.' })))
    await act(() => queryClient.refetchQueries({ queryKey: ['profile', 'wallet'] }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/openlogin'))
    expect(store.get(tokenAtom)).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
    expect(store.get(authModalAtom)).toBe('login')
    expect(store.get(redirectAfterAuthAtom)).toBe('/support?x=1')
    expect(await screen.findByRole('dialog', { name: 'Entrar na sua conta' })).toBeInTheDocument()
    expect(queryClient.getQueryData(['profile', 'wallet'])).toBeUndefined()
  })
})

describe("a real backend's ways of saying 'not logged in'", () => {
  // Laravel's JWT middleware answers 401 { error: 'unauthenticated' }; a route outside it that still needs a user
  // answers 400 { error, status: false } (ApiError.isUnauthenticated).
  it.each([
    ['401 { error: "unauthenticated" }', faults.json(401, { error: 'unauthenticated' })],
    [
      '400 { error: "Token not provided", status: false }',
      faults.json(400, { error: 'Token not provided', status: false }),
    ],
    [
      '400 { error: "Usuário não autenticado", status: false }',
      faults.json(400, { error: 'Usuário não autenticado', status: false }),
    ],
  ])('%s on a call that requires the login ends the session as a 401 does', async (_, answer) => {
    const { store, router, queryClient } = await renderVerifiedSession('/support')
    server.use(override(profileWallet, answer))
    await act(() => queryClient.refetchQueries({ queryKey: ['profile', 'wallet'] }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/openlogin'))
    expect(store.get(tokenAtom)).toBeNull()
    expect(await screen.findByRole('dialog', { name: 'Entrar na sua conta' })).toBeInTheDocument()
  })

  it('a 400 whose words are a business refusal keeps the session', async () => {
    const { store, router, queryClient } = await renderVerifiedSession('/support')
    const calls = captureRequests(profileWallet, faults.json(400, { error: 'Carteira bloqueada', status: false }))
    await act(() => queryClient.refetchQueries({ queryKey: ['profile', 'wallet'] }))
    await waitFor(() => expect(calls.length).toBeGreaterThan(0))
    await waitFor(() => expect(queryClient.getQueryState(walletKeys.active())?.status).toBe('error'))
    expect(store.get(tokenAtom)).not.toBeNull()
    expect(router.state.location.pathname).toBe('/support')
  })
})

describe("the day's session time limit (401 with action session_limit)", () => {
  const words = 'Limite de tempo de sessão atingido: você poderá entrar novamente a partir de 02/11/2026 às 00:00.'
  const refusal = faults.json(401, { error: words, action: 'session_limit' })
  const toastText = () => screen.queryAllByText(words, { selector: '.mantine-Notification-description' })

  it("met by any call: the session ends with the server's words, once, and no login modal", async () => {
    const { store, router, queryClient } = await renderVerifiedSession('/support')
    server.use(override(profileWallet, refusal))
    await act(() => queryClient.refetchQueries({ queryKey: ['profile', 'wallet'] }))
    await waitFor(() => expect(toastText()).toHaveLength(1))
    expect(store.get(tokenAtom)).toBeNull()
    // An ordinary 401 opens the login modal from here (above); this one leaves the player where they were.
    expect(store.get(authModalAtom)).toBeNull()
    expect(router.state.location.pathname).toBe('/support')
    expect(screen.queryByRole('dialog', { name: 'Entrar na sua conta' })).not.toBeInTheDocument()
  })

  it('met by the stored token at start: the session ends with the same words', async () => {
    const { store } = await demoSessionStore()
    server.use(override(authVerify, refusal))
    configureAppClient()
    renderRoute('/support', { store })
    await waitFor(() => expect(toastText()).toHaveLength(1), { timeout: 10_000 })
    expect(store.get(tokenAtom)).toBeNull()
    expect(store.get(authModalAtom)).toBeNull()
  })
})

describe('a refusal that comes before the stored token is verified', () => {
  it('waits for the verification: a rejected token goes home, without the login modal', async () => {
    // Verify answers only once the wallet's 401 has come back through the client: the refusal arrives first.
    server.use(
      override(authVerify, async () => {
        await walletRefused()
        return faults.json(401, { error: 'Unauthenticated.' })()
      }),
    )
    configureAppClient()
    const { store, router, queryClient } = renderRoute('/support', { store: storeBogusSession() })
    const walletRefused = () =>
      vi.waitFor(() => expect(queryClient.getQueryState(walletKeys.active())?.status).toBe('error'), { timeout: 10_000 })
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull(), { timeout: 10_000 })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(store.get(authModalAtom)).toBeNull()
  })

  it('a verified token still honours the earlier refusal: the login modal opens', async () => {
    const { store } = await demoSessionStore()
    server.use(override(profileWallet, faults.json(403, { error: 'Forbidden.' })))
    // Returning nothing falls through to the mock's own verify, once the wallet's 403 has come back.
    server.use(
      override(authVerify, async () => {
        await walletRefused()
      }),
    )
    configureAppClient()
    const { router, queryClient } = renderRoute('/support', { store })
    const walletRefused = () =>
      vi.waitFor(() => expect(queryClient.getQueryState(walletKeys.active())?.status).toBe('error'), { timeout: 10_000 })
    await waitFor(() => expect(router.state.location.pathname).toBe('/openlogin'), { timeout: 10_000 })
    expect(store.get(authModalAtom)).toBe('login')
  })
})

describe('logout', () => {
  async function logout() {
    await userEvent.click(await screen.findByRole('button', { name: 'Menu da conta' }))
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sair' }))
  }

  it('calls POST auth/logout with the token, clears the session, notices and goes home', async () => {
    const calls = captureRequests(authLogout)
    const { store, token } = await demoSessionStore()
    configureAppClient()
    const { router } = renderRoute('/support', { store })
    await logout()
    expect(await screen.findByText('Você foi desconectado com sucesso')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`)
    expect(store.get(tokenAtom)).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument()
  })

  it('a failing logout call changes nothing: the session still ends', async () => {
    server.use(override(authLogout, faults.network()))
    const { store } = await demoSessionStore()
    configureAppClient()
    renderRoute('/support', { store })
    await logout()
    expect(await screen.findByText('Você foi desconectado com sucesso')).toBeInTheDocument()
    expect(store.get(tokenAtom)).toBeNull()
  })

  it('the wallet refreshes every 30 s while logged in and stops at logout', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    })
    const calls = captureRequests(profileWallet)
    const { store } = await demoSessionStore()
    configureAppClient()
    renderRoute('/support', { store })
    await screen.findByRole('link', { name: /Saldo: R\$/ })
    const first = calls.length
    await act(() => vi.advanceTimersByTimeAsync(30_500))
    await waitFor(() => expect(calls.length).toBe(first + 1))
    await logout()
    await screen.findByText('Você foi desconectado com sucesso')
    const atLogout = calls.length
    await act(() => vi.advanceTimersByTimeAsync(95_000))
    expect(calls.length).toBe(atLogout)
  })
})
