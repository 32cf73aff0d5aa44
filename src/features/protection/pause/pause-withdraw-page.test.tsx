import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@mocks/node.ts'
import { db } from '@mocks/db/index.ts'
import { walletOf } from '@mocks/wallet/wallets.ts'
import { override } from '@mocks/override.ts'
import { takePause } from '@mocks/protection/pause-db.ts'
import { clock } from '@mocks/sim/clock.ts'
import { protectionPauseBalance, protectionPauseWithdraw } from '@/api/protection-pause.ts'
import { formatBRL } from '@/shared/money.ts'
import { authModalAtom, tokenAtom } from '@/shared/session.ts'
import { captureRequests, configureAppClient, DEMO_PLAYER, faults } from '@/testing/auth-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'

/** As the page shows an amount, its no-break space read as the text matcher reads it. */
const brl = (centavos: number) => formatBRL(centavos).replace(/\s/g, ' ')

const toast = (text: string | RegExp) => screen.findByText(text, { selector: '.mantine-Notification-description' })

/** The demo player on a 24-hour break tries to log in from the modal. */
async function refusedLogin() {
  clock.set(Date.parse('2026-11-27T17:30:00Z'))
  takePause(1, 'day')
  configureAppClient()
  const view = renderRoute('/openlogin')
  const dialog = within(await screen.findByRole('dialog', { name: 'Entrar na sua conta' }, { timeout: 10_000 }))
  const user = userEvent.setup()
  await fill(user, dialog.getByLabelText(/Email ou telefone/), DEMO_PLAYER.email)
  await fill(user, dialog.getByLabelText(/^Senha/), DEMO_PLAYER.password)
  await user.click(dialog.getByRole('button', { name: 'Entrar' }))
  return { ...view, dialog }
}

const REFUSAL =
  'Sua conta está em pausa até 28/11/2026 às 14:30 (horário de Brasília). Até lá, você ainda pode sacar seu saldo.'

describe('login during a break', { timeout: 20_000 }, () => {
  it('the modal says until when, keeps what was typed, and links to the withdraw-only screen', async () => {
    const { dialog, store } = await refusedLogin()
    const alert = await dialog.findByRole('alert')
    expect(alert).toHaveTextContent(REFUSAL)
    expect(dialog.getByLabelText(/Email ou telefone/)).toHaveValue(DEMO_PLAYER.email)
    expect(store.get(tokenAtom)).toBeNull()
    expect(within(alert).getByRole('link', { name: 'Sacar meu saldo' })).toHaveAttribute('href', '/pausa/saque')
  })

  it('an indefinite exclusion says so', async () => {
    takePause(1, 'indefinite')
    const { dialog } = await refusedLogin()
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Você se autoexcluiu por tempo indeterminado. Para reabrir a conta, fale com o suporte.',
    )
  })
})

