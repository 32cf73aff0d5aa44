import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { QueryObserver, type QueryClient } from '@tanstack/react-query'
import { override } from '@mocks/override.ts'
import { server } from '@mocks/node.ts'
import { db } from '@mocks/db/index.ts'
import { subscriberCount } from '@mocks/realtime.ts'
import { userChannel } from '@/api/broadcasting.ts'
import { approveWithdrawal, rejectWithdrawal } from '@mocks/pix/withdrawals.ts'
import { callApi, configureApi } from '@/api/client.ts'
import { profileWallet } from '@/api/wallet.ts'
import { walletWithdrawHistory, walletWithdrawRequest } from '@/api/wallet-area.ts'
import { formatBRL } from '@/shared/money.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { DEMO_ID, signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { holdAnswers } from '@/testing/deposit-fixtures.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { fill as paste } from '@/testing/typing.ts'
import { WithdrawDialog } from './withdraw-dialog.tsx'

async function openDialog({ statusPollMs = 30 }: { statusPollMs?: number } = {}) {
  const { store } = signedInAsDemo({ modalOpen: false })
  const { wallet } = await callApi(profileWallet)
  const onClose = vi.fn()
  const view = renderWithProviders(
    <Suspense fallback={null}>
      <WithdrawDialog opened onClose={onClose} wallet={wallet} statusPollMs={statusPollMs} />
    </Suspense>,
    { store },
  )
  const dialog = within(await screen.findByRole('dialog', { name: 'Solicitar saque' }, { timeout: 10_000 }))
  return { ...view, dialog, onClose, wallet }
}

/**
 * Waits until a query polling every `ms` has fetched `times` more times: a clock that moves like the dialog's own
 * polls, so a test can show that a poll which should not happen had every chance to.
 */
async function pollerTicks(queryClient: QueryClient, ms: number, times: number) {
  const clock = { count: 0 }
  const tick = () => ++clock.count
  const observer = new QueryObserver(queryClient, {
    queryKey: ['test-clock', crypto.randomUUID()],
    queryFn: tick,
    refetchInterval: ms,
  })
  const unsubscribe = observer.subscribe(() => {})
  try {
    await waitFor(() => expect(clock.count).toBeGreaterThan(times))
  } finally {
    unsubscribe()
  }
}

type Dialog = Awaited<ReturnType<typeof openDialog>>['dialog']

const amount = (d: Dialog) => d.getByRole('textbox', { name: /^Valor/ })
const keyType = (d: Dialog) => d.getByRole('combobox', { name: /^Tipo de chave/ })
const key = (d: Dialog) => d.getByRole('textbox', { name: /^Chave PIX/ })
const submit = (d: Dialog) => d.getByRole('button', { name: 'Solicitar saque' })
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' })
const brl = (centavos: number) => formatBRL(centavos).replace(/\s/g, ' ')

/**
 * Fills the form on the way to what a test is about: each field pasted whole (src/testing/typing.ts); `typed` types
 * it key by key, for the test about the amount's input rule and the key's mask.
 */
async function fill(
  d: Dialog,
  values: { amount?: string; type?: string; key?: string },
  { typed = false }: { typed?: boolean } = {},
) {
  const put = (field: HTMLElement, text: string) =>
    typed ? userEvent.type(field, text) : paste(userEvent, field, text)
  if (values.amount !== undefined) {
    await userEvent.clear(amount(d))
    await put(amount(d), values.amount)
  }
  if (values.type) await userEvent.selectOptions(keyType(d), values.type)
  if (values.key !== undefined) {
    await userEvent.clear(key(d))
    await put(key(d), values.key)
  }
}

