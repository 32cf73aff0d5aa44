import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import { db, DEMO_PLAYER } from '@mocks/db/index.ts'
import { override } from '@mocks/override.ts'
import { scenarios } from '@mocks/scenarios.ts'
import { configureApi } from '@/api/client.ts'
import { depositBrasilcash, depositPayment, depositRexpay } from '@/api/deposit.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { signedInPlayer } from '@/testing/deposit-fixtures.ts'
import { renderInProviders } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { maskCpf } from '@/shared/br/masks.ts'
import { takePause } from '@mocks/protection/pause-db.ts'
import { DepositWidget } from './deposit-widget.tsx'

const BR_CODE =
  '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6009Sao Paulo62070503***63046069'

function renderWidget() {
  const { store } = signedInPlayer()
  const view = renderInProviders(
    <Suspense fallback="…">
      <DepositWidget />
    </Suspense>,
    { store },
  )
  return { ...view, user: userEvent.setup() }
}

const amountField = () => screen.findByRole('textbox', { name: 'Valor do depósito' })
const generateButton = () => screen.getByRole('button', { name: 'Gerar PIX' })
const toast = (text: string | RegExp) => screen.findByText(text, { selector: '.mantine-Notification-description' })

/** Types the amount key by key: for the tests about the amount's input rule. */
async function typeAmount(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = await amountField()
  await user.clear(field)
  if (text) await user.type(field, text)
  return field
}

/** Pastes the amount whole: for the tests on their way to something else (src/testing/typing.ts). */
async function fillAmount(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = await amountField()
  await user.clear(field)
  if (text) await fill(user, field, text)
  return field
}

describe('deposit form: the amount', () => {
  it('is titled Depósito via PIX, starts empty with Gerar PIX disabled and no message yet', async () => {
    renderWidget()
    expect(await screen.findByRole('heading', { name: 'Depósito via PIX', level: 1 })).toBeInTheDocument()
    const field = await amountField()
    expect(field).toHaveValue('')
    expect(field).toHaveAccessibleDescription(/Mínimo R\$\s20,00 · Máximo R\$\s5\.000,00/)
    expect(field).toBeValid()
    expect(generateButton()).toBeDisabled()
  })

  it('empty or 0: "Por favor, insira um valor válido"', async () => {
    const { user } = renderWidget()
    const field = await fillAmount(user, '0')
    expect(field).toHaveValue('0')
    expect(field).toBeInvalid()
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Por favor, insira um valor válido'))
    await fillAmount(user, '0,00')
    expect(field).toHaveValue('0,00')
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Por favor, insira um valor válido'))
    expect(generateButton()).toBeDisabled()
    await fillAmount(user, '')
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Por favor, insira um valor válido'))
    expect(generateButton()).toBeDisabled()
  })

  it('below the minimum and above the maximum, with the formatted limits', async () => {
    const { user } = renderWidget()
    const field = await fillAmount(user, '19,99')
    expect(field).toHaveAccessibleDescription(expect.stringMatching(/O valor mínimo é de R\$\s20,00/))
    expect(generateButton()).toBeDisabled()
    await fillAmount(user, '5000,01')
    expect(field).toHaveAccessibleDescription(expect.stringMatching(/O valor máximo é de R\$\s5\.000,00/))
    expect(generateButton()).toBeDisabled()
    await fillAmount(user, '5000')
    expect(field).toBeValid()
    expect(generateButton()).toBeEnabled()
  })

  it('takes a comma (or a dot) as the decimal separator', async () => {
    const { user } = renderWidget()
    const field = await typeAmount(user, '50,5')
    expect(field).toHaveValue('50,5')
    expect(generateButton()).toBeEnabled()
    await typeAmount(user, '20.75')
    expect(field).toHaveValue('20,75')
    expect(generateButton()).toBeEnabled()
  })

  it('masks to six integer digits and two decimals', async () => {
    const { user } = renderWidget()
    const field = await typeAmount(user, '1234567,899')
    expect(field).toHaveValue('123456,89')
    await typeAmount(user, 'R$ 12a,3x')
    expect(field).toHaveValue('12,3')
  })
})

