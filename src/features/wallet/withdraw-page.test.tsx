import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { override } from '@mocks/override.ts'
import { profileWithdraw } from '@/api/wallet-area.ts'
import { server } from '@mocks/node.ts'
import { db } from '@mocks/db/index.ts'
import { scenarios } from '@mocks/scenarios.ts'
import { configureApi } from '@/api/client.ts'
import { formatBRL } from '@/shared/money.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { captureRequests, configureAppClient, faults } from '@/testing/auth-fixtures.ts'
import { DEMO_ID, signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { holdAnswers, navigateWithSlowWallet } from '@/testing/deposit-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'

async function openPage() {
  const { store } = signedInAsDemo({ modalOpen: false })
  const view = renderRoute('/profile/withdraw', { store })
  await screen.findByRole('heading', { level: 1, name: 'Saque via PIX' }, { timeout: 10_000 })
  await screen.findByRole('button', { name: 'Sacar Total' })
  return { ...view, store }
}

const keyField = () => screen.getByRole('textbox', { name: /^Chave PIX/ })
const amountField = () => screen.getByRole('textbox', { name: 'Valor do saque' })
const typeSelect = () => screen.getByRole('combobox', { name: 'Tipo de chave' })
const submitButton = () => screen.getByRole('button', { name: 'Solicitar Saque' })
const issue = () => amountField().getAttribute('aria-describedby')

async function press(...keys: string[]) {
  const keypad = within(screen.getByRole('group', { name: 'Teclado numérico' }))
  for (const key of keys) await userEvent.click(keypad.getByRole('button', { name: key }))
}

function toast(text: string) {
  return screen.findByText(text, { selector: '.mantine-Notification-description' })
}

describe('withdraw page: PIX key', () => {
  it("prefills the player's CPF, read-only, and refills on every type change", async () => {
    await openPage()
    expect(typeSelect()).toHaveValue('document')
    await waitFor(() => expect(keyField()).toHaveValue('529.982.247-25'))
    expect(keyField()).toHaveAttribute('readonly')
    expect(keyField()).toHaveAttribute('maxlength', '18')
    expect(keyField()).toHaveAccessibleDescription('Preenchida com os dados da sua conta.')
    expect(screen.queryByRole('button', { name: 'Limpar chave PIX' })).not.toBeInTheDocument()

    await userEvent.selectOptions(typeSelect(), 'Telefone')
    expect(keyField()).toHaveValue('(11) 98765-4321')
    expect(keyField()).toHaveAttribute('readonly')
    expect(keyField()).toHaveAttribute('maxlength', '15')

    await userEvent.selectOptions(typeSelect(), 'E-mail')
    expect(keyField()).toHaveValue('demo@jogada.com.br')
    expect(keyField()).not.toHaveAttribute('readonly')
    expect(keyField()).toHaveAttribute('maxlength', '36')

    await userEvent.selectOptions(typeSelect(), 'Chave Aleatória')
    expect(keyField()).toHaveValue('')
    expect(keyField()).toHaveAttribute('maxlength', '36')

    await userEvent.selectOptions(typeSelect(), 'E-mail')
    expect(keyField()).toHaveValue('demo@jogada.com.br')
  })

  it('an e-mail key is typed lower-cased, and the clear button empties it', async () => {
    await openPage()
    await userEvent.selectOptions(typeSelect(), 'E-mail')
    await userEvent.click(screen.getByRole('button', { name: 'Limpar chave PIX' }))
    expect(keyField()).toHaveValue('')
    expect(screen.queryByRole('button', { name: 'Limpar chave PIX' })).not.toBeInTheDocument()
    await userEvent.type(keyField(), 'Maria.Silva@Exemplo.COM')
    expect(keyField()).toHaveValue('maria.silva@exemplo.com')
  })

  it('a player registered without a CPF starts on Telefone, the phone filled in and read-only', async () => {
    db.users.update(DEMO_ID, { cpf: null })
    await openPage()
    await waitFor(() => expect(typeSelect()).toHaveValue('phoneNumber'))
    expect(keyField()).toHaveValue('(11) 98765-4321')
    expect(keyField()).toHaveAttribute('readonly')
  })

  it('without data the document key is editable: CPF up to 11 digits, CNPJ beyond, sent as digits', async () => {
    db.users.update(DEMO_ID, { cpf: null, phone: '' })
    const calls = captureRequests(profileWithdraw)
    await openPage()
    await fill(userEvent, await screen.findByRole('textbox', { name: /^CPF/ }), '52998224725')
    // Without CPF or phone the page starts on the e-mail it knows; the player switches to CPF.
    await waitFor(() => expect(typeSelect()).toHaveValue('email'))
    await userEvent.selectOptions(typeSelect(), 'CPF')
    expect(keyField()).not.toHaveAttribute('readonly')
    expect(keyField()).toHaveValue('')
    await userEvent.type(keyField(), '52998224725')
    expect(keyField()).toHaveValue('529.982.247-25')
    await userEvent.type(keyField(), '000')
    expect(keyField()).toHaveValue('52.998.224/7250-00')
    await userEvent.click(screen.getByRole('button', { name: 'Limpar chave PIX' }))
    await userEvent.type(keyField(), '11.222.333/0001-81')
    expect(keyField()).toHaveValue('11.222.333/0001-81')

    await userEvent.selectOptions(typeSelect(), 'Telefone')
    expect(keyField()).not.toHaveAttribute('readonly')
    expect(keyField()).toHaveValue('')
    await userEvent.selectOptions(typeSelect(), 'CPF')
    await fill(userEvent, keyField(), '52998224725')
    await press('6', '0', '00')
    await userEvent.click(submitButton())
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.body).toEqual({ amount: 60, pix_key: '52998224725', pix_key_type: 'document', cpf: '52998224725' })
  })
})