describe('withdraw dialog: the form', () => {
  it('starts with the cash balance, an empty form and the submit disabled', async () => {
    const { dialog } = await openDialog()
    expect(dialog.getByText(`Saldo disponível para saque: ${brl(25000)}`)).toBeInTheDocument()
    expect(amount(dialog)).toHaveValue('')
    expect(keyType(dialog)).toHaveValue('')
    expect(key(dialog)).toHaveValue('')
    expect(submit(dialog)).toBeDisabled()
  })

  it('shows each rule as it is broken, in order: valid, minimum, maximum, balance', async () => {
    const { dialog } = await openDialog()
    await fill(dialog, { amount: '0' })
    expect(amount(dialog)).toHaveAccessibleDescription('Por favor, insira um valor válido')
    await fill(dialog, { amount: '10' })
    expect(amount(dialog)).toHaveAccessibleDescription(`O valor mínimo é de ${formatBRL(5000)}`)
    await fill(dialog, { amount: '6000' })
    expect(amount(dialog)).toHaveAccessibleDescription(`O valor máximo é de ${formatBRL(500000)}`)
    await fill(dialog, { amount: '250,01' })
    expect(amount(dialog)).toHaveAccessibleDescription('Saldo insuficiente')
    await fill(dialog, { amount: '250,00' })
    expect(amount(dialog)).not.toHaveAccessibleDescription()
    expect(submit(dialog)).toBeDisabled()
  })

  it('asks for the key and its type once touched', async () => {
    const { dialog } = await openDialog()
    await userEvent.click(key(dialog))
    await userEvent.tab()
    expect(key(dialog)).toHaveAccessibleDescription('Por favor, insira sua chave PIX')
    await userEvent.click(keyType(dialog))
    await userEvent.tab()
    expect(keyType(dialog)).toHaveAccessibleDescription('Por favor, selecione o tipo de chave')
    await userEvent.selectOptions(keyType(dialog), 'E-mail')
    expect(keyType(dialog)).not.toHaveAccessibleDescription()
  })

  it('takes a comma as the decimal separator; masks the key by its type', async () => {
    const { dialog } = await openDialog()
    await fill(dialog, { amount: 'R$ 75,5' }, { typed: true })
    expect(amount(dialog)).toHaveValue('75,5')
    await fill(dialog, { type: 'Telefone', key: '11987654321' }, { typed: true })
    expect(key(dialog)).toHaveValue('(11) 98765-4321')
    expect(key(dialog)).toHaveAttribute('maxlength', '15')
    await userEvent.selectOptions(keyType(dialog), 'CPF')
    expect(key(dialog)).toHaveAttribute('maxlength', '18')
    await fill(dialog, { key: '52998224725' }, { typed: true })
    expect(key(dialog)).toHaveValue('529.982.247-25')
    expect(submit(dialog)).toBeEnabled()
  })
})