describe('/pausa/saque: withdrawing the cash balance during a break', { timeout: 30_000 }, () => {
  async function openWithdraw() {
    const view = await refusedLogin()
    const alert = await view.dialog.findByRole('alert')
    await userEvent.click(within(alert).getByRole('link', { name: 'Sacar meu saldo' }))
    await screen.findByRole('heading', { level: 1, name: 'Saque durante a pausa' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(view.store.get(authModalAtom)).toBeNull()
    return view
  }

  it('shows the break and the cash balance, and asks for a PIX withdrawal with the refusal token', async () => {
    const calls = captureRequests(protectionPauseWithdraw)
    const cash = Math.round(Number(walletOf(1).balance) * 100)
    const { router } = await openWithdraw()
    expect(router.state.location.pathname).toBe('/pausa/saque')
    expect(
      // The page's line (the refused login's notice says it too).
      await screen.findByText(/Sua conta está em pausa até 28\/11\/2026 às 14:30 \(horário de Brasília\)\./, {
        selector: 'main p',
      }),
    ).toBeVisible()
    const available = () => screen.getByText('Disponível para saque').nextElementSibling
    expect(available()).toHaveTextContent(brl(cash))
    await fill(userEvent, screen.getByRole('textbox', { name: /Valor/ }), '100')
    await fill(userEvent, screen.getByRole('textbox', { name: /^Chave PIX/ }), DEMO_PLAYER.cpf)
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar saque' }))
    expect(await toast('Saque solicitado com sucesso!')).toBeVisible()
    await waitFor(() => expect(available()).toHaveTextContent(brl(cash - 10_000)))
    expect(calls).toHaveLength(1)
    expect(calls[0]?.headers.get('Authorization')).toMatch(/^Bearer [0-9a-f]+$/)
    expect(calls[0]?.body).toEqual({ amount: 100, pix_key: DEMO_PLAYER.cpf, pix_key_type: 'document' })
    expect(db.withdrawals.where((w) => w.user_id === 1).at(-1)).toMatchObject({ amount: '100.00', status: 0 })
  })

  it('checks the amount against the cash balance before sending, and keeps what was typed on a refusal', async () => {
    const calls = captureRequests(protectionPauseWithdraw)
    await openWithdraw()
    const amount = await screen.findByRole('textbox', { name: /Valor/ })
    await fill(userEvent, amount, '999999')
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar saque' }))
    expect(await screen.findByText('O valor passa do saldo disponível.')).toBeVisible()
    // The wallet's words for a missing key (src/shared/player-cpf.ts).
    expect(screen.getByText('Por favor, insira sua chave PIX')).toBeVisible()
    expect(calls).toHaveLength(0)

    server.use(override(protectionPauseWithdraw, faults.json(400, { error: 'O valor máximo para saque é R$ 50,00' })))
    await userEvent.clear(amount)
    await fill(userEvent, amount, '100')
    await fill(userEvent, screen.getByRole('textbox', { name: /^Chave PIX/ }), DEMO_PLAYER.cpf)
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar saque' }))
    expect(await toast('O valor máximo para saque é R$ 50,00')).toBeVisible()
    expect(amount).toHaveValue('100')
  })

  it('validates the key as the wallet’s forms do: a CPF key must be the player’s own CPF', async () => {
    const calls = captureRequests(protectionPauseWithdraw)
    await openWithdraw()
    await fill(userEvent, await screen.findByRole('textbox', { name: /Valor/ }), '100')
    const key = screen.getByRole('textbox', { name: /^Chave PIX/ })
    await fill(userEvent, key, '39827164546')
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar saque' }))
    expect(await screen.findByText('A chave CPF precisa ser o seu CPF.')).toBeVisible()
    expect(calls).toHaveLength(0)
    // The account has a CPF: it is not asked for.
    expect(screen.queryByRole('textbox', { name: /^CPF/ })).not.toBeInTheDocument()
  })

  it('asks for the CPF when the account has none, sends it, and shows the server’s refusal of a key under it', async () => {
    db.users.update(1, { cpf: null })
    const calls = captureRequests(protectionPauseWithdraw)
    await openWithdraw()
    const cpf = await screen.findByRole('textbox', { name: /^CPF/ })
    await fill(userEvent, screen.getByRole('textbox', { name: /Valor/ }), '100')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo de chave' }), 'E-mail')
    await fill(userEvent, screen.getByRole('textbox', { name: /^Chave PIX/ }), DEMO_PLAYER.email)
    await fill(userEvent, cpf, '52998224724')
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar saque' }))
    expect(await screen.findByText('Digite um CPF válido.')).toBeVisible()
    expect(calls).toHaveLength(0)
    await userEvent.clear(cpf)
    await fill(userEvent, cpf, DEMO_PLAYER.cpf)
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar saque' }))
    expect(await toast('Saque solicitado com sucesso!')).toBeVisible()
    expect(calls[0]?.body).toEqual({
      amount: 100,
      pix_key: DEMO_PLAYER.email,
      pix_key_type: 'email',
      cpf: DEMO_PLAYER.cpf,
    })
    expect(db.users.find(1)?.cpf).toBe(DEMO_PLAYER.cpf)
    // Kept: the refreshed balance says the account has it, and the field goes.
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^CPF/ })).not.toBeInTheDocument())
  })

  it.each([
    ['a 500', faults.html500(), 'Erro ao processar sua solicitação'],
    ['no answer', faults.network(), 'Erro de conexão. Verifique sua internet e tente novamente.'],
    ['a malformed answer', faults.malformed(), 'Erro ao processar resposta do servidor.'],
  ])('a withdrawal that fails with %s says so', async (_name, fault, text) => {
    await openWithdraw()
    server.use(override(protectionPauseWithdraw, fault))
    await fill(userEvent, await screen.findByRole('textbox', { name: /Valor/ }), '100')
    await fill(userEvent, screen.getByRole('textbox', { name: /^Chave PIX/ }), DEMO_PLAYER.cpf)
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar saque' }))
    // At least once: on a loaded CI worker the connection notice was once seen twice (the cause is not found yet; the
    // page's form moves to @mantine/form with the others). The words are what this test is about.
    const notices = await screen.findAllByText(text, { selector: '.mantine-Notification-description' })
    expect(notices[0]).toBeVisible()
  })

  it('a balance that does not load says so and offers a retry', async () => {
    server.use(override(protectionPauseBalance, faults.html500()))
    await openWithdraw()
    expect(await screen.findByText('Erro ao carregar o saldo')).toBeVisible()
    server.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('Disponível para saque')).toBeVisible()
  })

  it('without a refusal token (opened directly, or expired) it asks the player to log in again', async () => {
    configureAppClient()
    const { store } = renderRoute('/pausa/saque')
    expect(
      await screen.findByText(/Para sacar durante a pausa, entre com seu e-mail e senha/, {}, { timeout: 5000 }),
    ).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Entrar para sacar' }))
    expect(store.get(authModalAtom)).toBe('login')
  })
})