describe('withdraw page: only to the player’s own key, under a known CPF', () => {
  const cpfField = () => screen.findByRole('textbox', { name: /^CPF/ })

  it('asks for the CPF once when the account has none, sends it, and the mock keeps it', async () => {
    db.users.update(DEMO_ID, { cpf: null })
    const calls = captureRequests(profileWithdraw)
    const { unmount } = await openPage()
    const field = await cpfField()
    await press('6', '0', '00')
    // The phone key is filled in; without a valid CPF nothing is sent.
    await fill(userEvent, field, '52998224724')
    expect(submitButton()).toBeDisabled()
    await userEvent.tab()
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Digite um CPF válido.'))
    await userEvent.clear(field)
    await fill(userEvent, field, '52998224725')
    await userEvent.click(submitButton())
    expect(await toast('Saque solicitado com sucesso!')).toBeInTheDocument()
    expect(calls[0]?.body).toMatchObject({ pix_key_type: 'phoneNumber', cpf: '52998224725' })
    expect(db.users.find(DEMO_ID)?.cpf).toBe('52998224725')
    unmount()

    await openPage()
    await waitFor(() => expect(keyField()).toHaveValue('529.982.247-25'))
    expect(screen.queryByRole('textbox', { name: /^CPF/ })).not.toBeInTheDocument()
  })

  it('refuses a CPF key that is not the CPF typed, before sending and in the server’s words', async () => {
    db.users.update(DEMO_ID, { cpf: null })
    const calls = captureRequests(profileWithdraw)
    await openPage()
    await fill(userEvent, await cpfField(), '52998224725')
    await userEvent.selectOptions(typeSelect(), 'CPF')
    await fill(userEvent, keyField(), '39827164546')
    await press('6', '0', '00')
    expect(keyField()).toHaveAccessibleDescription(expect.stringContaining('A chave CPF precisa ser o seu CPF.'))
    expect(submitButton()).toBeDisabled()
    expect(calls).toHaveLength(0)
  })

  it('shows the server’s refusal of the key under it, keeping what was typed', async () => {
    // The form's own check passes (the key is the CPF typed); the server answers that it is not the account's.
    db.users.update(DEMO_ID, { cpf: null })
    server.use(
      override(profileWithdraw, () =>
        HttpResponse.json({ pix_key: ['A chave CPF precisa ser o seu CPF.'] }, { status: 422 }),
      ),
    )
    await openPage()
    await fill(userEvent, await cpfField(), '52998224725')
    await userEvent.selectOptions(typeSelect(), 'CPF')
    await fill(userEvent, keyField(), '52998224725')
    await press('6', '0', '00')
    await userEvent.click(submitButton())
    expect(await toast('A chave CPF precisa ser o seu CPF.')).toBeInTheDocument()
    await waitFor(() =>
      expect(keyField()).toHaveAccessibleDescription(expect.stringContaining('A chave CPF precisa ser o seu CPF.')),
    )
    expect(keyField()).toHaveValue('529.982.247-25')
    expect(await cpfField()).toHaveValue('529.982.247-25')
    expect(amountField()).toHaveValue('R$ 60,00')
  })
})