describe('withdraw dialog: sending and the status', () => {
  it('sends the request, says so, and follows it from Em análise to Aprovado', async () => {
    const calls = captureRequests(walletWithdrawRequest)
    const { dialog, queryClient, wallet } = await openDialog()
    // The overview behind the dialog holds the wallet; the request must mark it for reloading.
    queryClient.setQueryData(['profile', 'wallet'], wallet)
    await fill(dialog, { amount: '75,50', type: 'E-mail', key: 'Demo@Jogada.com.br' })
    await userEvent.click(submit(dialog))

    expect(await toast('Solicitação de saque enviada com sucesso')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
    expect(calls[0]!.body).toEqual({
      pix_key: 'demo@jogada.com.br',
      pix_type: 'email',
      amount: 75.5,
      type: 'pix',
      currency: 'BRL',
      symbol: 'R$',
      accept_terms: true,
    })
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)

    expect(await dialog.findByText('Em análise')).toBeInTheDocument()
    expect(dialog.getByText(brl(7550))).toBeInTheDocument()
    expect(dialog.getByText('demo@jogada.com.br')).toBeInTheDocument()
    const request = db.withdrawals.where((w) => w.status === 0).at(-1)!
    expect(request.amount).toBe('75.50')

    // The request reloaded the wallet; the decision must reload it again (a fresh copy stands in for the reload).
    expect(queryClient.getQueryState(['profile', 'wallet'])?.isInvalidated).toBe(true)
    queryClient.setQueryData(['profile', 'wallet'], wallet)
    approveWithdrawal(request.id)
    expect(await dialog.findByText('Aprovado', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(dialog.getByText('Saque aprovado: o valor foi enviado para a sua chave PIX.')).toBeInTheDocument()
    expect(dialog.queryByText('Em análise')).not.toBeInTheDocument()
    await waitFor(() => expect(queryClient.getQueryState(['profile', 'wallet'])?.isInvalidated).toBe(true))
  })

  it('a rejected request shows Rejeitado, and the money is back', async () => {
    const { dialog, queryClient, wallet } = await openDialog()
    await fill(dialog, { amount: '60', type: 'CPF', key: '52998224725' })
    await userEvent.click(submit(dialog))
    expect(await dialog.findByText('Em análise')).toBeInTheDocument()
    expect(db.wallets.find(1)?.balance).toBe('190.00')
    queryClient.setQueryData(['profile', 'wallet'], wallet)
    rejectWithdrawal(db.withdrawals.where((w) => w.status === 0).at(-1)!.id)
    expect(await dialog.findByText('Rejeitado', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(dialog.getByText('Saque rejeitado: o valor voltou para o seu saldo.')).toBeInTheDocument()
    expect(db.wallets.find(1)?.balance).toBe('250.00')
    await waitFor(() => expect(queryClient.getQueryState(['profile', 'wallet'])?.isInvalidated).toBe(true))
  })

  it('the server push withdrawal.updated decides it at once, without waiting for the next check', async () => {
    // A poll interval no test waits for: only the realtime push can bring the decision in time.
    const { dialog } = await openDialog({ statusPollMs: 600_000 })
    await fill(dialog, { amount: '60', type: 'CPF', key: '52998224725' })
    await userEvent.click(submit(dialog))
    expect(await dialog.findByText('Em análise')).toBeInTheDocument()
    await waitFor(() => expect(subscriberCount(userChannel(DEMO_ID))).toBe(1))
    approveWithdrawal(db.withdrawals.where((w) => w.status === 0).at(-1)!.id)
    expect(await dialog.findByText('Aprovado', {}, { timeout: 10_000 })).toBeInTheDocument()
  })

  it('stops asking once the request is decided', async () => {
    const polls = captureRequests(walletWithdrawHistory)
    const { dialog, queryClient } = await openDialog()
    await fill(dialog, { amount: '60', type: 'CPF', key: '52998224725' })
    await userEvent.click(submit(dialog))
    expect(await dialog.findByText('Em análise')).toBeInTheDocument()
    await waitFor(() => expect(polls.length).toBeGreaterThan(1))
    approveWithdrawal(db.withdrawals.where((w) => w.status === 0).at(-1)!.id)
    await dialog.findByText('Aprovado', {}, { timeout: 10_000 })
    const settled = polls.length
    // A poller on the same period, as a clock: after it has asked three more times, the dialog would have too.
    await pollerTicks(queryClient, 30, 3)
    expect(polls.length).toBe(settled)
  })

  it('without a record in the answer it still says Em análise', async () => {
    server.use(override(walletWithdrawRequest, () => HttpResponse.json({ message: 'ok' })))
    const polls = captureRequests(walletWithdrawHistory)
    const { dialog, queryClient } = await openDialog()
    await fill(dialog, { amount: '60', type: 'CPF', key: '52998224725' })
    await userEvent.click(submit(dialog))
    expect(await dialog.findByText('Em análise')).toBeInTheDocument()
    // A poller on the dialog's period, as a clock: after it has asked three times, a following dialog would have too.
    await pollerTicks(queryClient, 30, 3)
    expect(polls).toHaveLength(0)
  })

  it('a rapid double click sends one request', async () => {
    const calls = captureRequests(walletWithdrawRequest)
    const { dialog } = await openDialog()
    await fill(dialog, { amount: '60', type: 'CPF', key: '52998224725' })
    await userEvent.dblClick(submit(dialog))
    expect(await dialog.findByText('Em análise')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
  })

  it.each([
    [
      '400 {error}',
      faults.json(400, { error: 'Limite diário de saques atingido' }),
      ['Limite diário de saques atingido'],
    ],
    ['422 {errors}', faults.json(422, { errors: { pix_key: ['Chave inválida'] } }), ['Chave inválida']],
    ['500 with an HTML page', faults.html500(), ['Erro ao processar requisição']],
    [
      'an answer that is not JSON',
      () => new HttpResponse('<html>ok</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      ['Erro ao processar requisição'],
    ],
    ['an answer the contract refuses', faults.json(200, { status: 'talvez' }), ['Erro ao processar requisição']],
    ['no answer', faults.network(), ['Erro de conexão']],
    ['status false without a message', faults.json(200, { status: false }), ['Erro ao processar sua solicitação']],
  ])('%s keeps the form with the notice', async (_, answer, texts) => {
    server.use(override(walletWithdrawRequest, answer))
    const { dialog } = await openDialog()
    await fill(dialog, { amount: '60', type: 'CPF', key: '52998224725' })
    await userEvent.click(submit(dialog))
    for (const text of texts) expect(await toast(text)).toBeInTheDocument()
    expect(dialog.queryByText('Em análise')).not.toBeInTheDocument()
    expect(submit(dialog)).toBeEnabled()
  })

  it("the mock's refusals reach the player: a key that is not a phone, a balance spent meanwhile", async () => {
    const { dialog, wallet } = await openDialog()
    await fill(dialog, { amount: '60', type: 'Telefone', key: '1234' })
    await userEvent.click(submit(dialog))
    expect(await toast('A chave PIX deve ser um telefone válido com DDD.')).toBeInTheDocument()

    db.wallets.update(1, { balance: '10.00' })
    expect(wallet.balance).toBe(25000)
    await fill(dialog, { type: 'CPF', key: '52998224725' })
    await userEvent.click(submit(dialog))
    expect(await toast('Saldo insuficiente')).toBeInTheDocument()
  })

  it('a retry after no answer in time is sent with the same idempotency key (the first may have reached the server)', async () => {
    const connection = holdAnswers(walletWithdrawRequest)
    const calls = captureRequests(walletWithdrawRequest)
    const { dialog } = await openDialog()
    configureApi({ timeout: 100 })
    await fill(dialog, { amount: '60', type: 'CPF', key: '52998224725' })
    await userEvent.click(submit(dialog))
    expect(await toast('Erro de conexão')).toBeInTheDocument()
    connection.release()
    await waitFor(() => expect(submit(dialog)).toBeEnabled())
    await userEvent.click(submit(dialog))
    expect(await dialog.findByText('Em análise')).toBeInTheDocument()
    expect(calls).toHaveLength(2)
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(calls[1]!.headers.get('Idempotency-Key')).toBe(calls[0]!.headers.get('Idempotency-Key'))
  })

  it('no answer in time is a connection error', async () => {
    server.use(override(walletWithdrawRequest, faults.hang()))
    const { dialog } = await openDialog()
    configureApi({ timeout: 100 })
    await fill(dialog, { amount: '60', type: 'CPF', key: '52998224725' })
    await userEvent.click(submit(dialog))
    expect(await toast('Erro de conexão')).toBeInTheDocument()
  })
})

describe('withdraw dialog: a modal', () => {
  it('keeps focus inside while tabbing, and closes with Escape or its buttons', async () => {
    const { dialog, onClose } = await openDialog()
    const root = screen.getByRole('dialog', { name: 'Solicitar saque' })
    for (let i = 0; i < 8; i++) {
      await userEvent.tab()
      expect(root).toContainElement(document.activeElement as HTMLElement)
    }
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    await userEvent.click(dialog.getByRole('button', { name: 'Fechar' }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('the status view closes with Fechar', async () => {
    const { dialog, onClose } = await openDialog()
    await fill(dialog, { amount: '60', type: 'CPF', key: '52998224725' })
    await userEvent.click(submit(dialog))
    await dialog.findByText('Em análise')
    const buttons = dialog.getAllByRole('button', { name: 'Fechar' })
    await userEvent.click(buttons.at(-1)!)
    expect(onClose).toHaveBeenCalled()
  })
})
