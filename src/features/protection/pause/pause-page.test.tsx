import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@mocks/node.ts'
import { db } from '@mocks/db/index.ts'
import { override } from '@mocks/override.ts'
import { protectionPause } from '@/api/protection-pause.ts'
import { pauseEndParts } from '@/shared/protection/pause-period.ts'
import { tokenAtom } from '@/shared/session.ts'
import { captureRequests, configureAppClient, DEMO_PLAYER, demoSessionStore, faults } from '@/testing/auth-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'

async function openPage() {
  const { store } = await demoSessionStore()
  configureAppClient()
  const view = renderRoute('/profile/pause', { store })
  await screen.findByRole('heading', { level: 1, name: 'Pausa e autoexclusão' }, { timeout: 5000 })
  return { ...view, store }
}

const dialog = () => screen.findByRole('dialog')
const toast = (text: string | RegExp) => screen.findByText(text, { selector: '.mantine-Notification-description' })

async function confirmWith(password: string) {
  const modal = within(await dialog())
  await fill(userEvent, modal.getByLabelText(/Sua senha/), password)
  await userEvent.click(modal.getByRole('button', { name: /^Confirmar/ }))
  return modal
}

// Each test renders the app's routes and goes through a modal: slow on a busy machine.
describe('/profile/pause', { timeout: 20_000 }, () => {
  it('a 24-hour break: the confirmation states the consequences and the end, then the player is logged out', async () => {
    const { store, router } = await openPage()
    await userEvent.click(screen.getByRole('radio', { name: '24 horas' }))
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    const modal = within(await screen.findByRole('dialog', { name: 'Confirmar pausa' }))
    const { date, time } = pauseEndParts(Date.now() + 24 * 3_600_000)
    expect(modal.getByText(`Sua pausa vai até ${date} às ${time} (horário de Brasília).`)).toBeVisible()
    for (const line of [
      'você sai da conta agora, em todos os aparelhos;',
      `não consegue entrar de novo até ${date} às ${time};`,
      'não recebe comunicações de marketing;',
      'ainda pode sacar o saldo em dinheiro, pela tela de login;',
      'apostas pendentes e rodadas em andamento são liquidadas normalmente.',
    ])
      expect(modal.getByText(line)).toBeVisible()
    // Nothing happened yet.
    expect(db.pauses.count()).toBe(0)

    await confirmWith(DEMO_PLAYER.password)
    expect(await toast(/^Pausa registrada\. Você poderá entrar novamente em/)).toBeVisible()
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull())
    expect(router.state.location.pathname).toBe('/')
    expect(db.pauses.all()).toEqual([expect.objectContaining({ user_id: 1, period: 'day' })])
    expect(db.sessions.where((s) => s.user_id === 1)).toHaveLength(0)
  })

  it('a wrong password is said under the field; the modal and what was typed stay', async () => {
    const { store } = await openPage()
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    const modal = await confirmWith('errada')
    expect(await modal.findByText('A senha informada está incorreta.')).toBeVisible()
    expect(modal.getByLabelText(/Sua senha/)).toHaveValue('errada')
    expect(store.get(tokenAtom)).not.toBeNull()
    expect(db.pauses.count()).toBe(0)
  })

  it('an empty password is asked for before anything is sent', async () => {
    const calls = captureRequests(protectionPause)
    await openPage()
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    const modal = within(await dialog())
    await userEvent.click(modal.getByRole('button', { name: 'Confirmar pausa' }))
    expect(await modal.findByText('Informe sua senha para confirmar.')).toBeVisible()
    expect(calls).toHaveLength(0)
  })

  it('an indefinite self-exclusion says it cannot be undone from the app', async () => {
    await openPage()
    await userEvent.click(screen.getByRole('radio', { name: 'Autoexclusão por tempo indeterminado' }))
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    const modal = within(await screen.findByRole('dialog', { name: 'Confirmar autoexclusão' }))
    expect(modal.getByText('Esta decisão não pode ser desfeita pelo app')).toBeVisible()
    expect(
      modal.getByText('A autoexclusão é por tempo indeterminado. Só o suporte pode reabrir a conta.'),
    ).toBeVisible()
    expect(modal.getByText('não consegue mais entrar na conta;')).toBeVisible()
    await confirmWith(DEMO_PLAYER.password)
    expect(
      await toast('Autoexclusão registrada por tempo indeterminado. Para reabrir a conta, fale com o suporte.'),
    ).toBeVisible()
    expect(db.pauses.all()[0]?.ends_at).toBeNull()
  })

  it('a custom number of days must be 1 to 42; a valid one shows its own end', async () => {
    await openPage()
    await userEvent.click(screen.getByRole('radio', { name: 'Outro número de dias (até 42)' }))
    const days = screen.getByRole('textbox', { name: /Número de dias/ })
    await fill(userEvent, days, '43')
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(await screen.findByText('Informe um número inteiro de dias, de 1 a 42.')).toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.clear(days)
    await fill(userEvent, days, '10')
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    const { date, time } = pauseEndParts(Date.now() + 10 * 86_400_000)
    expect(
      within(await dialog()).getByText(`Sua pausa vai até ${date} às ${time} (horário de Brasília).`),
    ).toBeVisible()
  })

  it.each([
    ['a 500', faults.html500(), 'Não foi possível registrar a pausa. Tente novamente.'],
    ['no answer', faults.network(), 'Erro de conexão. Verifique sua internet e tente novamente.'],
    ['a malformed answer', faults.malformed(), 'Erro ao processar resposta do servidor.'],
  ])('%s: a notice says so, the player stays logged in with the password kept', async (_name, fault, text) => {
    server.use(override(protectionPause, fault))
    const { store } = await openPage()
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    const modal = await confirmWith(DEMO_PLAYER.password)
    expect(await toast(text)).toBeVisible()
    expect(modal.getByLabelText(/Sua senha/)).toHaveValue(DEMO_PLAYER.password)
    expect(store.get(tokenAtom)).not.toBeNull()
  })

  it('a double click sends one request', async () => {
    const calls = captureRequests(protectionPause)
    await openPage()
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    const modal = within(await dialog())
    await fill(userEvent, modal.getByLabelText(/Sua senha/), DEMO_PLAYER.password)
    await userEvent.dblClick(modal.getByRole('button', { name: 'Confirmar pausa' }))
    await toast(/^Pausa registrada/)
    expect(calls).toHaveLength(1)
  })
})
