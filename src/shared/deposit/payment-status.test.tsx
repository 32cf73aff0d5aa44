import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import { parseBrCode } from '@mocks/pix/br-code.ts'
import { broadcastingAuth, userChannel } from '@/api/broadcasting.ts'
import { transactionStatus } from '@/api/deposit.ts'
import { profileWallet } from '@/api/wallet.ts'
import { formatBRL } from '@/shared/money.ts'
import { useWallet } from '@/shared/wallet.ts'
import { walletKeys } from '@/shared/queries.ts'
import { captureRequests } from '@/testing/auth-fixtures.ts'
import { DEMO_ID, NEW_PLAYER_ID, lastDeposit, signedInPlayer } from '@/testing/deposit-fixtures.ts'
import { renderInProviders } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { PIX_EXPIRY_MS, expireDeposit, settleDeposit } from '@mocks/pix/deposits.ts'
import { subscriberCount } from '@mocks/realtime.ts'
import { moneyPolicy } from '@mocks/pix/money-policy.ts'
import { scenarios } from '@mocks/scenarios.ts'
import { clock } from '@mocks/sim/clock.ts'
import { db } from '@mocks/db/index.ts'
import { DepositWidget } from './deposit-widget.tsx'

/** The wallet the top bar shows, so a test sees it reload. */
function WalletProbe() {
  const wallet = useWallet()
  return <output aria-label="Saldo total">{wallet.data ? formatBRL(wallet.data.total_balance) : '…'}</output>
}

function renderWidget(userId = DEMO_ID) {
  const { store } = signedInPlayer(userId)
  const view = renderInProviders(
    <Suspense fallback="…">
      <WalletProbe />
      <DepositWidget />
    </Suspense>,
    { store },
  )
  return { ...view, user: userEvent.setup() }
}

const toast = (text: string | RegExp) => screen.findByText(text, { selector: '.mantine-Notification-description' })
const countdown = () => screen.getByText(/^Próxima verificação em \d+s$/)

/**
 * Generates a PIX of `amount` through the form and waits for the pending panel, listening: its realtime channel
 * subscribed and the one check that follows (for a payment pushed before it listened) answered. A test counts its
 * own checks from there. `listening: false` for a channel the test refuses or holds back: no check follows yet. The
 * amount is pasted whole, on the way (src/testing/typing.ts).
 */
async function generate(user: ReturnType<typeof userEvent.setup>, amount = '50', { listening = true } = {}) {
  const catchUp = captureRequests(transactionStatus)
  const field = await screen.findByRole('textbox', { name: 'Valor do depósito' })
  if (amount) await fill(user, field, amount)
  await user.click(screen.getByRole('button', { name: 'Gerar PIX' }))
  const panel = await vi.waitFor(() => screen.getByRole('region', { name: 'Aguardando pagamento' }), { timeout: 10_000 })
  if (listening) {
    await vi.waitFor(() => expect(catchUp).toHaveLength(1), { timeout: 10_000 })
    await vi.waitFor(() => expect(within(panel).getByRole('button', { name: 'Verificar Agora' })).toBeEnabled())
  }
  return { panel: within(panel), deposit: lastDeposit() }
}

/** The countdown's one-second interval and the clock it reads, moved by hand; everything else runs for real. */
function fakeCountdown() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
}
const seconds = (n: number) => act(() => vi.advanceTimersByTime(n * 1000))

/**
 * findByRole for tests with a fake setInterval: Testing Library's waitFor polls with setInterval (then frozen) and
 * otherwise waits for DOM mutations; Vitest's waitFor polls on real timers.
 */
const appear = (role: string, name: string) =>
  vi.waitFor(() => screen.getByRole(role, { name }), { timeout: 5000, interval: 20 })

afterEach(() => {
  vi.useRealTimers()
})