describe('withdraw page: amount', () => {
  it('the keypad types centavos: 1-9, 00, 0, Apagar, at most 10 digits; the keyboard works too', async () => {
    await openPage()
    expect(amountField()).toHaveValue('R$ 0,00')
    await press('1', '2', '3')
    expect(amountField()).toHaveValue('R$ 1,23')
    await press('00')
    expect(amountField()).toHaveValue('R$ 123,00')
    await press('Apagar', 'Apagar')
    expect(amountField()).toHaveValue('R$ 1,23')
    await press('0', '4', '5', '6', '7', '8', '9', '9')
    expect(amountField()).toHaveValue('R$ 12.304.567,89')
    await press('9')
    expect(amountField()).toHaveValue('R$ 12.304.567,89')

    await userEvent.click(amountField())
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}')
    expect(amountField()).toHaveValue('R$ 0,12')
    await userEvent.keyboard('5a{Delete}7')
    expect(amountField()).toHaveValue('R$ 1,27')
  })

  it('Sacar Total fills the cash balance; quick amounts fill theirs', async () => {
    await openPage()
    expect(screen.getByText('Disponível para saque').nextElementSibling).toHaveTextContent(/^R\$\s250,00$/)
    await userEvent.click(screen.getByRole('button', { name: 'Sacar Total' }))
    expect(amountField()).toHaveValue('R$ 250,00')
    const quick = within(screen.getByRole('group', { name: 'Valores rápidos' }))
    expect(quick.getAllByRole('button').map((b) => b.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'R$ 100,00',
      'R$ 200,00',
      'R$ 500,00',
      'R$ 1.000,00',
    ])
    await userEvent.click(quick.getByRole('button', { name: formatBRL(20000) }))
    expect(amountField()).toHaveValue('R$ 200,00')
  })

  it('says nothing at 0, then the first broken rule, on every change', async () => {
    await openPage()
    expect(issue()).toBeNull()
    await press('1', '0', '00')
    expect(amountField()).toHaveAccessibleDescription(`O valor mínimo para saque é ${formatBRL(5000)}`)
    expect(amountField()).toBeInvalid()
    await press('0')
    expect(issue()).toBeNull()
    await press('0')
    expect(amountField()).toHaveAccessibleDescription('Saldo insuficiente para realizar o saque')
    await press('0')
    expect(amountField()).toHaveAccessibleDescription(`O valor máximo para saque é ${formatBRL(500000)}`)
    await press('Apagar')
    expect(amountField()).toHaveAccessibleDescription('Saldo insuficiente para realizar o saque')
    await press('Apagar', 'Apagar')
    expect(amountField()).toHaveAccessibleDescription(`O valor mínimo para saque é ${formatBRL(5000)}`)
    await press('Apagar', 'Apagar', 'Apagar', 'Apagar')
    expect(amountField()).toHaveValue('R$ 0,00')
    expect(issue()).toBeNull()
    expect(amountField()).toBeValid()
  })

  it('a submit with an error shows it, focuses the amount and sends nothing', async () => {
    const calls = captureRequests(profileWithdraw)
    await openPage()
    await press('3', '0', '0', '00')
    await userEvent.click(submitButton())
    expect(amountField()).toHaveFocus()
    expect(amountField()).toHaveAccessibleDescription('Saldo insuficiente para realizar o saque')
    expect(calls).toHaveLength(0)
  })

  it('accept_terms starts on; off disables Solicitar Saque', async () => {
    await openPage()
    const terms = screen.getByRole('checkbox', { name: 'Li e aceito os termos de saque' })
    expect(terms).toBeChecked()
    expect(submitButton()).toBeDisabled()
    await press('6', '0', '00')
    expect(submitButton()).toBeEnabled()
    await userEvent.click(terms)
    expect(submitButton()).toBeDisabled()
    await userEvent.click(terms)
    expect(submitButton()).toBeEnabled()
  })
})