describe('deposit form: keypad and quick amounts', () => {
  it('types with 1-9, 00 and 0, strips leading zeros and erases with Apagar', async () => {
    const { user } = renderWidget()
    const field = await amountField()
    const keypad = within(screen.getByRole('group', { name: 'Teclado numérico' }))
    expect(keypad.getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual([
      '1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0', 'Apagar',
    ])
    await user.click(keypad.getByRole('button', { name: '0' }))
    await user.click(keypad.getByRole('button', { name: '00' }))
    expect(field).toHaveValue('')
    await user.click(keypad.getByRole('button', { name: '2' }))
    await user.click(keypad.getByRole('button', { name: '5' }))
    await user.click(keypad.getByRole('button', { name: '00' }))
    expect(field).toHaveValue('2500')
    await user.click(keypad.getByRole('button', { name: 'Apagar' }))
    expect(field).toHaveValue('250')
    expect(generateButton()).toBeEnabled()
  })

  it('is usable from the keyboard', async () => {
    const { user } = renderWidget()
    const field = await amountField()
    const keypad = within(screen.getByRole('group', { name: 'Teclado numérico' }))
    keypad.getByRole('button', { name: '7' }).focus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(field).toHaveValue('77')
    keypad.getByRole('button', { name: 'Apagar' }).focus()
    await user.keyboard('{Enter}')
    expect(field).toHaveValue('7')
  })

  it('refuses a key past the mask or 10 characters, whole', async () => {
    const { user } = renderWidget()
    const field = await typeAmount(user, '123456,7')
    const keypad = within(screen.getByRole('group', { name: 'Teclado numérico' }))
    await user.click(keypad.getByRole('button', { name: '8' }))
    expect(field).toHaveValue('123456,78')
    await user.click(keypad.getByRole('button', { name: '9' }))
    await user.click(keypad.getByRole('button', { name: '00' }))
    expect(field).toHaveValue('123456,78')
    expect((field as HTMLInputElement).value.length).toBeLessThanOrEqual(10)
  })

  it('offers 20, 50, 100 and 200 reais within the default limits; a click fills the field', async () => {
    const { user } = renderWidget()
    const field = await amountField()
    const quick = within(screen.getByRole('group', { name: 'Valores rápidos' }))
    const labels = quick.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ' '))
    expect(labels).toEqual(['R$ 20,00', 'R$ 50,00', 'R$ 100,00', 'R$ 200,00'])
    await user.click(quick.getByRole('button', { name: /R\$\s50,00/ }))
    expect(field).toHaveValue('50')
    expect(quick.getByRole('button', { name: /R\$\s50,00/ })).toHaveAttribute('aria-pressed', 'true')
    expect(generateButton()).toBeEnabled()
  })

  it('spreads the quick amounts over other limits (min, then 25/50/75% of the range)', async () => {
    db.settings.update({ min_deposit: '100.00', max_deposit: '1000.00' })
    renderWidget()
    const quick = within(await screen.findByRole('group', { name: 'Valores rápidos' }))
    const labels = quick.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ' '))
    expect(labels).toEqual(['R$ 100,00', 'R$ 325,00', 'R$ 550,00', 'R$ 775,00'])
  })
})

describe('deposit form: bonus', () => {
  it('accept_bonus is on by default and previews amount × initial_bonus / 100', async () => {
    const { user } = renderWidget()
    const checkbox = await screen.findByRole('checkbox', { name: 'Quero receber o bônus de 100%' })
    expect(checkbox).toBeChecked()
    await fillAmount(user, '50')
    expect(screen.getByText('Bônus').nextElementSibling).toHaveTextContent(/^R\$\s50,00$/)
    expect(screen.getByText('Total com bônus').nextElementSibling).toHaveTextContent(/^R\$\s100,00$/)

    await user.click(checkbox)
    expect(checkbox).not.toBeChecked()
    expect(screen.queryByText('Total com bônus')).not.toBeInTheDocument()
  })

  it('is hidden when initial_bonus is 0', async () => {
    db.settings.update({ initial_bonus: 0 })
    const { user } = renderWidget()
    await fillAmount(user, '50')
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.queryByText('Total com bônus')).not.toBeInTheDocument()
  })
})

