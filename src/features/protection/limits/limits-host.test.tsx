import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, useAtomValue } from 'jotai'
import { HttpResponse } from 'msw'
import { override } from '@mocks/override.ts'
import { server } from '@mocks/node.ts'
import { db } from '@mocks/db/index.ts'
import { signInAs } from '@mocks/auth/players.ts'
import { clock } from '@mocks/sim/clock.ts'
import { clearLimits, updateLimits } from '@mocks/protection/limits.ts'
import { createPlayer } from '@mocks/auth/players.ts'
import { settleDeposit } from '@mocks/pix/deposits.ts'
import { configureApi } from '@/api/client.ts'
import { protectionLimits } from '@/api/protection-limits.ts'
import { noLimits } from '@/shared/protection/limits.ts'
import { DepositWidget } from '@/shared/deposit/deposit-widget.tsx'
import { isAuthenticatedAtom, signInAtom, tokenAtom } from '@/shared/session.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { DEMO_ID, NEW_PLAYER_ID, lastDeposit, signedInPlayer } from '@/testing/deposit-fixtures.ts'
import { renderInProviders } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { ProtectionLimitsHost } from './limits-host.tsx'
import { limitsKeys } from './queries.ts'
import { limitsPromptDueAtom, limitsPromptOpenAtom } from './state.ts'

const prompt = () => screen.queryByRole('dialog', { name: 'Defina seus limites' })
const rowOf = (userId: number) => db.protectionLimits.findBy((row) => row.user_id === userId)

/** The deposit page as a registration lands on it: the widget, once there is a player. */
function DepositAfterSignIn() {
  return useAtomValue(isAuthenticatedAtom) ? (
    <Suspense fallback="…">
      <DepositWidget />
    </Suspense>
  ) : null
}

/** The page is open logged out; the player then logs in (or registers) on it. */
function renderLoggedOut({ withDeposit = false } = {}) {
  const store = createStore()
  const view = renderInProviders(
    <>
      <ProtectionLimitsHost checkEveryMs={50} />
      {withDeposit && <DepositAfterSignIn />}
    </>,
    { store },
  )
  const signIn = (userId = NEW_PLAYER_ID) => {
    const { token, user } = signInAs(userId)
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
    expect(await screen.findByRole('dialog', { name: 'Defina seus limites' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(await screen.findByRole('textbox', { name: 'Depósito diário' })).toHaveValue('')
    await userEvent.click(screen.getByRole('button', { name: 'Agora não' }))
    await waitFor(() => expect(prompt()).not.toBeInTheDocument())
    expect(rowOf(NEW_PLAYER_ID)?.prompt_answered).toBe(false)
  })

  it('saving the limits answers it for good', async () => {
    clearLimits(NEW_PLAYER_ID)
    const { signIn } = renderLoggedOut()
    signIn()
    const field = await screen.findByRole('textbox', { name: 'Depósito diário' }, { timeout: 10_000 })
    await fill(userEvent, field, '100')
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
    expect(await screen.findByText('Erro ao carregar seus limites', {}, { timeout: 10_000 })).toBeInTheDocument()
    server.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('textbox', { name: 'Depósito diário' })).toBeInTheDocument()
  })
})

describe('the limits prompt and a deposit', () => {
  /** The limits answer waits for `release()`: the player can start a deposit in between. */
  function holdLimits() {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const asked: Request[] = []
    // Answering nothing here hands the request on to the mock's own handler, once the gate is open.
    server.use(
      override(protectionLimits, async ({ request }) => {
        asked.push(request)
        await gate
      }),
    )
    return { asked, release }
  }

  it('right after a registration it opens over the deposit page before the page has taken any input', async () => {
    const player = createPlayer({
      name: 'Nova',
      email: 'nova@jogada.example',
      phone: '11912345678',
      cpf: null,
      inviter: null,
    })
    const { signIn } = renderLoggedOut({ withDeposit: true })
    signIn(player.id)
    const dialog = await screen.findByRole('dialog', { name: 'Defina seus limites' }, { timeout: 10_000 })
    expect(dialog).toBeInTheDocument()
    // Behind the modal (hidden from assistive technology while it is open), the deposit form untouched.
    expect(await screen.findByRole('textbox', { name: 'Valor do depósito', hidden: true })).toHaveValue('')
  })

  it('never covers a PIX code: it waits until the code is paid and the form is back, then opens', async () => {
    clearLimits(NEW_PLAYER_ID)
    const held = holdLimits()
    const { signIn, store } = renderLoggedOut({ withDeposit: true })
    signIn()
    const user = userEvent.setup()
    await fill(user, await screen.findByRole('textbox', { name: 'Valor do depósito' }, { timeout: 10_000 }), '50')
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }))
    const panel = await screen.findByRole('region', { name: 'Aguardando pagamento' }, { timeout: 10_000 })

    // The answer comes while the code shows: the prompt is due (it would open now on an idle page), and waits.
    await waitFor(() => expect(held.asked.length).toBeGreaterThan(0))
    held.release()
    await waitFor(() => expect(store.get(limitsPromptDueAtom)).toBe(true))
    expect(prompt()).not.toBeInTheDocument()
    expect(within(panel).getByRole('textbox', { name: 'Código PIX copia e cola' })).toBeVisible()

    settleDeposit(lastDeposit().id)
    await user.click(await screen.findByRole('button', { name: 'Continuar' }, { timeout: 10_000 }))
    expect(await screen.findByRole('dialog', { name: 'Defina seus limites' })).toBeInTheDocument()
    expect(store.get(limitsPromptDueAtom)).toBe(false)
  })

  it('waits while an amount is typed too, and opens once the form is empty again', async () => {
    clearLimits(NEW_PLAYER_ID)
    const held = holdLimits()
    const { signIn, store } = renderLoggedOut({ withDeposit: true })
    signIn()
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Valor do depósito' }, { timeout: 10_000 }), '20')
    held.release()
    await waitFor(() => expect(store.get(limitsPromptDueAtom)).toBe(true))
    expect(prompt()).not.toBeInTheDocument()
    await user.clear(screen.getByRole('textbox', { name: 'Valor do depósito' }))
    expect(await screen.findByRole('dialog', { name: 'Defina seus limites' })).toBeInTheDocument()
  })

  it('the demo player, who answered it, is not asked on logging in (a new player is, above)', async () => {
    const asked = captureRequests(protectionLimits)
    const { signIn, store } = renderLoggedOut({ withDeposit: true })
    signIn(DEMO_ID)
    await waitFor(() => expect(asked.length).toBeGreaterThan(0))
    await screen.findByRole('textbox', { name: 'Valor do depósito' }, { timeout: 10_000 })
    expect(store.get(limitsPromptDueAtom)).toBe(false)
    expect(prompt()).not.toBeInTheDocument()
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
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    expect(store.get(tokenAtom)).toBeNull()
  })
})
