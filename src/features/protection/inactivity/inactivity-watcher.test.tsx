import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { db } from '@mocks/db/index.ts'
import { idleUserSessions } from '@mocks/auth/sessions.ts'
import { authLogout } from '@/api/auth.ts'
import { markActivity } from '@/shared/activity.ts'
import { walletKeys } from '@/shared/queries.ts'
import { authModalAtom, redirectAfterAuthAtom, tokenAtom } from '@/shared/session.ts'
import { captureRequests, configureAppClient, demoSessionStore } from '@/testing/auth-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { INACTIVITY_TIMEOUT_MS } from './idle-timer.ts'

const MINUTE = 60_000
const NOTICE = 'Sua sessão foi encerrada após 30 minutos sem atividade. Entre novamente.'

afterEach(() => vi.useRealTimers())

/** A logged-in player on /support, with the watcher mounted (it comes with the modal hosts, once the page is idle). */
async function openLoggedIn() {
  const listen = vi.spyOn(window, 'addEventListener')
  const { store } = await demoSessionStore()
  configureAppClient()
  const view = renderRoute('/support?x=1', { store })
  await screen.findByRole('button', { name: 'Menu da conta' }, { timeout: 10_000 })
  // The watcher listens (it loads with the modal hosts, once the page is idle): a timeout it missed would prove nothing.
  await waitFor(() => expect(listen.mock.calls.some(([type]) => type === 'pointermove')).toBe(true), {
    timeout: 10_000,
  })
  listen.mockRestore()
  // Only the clock is faked: the watcher's own timeout is not needed, a visible tab looks at the clock.
  vi.useFakeTimers({ toFake: ['Date'] })
  return { ...view, store }
}

/** The tab is seen again after the time went by (the watcher looks at the clock then). */
function passTime(ms: number) {
  vi.setSystemTime(Date.now() + ms)
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

describe('the inactivity timeout', { timeout: 30_000 }, () => {
  it('after 30 minutes without activity the session ends and the login modal says why', async () => {
    const logout = captureRequests(authLogout)
    const { store, router } = await openLoggedIn()
    passTime(29 * MINUTE)
    expect(store.get(tokenAtom)).not.toBeNull()
    passTime(MINUTE)
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull())
    await waitFor(() => expect(router.state.location.pathname).toBe('/openlogin'))
    expect(store.get(authModalAtom)).toBe('login')
    expect(store.get(redirectAfterAuthAtom)).toBe('/support?x=1')
    const dialog = within(await screen.findByRole('dialog', { name: 'Entrar na sua conta' }, { timeout: 10_000 }))
    expect(dialog.getByRole('status')).toHaveTextContent(NOTICE)
    // The server's session ends too.
    await waitFor(() => expect(logout).toHaveLength(1))
  })

  it('activity on the page or reported by a game starts the 30 minutes again', async () => {
    const { store } = await openLoggedIn()
    passTime(20 * MINUTE)
    fireEvent.pointerDown(document.body)
    passTime(20 * MINUTE)
    act(() => markActivity())
    passTime(20 * MINUTE)
    fireEvent.keyDown(document.body, { key: 'a' })
    passTime(29 * MINUTE)
    expect(store.get(tokenAtom)).not.toBeNull()
    // And the same watcher does end it once the player stops.
    passTime(MINUTE)
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull())
  })

  it('a token the server refused for idleness ends the session with the same words', async () => {
    const { store, queryClient } = await openLoggedIn()
    vi.useRealTimers()
    await waitFor(() => expect(queryClient.getQueryState(walletKeys.active())?.status).toBe('success'))
    const user = db.users.find(1)
    if (!user) throw new Error('no demo player')
    idleUserSessions(user.id)
    await act(() => queryClient.refetchQueries({ queryKey: walletKeys.active() }))
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull())
    const dialog = within(await screen.findByRole('dialog', { name: 'Entrar na sua conta' }, { timeout: 10_000 }))
    expect(dialog.getByRole('status')).toHaveTextContent(NOTICE)
    expect(INACTIVITY_TIMEOUT_MS).toBe(30 * MINUTE)
  })
})