describe('withdraw page: sending', () => {
  it('sends amount in reais, the key as digits and its type; then the toast, the wallet reload and home', async () => {
    const calls = captureRequests(profileWithdraw)
    const { router, queryClient } = await openPage()
    await waitFor(() => expect(keyField()).toHaveValue('529.982.247-25'))
    await press('7', '5', '5', '0')
    await userEvent.click(submitButton())

    expect(await toast('Saque solicitado com sucesso!')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
    expect(calls[0]!.body).toEqual({ amount: 75.5, pix_key: '52998224725', pix_key_type: 'document' })
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    // The mock moved the money to balance_withdrawal; the reloaded wallet says so.
    await waitFor(() =>
      expect(queryClient.getQueryData(['profile', 'wallet'])).toMatchObject({
        balance: 17450,
        balance_withdrawal: 17550,
      }),
    )
  })

  it('a rapid double click sends one request', async () => {
    // The first request gets its answer only after both clicks: had the second click been let through, it would have
    // sent while the first was on its way (with an instant answer, the first could end between the two clicks).
    let answer!: () => void
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const calls = captureRequests(profileWithdraw)
    server.use(
      override(profileWithdraw, async () => {
        await answered
      }),
    )
    await openPage()
    await press('6', '0', '00')
    await userEvent.dblClick(submitButton())
    answer()
    expect(await toast('Saque solicitado com sucesso!')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
  })

  it("without the server's words, the success text is its own", async () => {
    server.use(override(profileWithdraw, () => HttpResponse.json({ success: true })))
    const { router } = await openPage()
    await press('6', '0', '00')
    await userEvent.click(submitButton())
    expect(await toast('Saque solicitado com sucesso!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it.each([
    [
      '400 {error}',
      faults.json(400, { error: 'Limite diário de saques atingido' }),
      ['Limite diário de saques atingido'],
    ],
    ['400 {message}', faults.json(400, { message: 'Conta em verificação' }), ['Conta em verificação']],
    [
      '422 {message, errors}',
      faults.json(422, { message: 'The given data was invalid.', errors: { amount: ['x'] } }),
      ['The given data was invalid.'],
    ],
    [
      '422 {errors}',
      faults.json(422, { errors: { amount: ['Valor inválido'], pix_key: ['Chave inválida'] } }),
      ['Valor inválido', 'Chave inválida'],
    ],
    ['500 with an HTML page', faults.html500(), ['Erro ao processar requisição']],
    ['a malformed answer', faults.malformed(), ['Erro ao processar requisição']],
    ['no answer', faults.network(), ['Erro de conexão']],
    ['success false without a message', faults.json(200, { success: false }), ['Erro ao processar sua solicitação']],
    [
      'success false with a message',
      faults.json(200, { success: false, message: 'Saques suspensos hoje' }),
      ['Saques suspensos hoje'],
    ],
  ])('%s', async (_, answer, texts) => {
    server.use(override(profileWithdraw, answer))
    const { router } = await openPage()
    await press('6', '0', '00')
    await userEvent.click(submitButton())
    for (const text of texts) expect(await toast(text)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/profile/withdraw')
    // The form stays as it was, ready to try again.
    expect(amountField()).toHaveValue('R$ 60,00')
    expect(submitButton()).toBeEnabled()
  })

  it("the mock's own validation (422 for a bad key) reaches the player", async () => {
    await openPage()
    await userEvent.selectOptions(typeSelect(), 'Chave Aleatória')
    await fill(userEvent, keyField(), 'nao-e-uma-chave')
    await press('6', '0', '00')
    await userEvent.click(submitButton())
    expect(await toast('A chave PIX deve ser uma chave aleatória válida.')).toBeInTheDocument()
  })

  it('no answer in time (timeout) is a connection error', async () => {
    server.use(override(profileWithdraw, faults.hang()))
    await openPage()
    configureApi({ timeout: 100 })
    await press('6', '0', '00')
    await userEvent.click(submitButton())
    expect(await toast('Erro de conexão')).toBeInTheDocument()
  })

  it('a retry after no answer in time is sent with the same idempotency key (the first may have reached the server)', async () => {
    const connection = holdAnswers(profileWithdraw)
    const calls = captureRequests(profileWithdraw)
    await openPage()
    configureApi({ timeout: 100 })
    await press('6', '0', '00')
    await userEvent.click(submitButton())
    expect(await toast('Erro de conexão')).toBeInTheDocument()
    connection.release()
    await waitFor(() => expect(submitButton()).toBeEnabled())
    await userEvent.click(submitButton())
    expect(await toast('Saque solicitado com sucesso!')).toBeInTheDocument()
    expect(calls).toHaveLength(2)
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(calls[1]!.headers.get('Idempotency-Key')).toBe(calls[0]!.headers.get('Idempotency-Key'))
  })

  it("a 500 from the mock shows the catalogue's text, not the body's words", async () => {
    scenarios.setFault('profile.withdraw', '500')
    await openPage()
    await press('6', '0', '00')
    await userEvent.click(submitButton())
    expect(await toast('Erro ao processar requisição')).toBeInTheDocument()
    expect(screen.queryByText('Server Error')).not.toBeInTheDocument()
  })

  it('an expired session (401) ends the session', async () => {
    const { store } = await openPage()
    // As main.tsx wires it: a 401 on a call that carried the token goes to the session layer.
    configureAppClient()
    server.use(override(profileWithdraw, faults.json(401, { error: 'Unauthenticated.' })))
    await press('6', '0', '00')
    await userEvent.click(submitButton())
    // The session layer takes over: signed out, and the login asks for the password again.
    await waitFor(() => expect(store.get(isAuthenticatedAtom)).toBe(false), { timeout: 10_000 })
    expect(await screen.findByRole('dialog', { name: 'Entrar na sua conta' }, { timeout: 10_000 })).toBeInTheDocument()
  })
})

describe('withdraw page: the wallet', () => {
  it('shows a loading state, then the form', async () => {
    const { store } = signedInAsDemo({ modalOpen: false })
    await navigateWithSlowWallet('/profile/withdraw', store)
    expect(await screen.findByText('Carregando carteira…', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Sacar Total' }, { timeout: 10_000 })).toBeInTheDocument()
  })

  it('a failed wallet shows its fallback and a retry', async () => {
    scenarios.setFault('profile.wallet', 'network')
    const { store } = signedInAsDemo({ modalOpen: false })
    renderRoute('/profile/withdraw', { store })
    expect(await toast('Erro ao carregar dados da carteira')).toBeInTheDocument()
    scenarios.clearFault('profile.wallet')
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('button', { name: 'Sacar Total' })).toBeInTheDocument()
  })

  it('the back button goes to the wallet when the page was opened directly', async () => {
    const { router } = await openPage()
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/wallet'))
  })
})