describe('payment status: the code', () => {
  it('shows the QR drawn from the copy-and-paste code, and the code read-only', async () => {
    const { user } = renderWidget()
    const { panel, deposit } = await generate(user, '50')
    expect(await toast('QR Code gerado com sucesso')).toBeInTheDocument()
    // The button that had focus is gone: focus lands on the panel's heading.
    expect(panel.getByRole('heading', { name: 'Aguardando pagamento' })).toHaveFocus()
    const qr = await panel.findByRole('img', { name: /^QR Code do PIX de R\$\s50,00$/ })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(qr.querySelector('path')).not.toBeNull()

    const code = panel.getByRole('textbox', { name: 'Código PIX copia e cola' })
    expect(code).toHaveAttribute('readonly')
    expect(code).toHaveValue(deposit.qrcode)
    const parsed = parseBrCode(deposit.qrcode)
    expect(parsed.ok && parsed.value.amount).toBe(5000)
  })

  it('copies the code: "Código PIX copiado!"', async () => {
    const { user } = renderWidget()
    const { panel, deposit } = await generate(user)
    await user.click(panel.getByRole('button', { name: 'Copiar' }))
    expect(await toast('Código PIX copiado!')).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe(deposit.qrcode)
  })

  it('a refused clipboard says so and leaves the code selected to copy by hand', async () => {
    const { user } = renderWidget()
    const { panel } = await generate(user)
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'))
    await user.click(panel.getByRole('button', { name: 'Copiar' }))
    expect(await toast('Não foi possível copiar. O código está selecionado: copie-o manualmente.')).toBeInTheDocument()
    const code = panel.getByRole<HTMLInputElement>('textbox', { name: 'Código PIX copia e cola' })
    expect(code).toHaveFocus()
    expect(code.selectionStart).toBe(0)
    expect(code.selectionEnd).toBe(code.value.length)
    expect(screen.queryByText('Código PIX copiado!')).not.toBeInTheDocument()
  })
})

