import { describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { HttpResponse } from 'msw'
import { override } from '@mocks/override.ts'
import { server } from '@mocks/node.ts'
import { db } from '@mocks/db/index.ts'
import { signInAs } from '@mocks/db/players.ts'
import { clock } from '@mocks/sim/clock.ts'
import { clearLimits, updateLimits } from '@mocks/protection/limits.ts'
import { configureApi } from '@/api/client.ts'
import { protectionLimits } from '@/api/protection-limits.ts'
import { noLimits } from '@/shared/protection/limits.ts'
import { signInAtom, tokenAtom } from '@/shared/session.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { NEW_PLAYER_ID, signedInPlayer } from '@/testing/deposit-fixtures.ts'
import { renderInProviders } from '@/testing/render.tsx'
import { ProtectionLimitsHost } from './limits-host.tsx'
import { limitsKeys } from './queries.ts'
import { limitsPromptOpenAtom } from './state.ts'

const prompt = () => screen.queryByRole('dialog', { name: 'Defina seus limites' })
const rowOf = (userId: number) => db.protectionLimits.findBy((row) => row.user_id === userId)

/** The page is open logged out; the player then logs in (or registers) on it. */
function renderLoggedOut() {
  const store = createStore()
  const view = renderInProviders(<ProtectionLimitsHost checkEveryMs={50} />, { store })
  const signIn = () => {
    const { token, user } = signInAs(NEW_PLAYER_ID)
    configureApi({ getToken: () => token })
    act(() => store.set(signInAtom, { token, user }))
  }
  return { ...view, store, signIn }
}

describe('the limits prompt after a sign-in', () => {
  it('opens after a sign-in while unanswered; "Agora não" closes it and it is asked again next time', async () => {
    clearLimits(NEW_PLAYER_ID)
    const { signIn } = renderLoggedOut()
    signIn()
    expect(await screen.findByRole('dialog', { name: 'Defina seus limites' }, { timeout: 3000 })).toBeInTheDocument()
    expect(await screen.findByRole('textbox', { name: 'Depósito diário' })).toHaveValue('')
    await userEvent.click(screen.getByRole('button', { name: 'Agora não' }))
    await waitFor(() => expect(prompt()).not.toBeInTheDocument())
    expect(rowOf(NEW_PLAYER_ID)?.prompt_answered).toBe(false)
  })

  it('saving the limits answers it for good', async () => {
    clearLimits(NEW_PLAYER_ID)
    const { signIn } = renderLoggedOut()
    signIn()
    const field = await screen.findByRole('textbox', { name: 'Depósito diário' }, { timeout: 3000 })
    await userEvent.type(field, '100')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar limites' }))
    await waitFor(() => expect(prompt()).not.toBeInTheDocument())
    expect(rowOf(NEW_PLAYER_ID)).toMatchObject({ prompt_answered: true, limits: { deposit_day: 10_000 } })
  })

  it('does not open for a player who answered it (the same sign-in opens it for one who did not, above)', async () => {
    // Answered: asked and not shown.
    const asked = captureRequests(protectionLimits)
    const { signIn } = renderLoggedOut()
    signIn()
    await waitFor(() => expect(asked.length).toBeGreaterThan(0))
    expect(prompt()).not.toBeInTheDocument()
  })

  it('a stored session at load is no sign-in, even unanswered', async () => {
    clearLimits(NEW_PLAYER_ID)
    const asked = captureRequests(protectionLimits)
    const { store } = signedInPlayer(NEW_PLAYER_ID)
    renderInProviders(<ProtectionLimitsHost checkEveryMs={50} />, { store })
    // The watcher's own read has answered, and still no prompt (the same player is prompted on a sign-in above).
    await waitFor(() => expect(asked.length).toBeGreaterThan(0))
    expect(prompt()).not.toBeInTheDocument()
  })

  it('says so when the prompt cannot load its limits, and retries', async () => {
    clearLimits(NEW_PLAYER_ID)
    const { store } = signedInPlayer(NEW_PLAYER_ID)
    server.use(override(protectionLimits, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
    renderInProviders(<ProtectionLimitsHost checkEveryMs={60_000} />, { store })
    act(() => store.set(limitsPromptOpenAtom, true))
    expect(await screen.findByText('Erro ao carregar seus limites', {}, { timeout: 3000 })).toBeInTheDocument()
    server.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('textbox', { name: 'Depósito diário' })).toBeInTheDocument()
  })
})

describe('a backend without protection/limits', () => {
  // The watcher of a rule the server does not keep stays inert: no prompt, no toast, no logout (docs/architecture.md,
  // "Failures → messages"). The first test above proves the same sign-in opens the prompt when the route answers.
  it.each([
    ['a 404 page', faults.missing404()],
    ['a 405', faults.missing405()],
  ])('after %s, a sign-in opens no prompt, says nothing and keeps the session', async (_, answer) => {
    clearLimits(NEW_PLAYER_ID)
    const asked = captureRequests(protectionLimits, answer)
    const { signIn, store, queryClient } = renderLoggedOut()
    signIn()
    await waitFor(() => expect(queryClient.getQueryState(limitsKeys.all())?.status).toBe('error'))
    await act(async () => {})
    expect(asked.length).toBeGreaterThan(0)
    expect(prompt()).not.toBeInTheDocument()
    expect(store.get(tokenAtom)).not.toBeNull()
    expect(document.querySelector('.mantine-Notification-root')).toBeNull()
  })
})

describe('the session time limit', () => {
  it('leaves an ordinary 401 to the session supervisor: no notice, the session stays', async () => {
    const { store } = signedInPlayer(NEW_PLAYER_ID)
    const asked = captureRequests(protectionLimits, () =>
      HttpResponse.json({ error: 'Unauthenticated.' }, { status: 401 }),
    )
    const { queryClient } = renderInProviders(<ProtectionLimitsHost checkEveryMs={50} />, { store })
    // The read failed and the host rendered that failure (the session-limit 401 below ends the session from there).
    await waitFor(() => expect(queryClient.getQueryState(limitsKeys.all())?.status).toBe('error'))
    await act(async () => {})
    expect(asked.length).toBeGreaterThan(0)
    expect(store.get(tokenAtom)).not.toBeNull()
    expect(document.querySelector('.mantine-Notification-description')).toBeNull()
  })

  it("ends the session in the app when the server refuses the token, in the server's words", async () => {
    const { store } = signedInPlayer(NEW_PLAYER_ID)
    updateLimits(NEW_PLAYER_ID, { ...noLimits(), session_day: 5 })
    const asked = captureRequests(protectionLimits)
    renderInProviders(<ProtectionLimitsHost checkEveryMs={50} />, { store })
    await waitFor(() => expect(asked.length).toBeGreaterThan(0))
    expect(store.get(tokenAtom)).not.toBeNull()
    clock.advance(6 * 60_000)
    expect(
      await screen.findByText(
        /^Limite de tempo de sessão atingido: você poderá entrar novamente a partir de 02\/11\/2026 às 00:00\.$/,
        {
          selector: '.mantine-Notification-description',
        },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument()
    expect(store.get(tokenAtom)).toBeNull()
  })
})
