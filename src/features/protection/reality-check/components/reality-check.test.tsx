import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { createStore } from 'jotai'
import { override } from '@mocks/override.ts'
import { server } from '@mocks/node.ts'
import { db } from '@mocks/db/index.ts'
import { walletOf } from '@mocks/wallet/wallets.ts'
import { credit, debit } from '@mocks/provider/settlement.ts'
import { protectionRealityCheck, protectionRealityCheckUpdate, protectionSession } from '@/api/protection-activity.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { RealityCheck } from './reality-check.tsx'

const MINUTE = 60_000
// userEvent's own pauses run on the faked timers.
const userEvent = userEventBase.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
})
// The reminder's modal (its focus trap, transitions and scroll lock) is torn down on timers: unmount it and let those
// run while they are still the faked ones, or the next file in this worker inherits a half-closed modal.
afterEach(async () => {
  cleanup()
  await act(() => vi.runOnlyPendingTimersAsync())
  vi.useRealTimers()
})

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const reminder = () => screen.queryByRole('dialog', { name: 'Lembrete de tempo de jogo' })
const findReminder = () => screen.findByRole('dialog', { name: 'Lembrete de tempo de jogo' }, { timeout: 10_000 })

/** The demo player signed in, the reality check mounted, and its timer armed (the setting and session read). */
async function mountSignedIn() {
  const { store } = signedInAsDemo({ modalOpen: false })
  const session = captureRequests(protectionSession)
  const view = renderWithProviders(<RealityCheck />, { store })
  await waitFor(() => expect(session.length).toBe(1))
  // Let the answer reach the timer.
  await advance(10)
  return { ...view, store }
}

function playRound(stake: number, win: number) {
  const reference = { kind: 'casino', gameId: 1, roundId: 1 } as const
  debit(walletOf(1).id, stake, true, reference)
  credit(walletOf(1).id, win, reference)
}