describe('payment status: countdown and checks (fake timers)', () => {
  beforeEach(fakeCountdown)

  it('counts 30 s down with its bar, then checks the status and starts again', async () => {
    const { user } = renderWidget()
    const { panel, deposit } = await generate(user)
    const checks = captureRequests(transactionStatus)
    expect(countdown()).toHaveTextContent('Próxima verificação em 30s')
    const bar = panel.getByRole('progressbar', { name: 'Próxima verificação em 30s' })
    expect(bar).toHaveAttribute('aria-valuenow', '100')

    await seconds(1)
    expect(countdown()).toHaveTextContent('Próxima verificação em 29s')
    await seconds(14)
    expect(countdown()).toHaveTextContent('Próxima verificação em 15s')
    expect(bar).toHaveAttribute('aria-valuenow', '50')
    expect(checks).toHaveLength(0)

    await seconds(15)
    await vi.waitFor(() => expect(checks).toHaveLength(1))
    expect(checks[0]?.url.pathname).toBe(`/api/wallet/transaction/status/${deposit.transaction_id}`)
    expect(countdown()).toHaveTextContent('Próxima verificação em 30s')

    await seconds(30)
    await vi.waitFor(() => expect(checks).toHaveLength(2))
    expect(await appear('region', 'Aguardando pagamento')).toBeInTheDocument()
  })

  it('a failing check is silent: still pending, and the next period asks again', async () => {
    scenarios.setFault('deposit.status', '500')
    const { user } = renderWidget()
    await generate(user)
    const checks = captureRequests(transactionStatus)
    await seconds(30)
    await vi.waitFor(() => expect(checks).toHaveLength(1))
    // The failed check has settled (no period starts a check while one is out): its failure takes real time.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Verificar Agora' })).toBeEnabled())
    await seconds(30)
    await vi.waitFor(() => expect(checks).toHaveLength(2))
    expect(await appear('region', 'Aguardando pagamento')).toBeInTheDocument()
    expect(screen.queryByText('Server Error')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Erro no pagamento' })).not.toBeInTheDocument()
  })

  it('Verificar Agora checks and restarts the countdown; Verificar Pagamento checks and keeps it', async () => {
    const { user } = renderWidget()
    const { panel } = await generate(user)
    const checks = captureRequests(transactionStatus)
    await seconds(12)
    expect(countdown()).toHaveTextContent('Próxima verificação em 18s')
    await user.click(panel.getByRole('button', { name: 'Verificar Agora' }))
    await vi.waitFor(() => expect(checks).toHaveLength(1))
    expect(countdown()).toHaveTextContent('Próxima verificação em 30s')

    await seconds(10)
    await vi.waitFor(() => expect(panel.getByRole('button', { name: 'Verificar Pagamento' })).toBeEnabled())
    await user.click(panel.getByRole('button', { name: 'Verificar Pagamento' }))
    await vi.waitFor(() => expect(checks).toHaveLength(2))
    expect(countdown()).toHaveTextContent('Próxima verificação em 20s')
  })

  it('confirms when a check says paid: amount, bonus and total, the toast, and the wallet reloads', async () => {
    const walletCalls = captureRequests(profileWallet)
    // No realtime channel here (its push would confirm first): only the status check can tell.
    server.use(override(broadcastingAuth, () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { user } = renderWidget()
    const total = await appear('status', 'Saldo total')
    await vi.waitFor(() => expect(total).toHaveTextContent(/^R\$/))
    const balanceBefore = Number(total.textContent?.replace(/\D/g, ''))
    const before = walletCalls.length
    await generate(user, '50', { listening: false })
    // The mock's payer pays 20 s after the code (its own clock); the panel's next check finds it paid.
    clock.advance(20_000)
    await seconds(30)

    const confirmed = within(await appear('region', 'Pagamento confirmado com sucesso!'))
    expect(confirmed.getByRole('heading', { name: 'Pagamento confirmado com sucesso!' })).toBeInTheDocument()
    await vi.waitFor(() =>
      expect(
        screen.getByText('Pagamento confirmado com sucesso!', { selector: '.mantine-Notification-description' }),
      ).toBeInTheDocument(),
    )
    expect(confirmed.getByText('Valor depositado').nextElementSibling).toHaveTextContent(/^R\$\s50,00$/)
    // A status check carries no bonus: the form's preview (100%) is shown.
    expect(confirmed.getByText('Bônus (100%)').nextElementSibling).toHaveTextContent(/^R\$\s50,00$/)
    expect(confirmed.getByText('Total').nextElementSibling).toHaveTextContent(/^R\$\s100,00$/)

    await vi.waitFor(() => expect(walletCalls.length).toBeGreaterThan(before))
    // The demo player is past the welcome bonus: the money is the R$ 50,00 paid.
    await vi.waitFor(() => expect(total.textContent).toBe(formatBRL(balanceBefore + 5000)))
    // No more checks once confirmed.
    const checks = captureRequests(transactionStatus)
    await seconds(90)
    expect(checks).toHaveLength(0)
  })

  it('Continuar resets the form: empty amount, bonus on, BrasilCash', async () => {
    const { user } = renderWidget()
    await user.click(await appear('radio', 'PIX · RexPay'))
    await user.click(screen.getByRole('checkbox', { name: /Quero receber o bônus/ }))
    await generate(user, '75')
    clock.advance(20_000)
    await seconds(30)
    await user.click(await appear('button', 'Continuar'))

    expect(await appear('textbox', 'Valor do depósito')).toHaveValue('')
    expect(screen.getByRole('checkbox', { name: /Quero receber o bônus/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'PIX · BrasilCash' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Gerar PIX' })).toBeDisabled()
  })

  it('Cancelar clears the code and every timer; the amount stays in the form', async () => {
    const { user } = renderWidget()
    await appear('textbox', 'Valor do depósito')
    const idle = vi.getTimerCount()
    const { panel } = await generate(user, '50')
    const checks = captureRequests(transactionStatus)
    // The countdown's interval is the one timer the panel adds.
    expect(vi.getTimerCount()).toBe(idle + 1)
    await seconds(10)
    await user.click(panel.getByRole('button', { name: 'Cancelar' }))

    expect(await appear('textbox', 'Valor do depósito')).toHaveValue('50')
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Valor do depósito' })).toHaveFocus())
    expect(screen.queryByRole('textbox', { name: 'Código PIX copia e cola' })).not.toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /QR Code/ })).not.toBeInTheDocument()
    await seconds(1)
    expect(vi.getTimerCount()).toBe(idle)
    await seconds(120)
    expect(checks).toHaveLength(0)
  })

  it('unmounting (the modal closing) clears the timers and the realtime subscription', async () => {
    const baseline = vi.getTimerCount()
    const { user, unmount } = renderWidget()
    await generate(user)
    const checks = captureRequests(transactionStatus)
    await vi.waitFor(() => expect(subscriberCount(userChannel(DEMO_ID))).toBe(1))
    unmount()
    // The wallet's 30 s refresh went with the probe, the countdown with the panel. (A tick first: jsdom itself runs
    // a short interval after a focused element is removed.)
    await seconds(1)
    expect(vi.getTimerCount()).toBe(baseline)
    await vi.waitFor(() => expect(subscriberCount(userChannel(DEMO_ID))).toBe(0))
    await seconds(120)
    expect(checks).toHaveLength(0)
  })

  it('an expired code shows the error with retry, cancel and Fechar', { timeout: 10_000 }, async () => {
    const checks = captureRequests(transactionStatus)
    // Nobody pays this one.
    moneyPolicy.set({ settle: 'never' })
    const { user } = renderWidget()
    const { deposit } = await generate(user, '50')
    // The mock's code expires after 30 min. The clock moves in two halves, the widget's checks in between: a session
    // with no request for 30 minutes ends (mocks/auth/sessions.ts), and a player watching the code is not idle.
    clock.advance(PIX_EXPIRY_MS / 2)
    const halfway = clock.nowMs()
    await seconds(30)
    await vi.waitFor(() =>
      expect(Date.parse(db.sessions.all().at(-1)?.last_seen_at ?? '')).toBeGreaterThanOrEqual(halfway),
    )
    clock.advance(PIX_EXPIRY_MS / 2)
    await seconds(30)

    const error = within(await appear('region', 'Erro no pagamento'))
    expect(error.getByRole('alert')).toHaveTextContent('O pagamento não foi concluído: o PIX expirou ou foi cancelado.')
    // Focus moves in an effect after the panel is drawn: wait for it.
    await vi.waitFor(() => expect(error.getByRole('alert')).toHaveFocus())
    expect(checks.at(-1)?.url.pathname).toBe(`/api/wallet/transaction/status/${deposit.transaction_id}`)

    // Retry asks about the same code again: still expired.
    const asked = checks.length
    await user.click(error.getByRole('button', { name: 'Tentar novamente' }))
    await vi.waitFor(() => expect(checks).toHaveLength(asked + 1))
    expect(await appear('region', 'Erro no pagamento')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(await appear('textbox', 'Valor do depósito')).toHaveValue('50')

    // Fechar (the page has no modal to close) also goes back to the form. (Expired by hand: another half hour
    // would end the session's hour on the mock's clock.)
    const second = await generate(user, '')
    expireDeposit(second.deposit.id)
    await seconds(30)
    const again = await appear('region', 'Erro no pagamento')
    await user.click(within(again).getByRole('button', { name: 'Fechar' }))
    expect(await appear('button', 'Gerar PIX')).toBeInTheDocument()
  })
})

describe('payment status: the realtime confirmation', () => {
  it('confirms on payment.confirmed before the next check, with the bonus the server credited', async () => {
    const { user } = renderWidget(NEW_PLAYER_ID)
    const { deposit } = await generate(user, '80')
    const checks = captureRequests(transactionStatus)
    await waitFor(() => expect(subscriberCount(userChannel(NEW_PLAYER_ID))).toBe(1))
    settleDeposit(deposit.id)

    const confirmed = within(await screen.findByRole('region', { name: 'Pagamento confirmado com sucesso!' }))
    expect(confirmed.getByText('Valor depositado').nextElementSibling).toHaveTextContent(/^R\$\s80,00$/)
    expect(confirmed.getByText('Bônus (100%)').nextElementSibling).toHaveTextContent(/^R\$\s80,00$/)
    expect(confirmed.getByText('Total').nextElementSibling).toHaveTextContent(/^R\$\s160,00$/)
    expect(await toast('Pagamento confirmado com sucesso!')).toBeInTheDocument()
    expect(checks).toHaveLength(0)
    await waitFor(() => expect(subscriberCount(userChannel(NEW_PLAYER_ID))).toBe(0))
  })

  it('a payment made while the channel connects is confirmed as soon as it listens, not at the next check', async () => {
    fakeCountdown()
    // The channel's authorisation waits until the payment has been made: its push reaches nobody.
    let authorise = () => {}
    const authorised = new Promise<void>((resolve) => (authorise = resolve))
    server.use(
      override(broadcastingAuth, async () => {
        await authorised
        return undefined
      }),
    )
    const { user } = renderWidget()
    const { panel, deposit } = await generate(user, '50', { listening: false })
    const checks = captureRequests(transactionStatus)
    settleDeposit(deposit.id)
    expect(subscriberCount(userChannel(DEMO_ID))).toBe(0)
    expect(panel.getByText(/^Próxima verificação em 30s$/)).toBeInTheDocument()

    authorise()
    expect(await appear('region', 'Pagamento confirmado com sucesso!')).toBeInTheDocument()
    // One check, when the channel listened; the countdown never moved.
    expect(checks).toHaveLength(1)
  })

  it('a confirmed deposit refreshes the deposit history as well as the wallet', async () => {
    const { user, queryClient } = renderWidget(DEMO_ID)
    // The history's first page, as the transactions page left it in the cache.
    queryClient.setQueryData(walletKeys.deposits(1), { data: [] })
    const { deposit } = await generate(user, '50')
    await waitFor(() => expect(subscriberCount(userChannel(DEMO_ID))).toBe(1))
    expect(queryClient.getQueryState(walletKeys.deposits(1))?.isInvalidated).toBe(false)
    settleDeposit(deposit.id)
    await screen.findByRole('region', { name: 'Pagamento confirmado com sucesso!' })
    await waitFor(() => expect(queryClient.getQueryState(walletKeys.deposits(1))?.isInvalidated).toBe(true))
  })

  it('a player past the welcome bonus sees no bonus line: the total is the amount', async () => {
    const { user } = renderWidget(DEMO_ID)
    const { deposit } = await generate(user, '50')
    await waitFor(() => expect(subscriberCount(userChannel(DEMO_ID))).toBe(1))
    settleDeposit(deposit.id)
    const confirmed = within(await screen.findByRole('region', { name: 'Pagamento confirmado com sucesso!' }))
    expect(confirmed.queryByText(/^Bônus/)).not.toBeInTheDocument()
    expect(confirmed.getByText('Total').nextElementSibling).toHaveTextContent(/^R\$\s50,00$/)
  })

  it("another payment's push changes nothing", async () => {
    const { user } = renderWidget(DEMO_ID)
    const { deposit } = await generate(user, '50')
    await waitFor(() => expect(subscriberCount(userChannel(DEMO_ID))).toBe(1))
    const { broadcast } = await import('@mocks/realtime.ts')
    broadcast(userChannel(DEMO_ID), 'payment.confirmed', {
      idTransaction: 'outro',
      status: 'paid',
      amount: '999.00',
      bonus: '0.00',
    })
    // The pushes arrive in order: once this one's confirmation shows, the other one has been handled. Had it
    // confirmed the panel, the amount shown would be its R$ 999,00 (a confirmed panel takes no second push).
    broadcast(userChannel(DEMO_ID), 'payment.confirmed', {
      idTransaction: deposit.transaction_id,
      status: 'paid',
      amount: '50.00',
      bonus: '0.00',
    })
    const confirmed = within(await screen.findByRole('region', { name: 'Pagamento confirmado com sucesso!' }))
    expect(confirmed.getByText('Valor depositado').nextElementSibling).toHaveTextContent(/^R\$\s50,00$/)
  })
})
