import { beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { authForgetPassword, authLogin } from '@/api/auth.ts'
import { callApi } from '@/api/client.ts'
import { resetMockState } from '../node.ts'
import { LOGIN_THROTTLE } from './login-throttle.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { setPassword, signInAs } from './players.ts'
import { findViewer, REMEMBER_TTL_MS } from './sessions.ts'
import { scenarios } from '../scenarios.ts'
import { clock } from '../sim/clock.ts'
import { demoPlayerEffects } from './demo-player-section.tsx'
import { openDemoPanel, untilNextRead } from '../panel/test-support.ts'

beforeEach(() => resetMockState())

const openPanel = openDemoPanel

function section(dialog: HTMLElement, title: string): HTMLElement {
  return within(dialog).getByRole('region', { name: title })
}

// The whole panel renders and waits for its sections' first reads of the mock: slow on a busy machine.
describe('Jogador de demonstração', { timeout: 30_000 }, () => {
  it('shows the credentials, logs in through the API, stores token and user as the app reads them, and reloads', async () => {
    const reload = vi.spyOn(demoPlayerEffects, 'reload').mockImplementation(() => {})
    const { user, dialog } = await openPanel()
    const player = section(dialog, 'Jogador de demonstração')
    expect(within(player).getByText(DEMO_PLAYER.email)).toBeInTheDocument()
    expect(within(player).getByText('(11) 98765-4321')).toBeInTheDocument()
    expect(within(player).getByText('Jogada@2026')).toBeInTheDocument()
    expect(within(player).getByText('JOGADA1')).toBeInTheDocument()
    expect(within(player).getByRole('status')).toHaveTextContent('Nenhuma sessão ativa neste navegador.')

    await user.click(within(player).getByRole('button', { name: 'Entrar como jogador de demonstração' }))
    await waitFor(() => expect(reload).toHaveBeenCalledOnce())
    const token = localStorage.getItem('token') ?? ''
    expect(findViewer(token)?.user.id).toBe(1)
    // Remembered: the demo session outlives the one-hour default.
    expect(Date.parse(findViewer(token)?.session.expires_at ?? '') - clock.nowMs()).toBe(REMEMBER_TTL_MS)
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      id: 1,
      name: 'Jogador Demo',
      email: DEMO_PLAYER.email,
    })
    await waitFor(() =>
      expect(within(player).getByRole('status')).toHaveTextContent(/^Sessão atual: Jogador Demo, válida até/),
    )
  })

  it('shows the demo password (the database holds only its hash) and logs in with it', async () => {
    const reload = vi.spyOn(demoPlayerEffects, 'reload').mockImplementation(() => {})
    const { user, dialog } = await openPanel()
    const player = section(dialog, 'Jogador de demonstração')
    expect(within(player).getByText(DEMO_PLAYER.password)).toBeInTheDocument()
    expect(db.users.find(1)?.password).not.toBe(DEMO_PLAYER.password)
    await user.click(within(player).getByRole('button', { name: 'Entrar como jogador de demonstração' }))
    await waitFor(() => expect(reload).toHaveBeenCalledOnce())
  })

  it('logs in even after wrong passwords typed in the form locked the account out of the form', async () => {
    const reload = vi.spyOn(demoPlayerEffects, 'reload').mockImplementation(() => {})
    const attempt = (password: string) => callApi(authLogin, { body: { email: DEMO_PLAYER.email, password } })
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) await expect(attempt('Errada@123')).rejects.toThrow()
    await expect(attempt(DEMO_PLAYER.password)).rejects.toMatchObject({ status: 429 })
    const { user, dialog } = await openPanel()
    const player = section(dialog, 'Jogador de demonstração')
    await user.click(within(player).getByRole('button', { name: 'Entrar como jogador de demonstração' }))
    await waitFor(() => expect(reload).toHaveBeenCalledOnce())
    expect(findViewer(localStorage.getItem('token'))?.user.id).toBe(1)
  })

  it('says the login failed once a reset in the demo changed the password', async () => {
    const reload = vi.spyOn(demoPlayerEffects, 'reload').mockImplementation(() => {})
    await setPassword(1, 'Trocada@2027')
    const { user, dialog } = await openPanel()
    const player = section(dialog, 'Jogador de demonstração')
    await user.click(within(player).getByRole('button', { name: 'Entrar como jogador de demonstração' }))
    expect(await within(player).findByRole('alert')).toHaveTextContent(/^Não foi possível entrar/)
    expect(reload).not.toHaveBeenCalled()
  })

  it('says why the login failed, without reloading', async () => {
    const reload = vi.spyOn(demoPlayerEffects, 'reload').mockImplementation(() => {})
    scenarios.set({ faults: { 'auth.login': '500' } })
    const { user, dialog } = await openPanel()
    const player = section(dialog, 'Jogador de demonstração')
    await user.click(within(player).getByRole('button', { name: 'Entrar como jogador de demonstração' }))
    expect(await within(player).findByRole('alert')).toHaveTextContent('Não foi possível entrar: Server Error')
    expect(reload).not.toHaveBeenCalled()
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('expires the browser’s current session, so the app’s next call gets 401', async () => {
    const { token, user: player } = signInAs(1)
    localStorage.setItem('token', token)
    localStorage.setItem('user', JSON.stringify(player))
    const { user, dialog } = await openPanel()
    const region = section(dialog, 'Jogador de demonstração')
    expect(within(region).getByRole('status')).toHaveTextContent(/Sessão atual: Jogador Demo/)

    await user.click(within(region).getByRole('button', { name: 'Expirar a sessão atual' }))
    await waitFor(() => expect(findViewer(token)).toBeNull())
    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent(
        'Sessão expirada: a próxima chamada do app recebe 401 e ele volta ao login.',
      ),
    )
    expect(within(region).getByRole('button', { name: 'Expirar a sessão atual' })).toBeDisabled()
  })
})

describe('Caixa de entrada', { timeout: 30_000 }, () => {
  it('lists the reset e-mails with a real link to /reset-password/<token>, and empties', async () => {
    const { user, dialog } = await openPanel()
    const inbox = section(dialog, 'Caixa de entrada')
    expect(within(inbox).getByText(/^Nenhuma mensagem\./)).toBeInTheDocument()

    await callApi(authForgetPassword, { body: { email: DEMO_PLAYER.email } })
    const list = await within(inbox).findByRole('list', { name: 'Mensagens recebidas' }, untilNextRead)
    const [item] = within(list).getAllByRole('listitem')
    expect(item).toHaveTextContent('Jogada: redefinição de senha')
    expect(item).toHaveTextContent(`Para ${DEMO_PLAYER.email}`)
    const token = db.passwordResets.all()[0]?.token
    expect(within(item as HTMLElement).getByRole('link', { name: 'Abrir o link do e-mail' })).toHaveAttribute(
      'href',
      `/reset-password/${token}`,
    )

    await callApi(authForgetPassword, { body: { email: DEMO_PLAYER.phone } })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2), untilNextRead)

    await user.click(within(inbox).getByRole('button', { name: 'Esvaziar a caixa de entrada' }))
    expect(await within(inbox).findByText(/^Nenhuma mensagem\./)).toBeInTheDocument()
    expect(db.mailbox.count()).toBe(0)
  })
})