describe('deposit request: each gateway', () => {
  it('offers the gateways the settings enable, BrasilCash selected', async () => {
    renderWidget()
    const group = await screen.findByRole('group', { name: 'Forma de pagamento' })
    const radios = within(group).getAllByRole('radio')
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'PIX · BrasilCash',
      'PIX · RexPay',
      'PIX · DigitoPay',
    ])
    expect(within(group).getByRole('radio', { name: 'PIX · BrasilCash' })).toBeChecked()
  })

  it('hides the chooser when only one gateway is enabled', async () => {
    db.settings.update({ rexpay_is_enable: false, digitopay_is_enable: false })
    renderWidget()
    await amountField()
    expect(screen.queryByRole('group', { name: 'Forma de pagamento' })).not.toBeInTheDocument()
  })

  it.each([
    ['PIX · BrasilCash', 'brasilcash', depositBrasilcash, '/api/brasilcash/qrcode-pix'],
    ['PIX · RexPay', 'rexpay', depositRexpay, '/api/rexpay/qrcode-pix'],
    ['PIX · DigitoPay', 'digitopay', depositPayment, '/api/wallet/deposit/payment'],
  ] as const)('%s posts to its path with amount, accept_bonus, cpf, gateway and paymentType', async (label, gateway, endpoint, path) => {
    const calls = captureRequests(endpoint)
    const { user } = renderWidget()
    await user.click(await screen.findByRole('radio', { name: label }))
    await fillAmount(user, '50,5')
    await user.click(generateButton())
    expect(await toast('QR Code gerado com sucesso')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url.pathname).toBe(path)
    expect(calls[0]?.body).toEqual({
      amount: '50.50',
      accept_bonus: true,
      cpf: DEMO_PLAYER.cpf,
      gateway,
      paymentType: 'pix',
    })
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(await screen.findByRole('img', { name: /QR Code do PIX de R\$\s50,50/ })).toBeInTheDocument()
  })

  it('sends accept_bonus false when unticked', async () => {
    const calls = captureRequests(depositBrasilcash)
    const { user } = renderWidget()
    await user.click(await screen.findByRole('checkbox', { name: /Quero receber o bônus/ }))
    await fillAmount(user, '20')
    await user.click(generateButton())
    await toast('QR Code gerado com sucesso')
    expect(calls[0]?.body).toMatchObject({ amount: '20.00', accept_bonus: false, cpf: DEMO_PLAYER.cpf })
    // The CPF on file is sent without asking.
    expect(screen.queryByRole('textbox', { name: 'CPF' })).not.toBeInTheDocument()
  })

  it('a rapid double click sends one request', async () => {
    const calls = captureRequests(depositBrasilcash)
    const before = db.deposits.count()
    const { user } = renderWidget()
    await fillAmount(user, '50')
    // Two clicks in the same task, before React re-renders the button as disabled (userEvent waits between them).
    fireEvent.click(generateButton())
    fireEvent.click(generateButton())
    expect(await toast('QR Code gerado com sucesso')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
    expect(db.deposits.count()).toBe(before + 1)
    expect(screen.getAllByText('QR Code gerado com sucesso')).toHaveLength(1)
  })

  it('shows the loading state on Gerar PIX and locks the form while sending', async () => {
    server.use(override(depositBrasilcash, faults.hang()))
    const { user } = renderWidget()
    const field = await fillAmount(user, '50')
    await user.click(generateButton())
    await waitFor(() => expect(generateButton()).toHaveAttribute('data-loading', 'true'))
    expect(generateButton()).toBeDisabled()
    expect(field).toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: 'Apagar' })).toBeDisabled()
  })
})