describe('the reality check', () => {
  it('shows nothing to a visitor', async () => {
    const requests = captureRequests(protectionSession)
    renderWithProviders(<RealityCheck />, { store: createStore() })
    await advance(61 * MINUTE)
    expect(reminder()).not.toBeInTheDocument()
    expect(requests).toHaveLength(0)
  })

  it(
    'every 30 minutes by default: the time played and the session’s result; Continuar closes it until the next',
    { timeout: 20_000 },
    async () => {
      await mountSignedIn()
      playRound(1_000, 400)
      // The faked clock also moves with real time (`shouldAdvanceTime`), a few seconds under load: the checks of
      // "not yet" keep a minute's margin.
      await advance(29 * MINUTE)
      expect(reminder()).not.toBeInTheDocument()
      await advance(MINUTE)
      const dialog = within(await findReminder())
      expect(dialog.getByText(/Você está jogando há/)).toHaveTextContent('Você está jogando há 30 min nesta sessão.')
      await waitFor(() => expect(dialog.getByText('Resultado da sessão').nextSibling).toHaveTextContent(/^−R\$\s6,00$/))
      expect(dialog.getByText('Apostado').nextSibling).toHaveTextContent('R$ 10,00')
      expect(dialog.getByText('Ganho').nextSibling).toHaveTextContent('R$ 4,00')
      // Focus is in the reminder, on Continuar.
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Continuar' })).toHaveFocus())

      await userEvent.click(dialog.getByRole('button', { name: 'Continuar' }))
      await waitFor(() => expect(reminder()).not.toBeInTheDocument())
      await advance(29 * MINUTE)
      expect(reminder()).not.toBeInTheDocument()
      await advance(2 * MINUTE)
      expect(within(await findReminder()).getByText(/Você está jogando há/)).toHaveTextContent('1 h 00 min')
    },
  )

  it('the player’s interval, kept by the server: 60 minutes means nothing at 30', async () => {
    db.realityChecks.insert({ user_id: 1, interval_minutes: 60, updated_at: new Date().toISOString() })
    await mountSignedIn()
    await advance(45 * MINUTE)
    expect(reminder()).not.toBeInTheDocument()
    await advance(15 * MINUTE)
    expect(await findReminder()).toBeInTheDocument()
  })

  it('the interval can be changed inside the reminder: saved, and the next one follows it', async () => {
    const saves = captureRequests(protectionRealityCheckUpdate)
    await mountSignedIn()
    await advance(30 * MINUTE)
    const dialog = within(await findReminder())
    await userEvent.click(dialog.getByRole('radio', { name: '15 minutos' }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]?.body).toEqual({ interval_minutes: 15 })
    await waitFor(() => expect(db.realityChecks.findBy((r) => r.user_id === 1)?.interval_minutes).toBe(15))
    await userEvent.click(dialog.getByRole('button', { name: 'Continuar' }))
    await advance(15 * MINUTE)
    expect(await findReminder()).toBeInTheDocument()
  })

  it('a refused interval goes back to the one kept, and says so', async () => {
    server.use(override(protectionRealityCheckUpdate, faults.json(500, { message: 'Server Error' })))
    await mountSignedIn()
    await advance(30 * MINUTE)
    const dialog = within(await findReminder())
    await userEvent.click(dialog.getByRole('radio', { name: '60 minutos' }))
    expect(await screen.findByText('Não foi possível salvar o intervalo do lembrete.')).toBeInTheDocument()
    await waitFor(() => expect(dialog.getByRole('radio', { name: '30 minutos' })).toBeChecked())
  })

  it('Sair ends the session like the user menu’s', async () => {
    const { store } = await mountSignedIn()
    await advance(30 * MINUTE)
    await userEvent.click(within(await findReminder()).getByRole('button', { name: 'Sair' }))
    await waitFor(() => expect(store.get(isAuthenticatedAtom)).toBe(false))
    expect(await screen.findByText('Você foi desconectado com sucesso')).toBeInTheDocument()
  })

  it('counts from the login: time played before the game was opened counts', async () => {
    const { store } = signedInAsDemo({ modalOpen: false })
    // The session began 20 minutes ago on the server's clock.
    const session = db.sessions.all().at(-1)!
    db.sessions.update(session.id, { created_at: new Date(Date.parse(session.created_at) - 20 * MINUTE).toISOString() })
    renderWithProviders(<RealityCheck />, { store })
    await advance(10 * MINUTE)
    expect(within(await findReminder()).getByText(/Você está jogando há/)).toHaveTextContent('30 min')
  })

  it('without the session’s answer it still reminds, counting from now, and says what it could not read', async () => {
    const requests = captureRequests(protectionSession, () => Response.error())
    const { store } = signedInAsDemo({ modalOpen: false })
    renderWithProviders(<RealityCheck />, { store })
    await waitFor(() => expect(requests.length).toBe(1))
    await advance(10)
    await advance(30 * MINUTE)
    const dialog = within(await findReminder())
    expect(
      await dialog.findByText('Não foi possível carregar o resultado da sessão.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })

  it('a backend without the reality check’s route: no reminder and no notice, ever (the watcher stays inert)', async () => {
    // The test above proves a reminder comes after 30 minutes when the setting answers.
    const setting = captureRequests(protectionRealityCheck, faults.missing404())
    const session = captureRequests(protectionSession)
    const { store } = signedInAsDemo({ modalOpen: false })
    renderWithProviders(<RealityCheck />, { store })
    await waitFor(() => expect(setting.length).toBe(1))
    await advance(61 * MINUTE)
    expect(reminder()).not.toBeInTheDocument()
    expect(session).toHaveLength(0)
    expect(document.querySelector('.mantine-Notification-root')).toBeNull()
  })

  it('a backend without protection/session: the reminder still comes and says the result is not available yet', async () => {
    const requests = captureRequests(protectionSession, faults.missing405())
    const { store } = signedInAsDemo({ modalOpen: false })
    renderWithProviders(<RealityCheck />, { store })
    await waitFor(() => expect(requests.length).toBe(1))
    await advance(10)
    await advance(30 * MINUTE)
    const dialog = within(await findReminder())
    expect(
      await dialog.findByText('O resultado da sessão ainda não está disponível.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })
})