describe('deposit request: errors', () => {
  async function submit(user: ReturnType<typeof userEvent.setup>) {
    await fillAmount(user, '50')
    await user.click(generateButton())
  }

  it('an API error shows each value of its error object as a toast (400)', async () => {
    server.use(override(depositBrasilcash, faults.json(400, { error: 'Gateway de pagamento indisponível no momento.' })))
    const { user } = renderWidget()
    await submit(user)
    expect(await toast('Gateway de pagamento indisponível no momento.')).toBeInTheDocument()
    // The form stays, with the amount, to try again.
    expect(await amountField()).toHaveValue('50')
  })

  it('a 422 shows every field message', async () => {
    server.use(
      override(
        depositBrasilcash,
        faults.json(422, { amount: ['O valor mínimo de depósito é R$ 20,00.'], cpf: ['O campo CPF não é um CPF válido.'] }),
      ),
    )
    const { user } = renderWidget()
    await submit(user)
    expect(await toast('O valor mínimo de depósito é R$ 20,00.')).toBeInTheDocument()
    expect(await toast('O campo CPF não é um CPF válido.')).toBeInTheDocument()
  })

  it('the mock gateway switched off answers 400 with its message', async () => {
    const { user } = renderWidget()
    await fillAmount(user, '50')
    // Switched off after the form loaded its settings.
    db.settings.update({ brasilcash_is_enable: false })
    await user.click(generateButton())
    expect(await toast('Gateway de pagamento indisponível no momento.')).toBeInTheDocument()
  })

  it('a 500 with an HTML page: "Erro ao processar requisição", no HTML in a toast', async () => {
    server.use(override(depositBrasilcash, faults.html500()))
    const { user } = renderWidget()
    await submit(user)
    expect(await toast('Erro ao processar requisição')).toBeInTheDocument()
    expect(screen.queryByText(/Server Error|doctype/i)).not.toBeInTheDocument()
  })

  it("the mock's 500 fault shows the catalogue's text, not the body's words", async () => {
    scenarios.setFault('deposit.brasilcash', '500')
    const { user } = renderWidget()
    await submit(user)
    expect(await toast('Erro ao processar requisição')).toBeInTheDocument()
    expect(screen.queryByText('Server Error')).not.toBeInTheDocument()
  })

  it('a 500 with a debug trace in its JSON body shows only the fallback', async () => {
    server.use(
      override(
        depositBrasilcash,
        faults.json(500, {
          message: 'SQLSTATE[42S22]: Column not found: 1054 Unknown column',
          exception: 'Illuminate\\Database\\QueryException',
          file: '/var/www/jogada/vendor/laravel/framework/src/Illuminate/Database/Connection.php',
          trace: [{ file: '/var/www/jogada/app/Http/Controllers/PixController.php', line: 42 }],
        }),
      ),
    )
    const { user } = renderWidget()
    await submit(user)
    expect(await toast('Erro ao processar requisição')).toBeInTheDocument()
    expect(screen.queryByText(/SQLSTATE|var\/www|QueryException/)).not.toBeInTheDocument()
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1)
  })

  it('the same words twice in a 4xx body show once', async () => {
    server.use(
      override(
        depositBrasilcash,
        faults.json(422, { amount: ['Dados inválidos.'], cpf: ['Dados inválidos.'], gateway: ['Gateway inválido.'] }),
      ),
    )
    const { user } = renderWidget()
    await submit(user)
    expect(await toast('Gateway inválido.')).toBeInTheDocument()
    expect(screen.getAllByText('Dados inválidos.', { selector: '.mantine-Notification-description' })).toHaveLength(1)
  })

  it('network down: "Erro de conexão"', async () => {
    scenarios.setFault('deposit.brasilcash', 'network')
    const { user } = renderWidget()
    await submit(user)
    expect(await toast('Erro de conexão')).toBeInTheDocument()
  })

  it('no answer in time: "Erro de conexão", and the retry reuses the idempotency key', async () => {
    scenarios.setFault('deposit.brasilcash', 'timeout')
    const calls = captureRequests(depositBrasilcash)
    const { user } = renderWidget()
    configureApi({ timeout: 100 })
    await submit(user)
    expect(await toast('Erro de conexão')).toBeInTheDocument()
    scenarios.clearFault('deposit.brasilcash')
    await waitFor(() => expect(generateButton()).toBeEnabled())
    await user.click(generateButton())
    expect(await toast('QR Code gerado com sucesso')).toBeInTheDocument()
    expect(calls).toHaveLength(2)
    expect(calls[1]?.headers.get('Idempotency-Key')).toBe(calls[0]?.headers.get('Idempotency-Key'))
  })

  it('a body that breaks the contract: "Erro ao processar requisição"', async () => {
    scenarios.setFault('deposit.brasilcash', 'malformed')
    const { user } = renderWidget()
    await submit(user)
    expect(await toast('Erro ao processar requisição')).toBeInTheDocument()
  })

  it('a code without a transaction id: "Erro ao obter ID da transação. Tente novamente."', async () => {
    server.use(override(depositBrasilcash, () => HttpResponse.json({ status: true, qrcode: BR_CODE })))
    const { user } = renderWidget()
    await submit(user)
    expect(await toast('Erro ao obter ID da transação. Tente novamente.')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /QR Code/ })).not.toBeInTheDocument()
  })

  it('an empty answer: "Erro ao gerar o PIX. Tente novamente."', async () => {
    server.use(override(depositBrasilcash, () => HttpResponse.json(null)))
    const { user } = renderWidget()
    await submit(user)
    expect(await toast('Erro ao gerar o PIX. Tente novamente.')).toBeInTheDocument()

    notificationsClean()
    server.use(override(depositBrasilcash, () => HttpResponse.json({ idTransaction: 'tx-9' })))
    await user.click(generateButton())
    expect(await toast('Erro ao gerar o PIX. Tente novamente.')).toBeInTheDocument()
  })

  it('a 2xx refusal shows its words', async () => {
    server.use(override(depositBrasilcash, () => HttpResponse.json({ status: false, message: 'Limite diário atingido.' })))
    const { user } = renderWidget()
    await submit(user)
    expect(await toast('Limite diário atingido.')).toBeInTheDocument()
  })
})

function notificationsClean() {
  for (const node of document.querySelectorAll('.mantine-Notification-root')) node.remove()
}

describe('deposit form: the CPF, asked once when the account has none', () => {
  /** A real CPF nobody in the seed holds. */
  const FRESH_CPF = '39827164546'
  const cpfField = () => screen.findByRole('textbox', { name: /^CPF/ })

  it('asks for it, checks its digits, sends it, and the mock keeps it: the next deposit does not ask', async () => {
    db.users.update(1, { cpf: null })
    const calls = captureRequests(depositBrasilcash)
    const { user, unmount } = renderWidget()
    const field = await cpfField()
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Depósitos e saques usam o seu CPF.'))
    await fillAmount(user, '50')
    // A CPF with wrong check digits keeps Gerar PIX off and says so once the field is left.
    await fill(user, field, '39827164545')
    expect(field).toHaveValue('398.271.645-45')
    await user.tab()
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Digite um CPF válido.'))
    expect(generateButton()).toBeDisabled()
    await user.clear(field)
    await fill(user, field, FRESH_CPF)
    expect(field).toBeValid()
    await user.click(generateButton())
    expect(await toast('QR Code gerado com sucesso')).toBeInTheDocument()
    expect(calls[0]?.body).toMatchObject({ amount: '50.00', cpf: FRESH_CPF })
    expect(db.users.find(1)?.cpf).toBe(FRESH_CPF)
    unmount()

    // Another deposit (a new widget, the cached account data refreshed): the CPF on file, not asked.
    renderWidget()
    await amountField()
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^CPF/ })).not.toBeInTheDocument())
  })

  it('shows a self-excluded player’s refusal under the CPF and as a toast, keeping what was typed', async () => {
    db.users.update(1, { cpf: null })
    const excluded = db.users.find(3)?.cpf ?? ''
    takePause(3, 'indefinite')
    const words = 'Você se autoexcluiu por tempo indeterminado. Para reabrir a conta, fale com o suporte.'
    const { user } = renderWidget()
    const field = await cpfField()
    await fill(user, field, excluded)
    await fillAmount(user, '75')
    await user.click(generateButton())
    expect(await toast(words)).toBeInTheDocument()
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(words)))
    expect(field).toHaveValue(maskCpf(excluded))
    expect(await amountField()).toHaveValue('75')
    expect(db.users.find(1)?.cpf).toBeNull()
    // Changing the CPF takes the server's word away.
    await user.type(field, '{Backspace}')
    await waitFor(() => expect(field).not.toHaveAccessibleDescription(expect.stringContaining(words)))
  })
})

