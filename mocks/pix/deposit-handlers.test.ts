// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseBrCode } from './br-code.ts'
import { userChannel } from '@/api/broadcasting.ts'
import { callApi } from '@/api/client.ts'
import {
  depositBrasilcash,
  depositPayment,
  depositRexpay,
  normalizeDepositResponse,
  PAYMENT_CONFIRMED_EVENT,
  PaymentConfirmedEventSchema,
  transactionStatus,
  type DepositBody,
  type PaymentConfirmedEvent,
} from '@/api/deposit.ts'
import { toCentavos } from '@/api/money.ts'
import { createRealtimeClient, type RealtimeClient } from '@/api/realtime.ts'
import { profileWallet } from '@/api/wallet.ts'
import {
  couponRedeem,
  profileActivateWallet,
  profileMyWallets,
  profileWithdraw,
  walletDepositHistory,
  walletWithdrawHistory,
  walletWithdrawRequest,
} from '@/api/wallet-area.ts'
import { apiBase } from '../config.ts'
import { resetMockState } from '../node.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { PIX_EXPIRY_MS } from './deposits.ts'
import { DEMO_PIX_KEY, MERCHANT_CITY, MERCHANT_NAME } from './codes.ts'
import { signInAs } from '../auth/players.ts'
import { walletOf } from '../wallet/wallets.ts'
import { moneyPolicy } from './money-policy.ts'
import { clock } from '../sim/clock.ts'
import { runDue } from '../sim/jobs.ts'
import { GATEWAY_UNAVAILABLE, TRANSACTION_NOT_FOUND } from './deposit-handlers.ts'
import { failure, signIn as signInPlayer } from '../handlers/test-support.ts'
import { takePause } from '../protection/pause-db.ts'
import { CPF_NOT_THE_ACCOUNTS, CPF_REQUIRED, CPF_TAKEN } from '../protection/cpf-gate.ts'

let client: RealtimeClient | undefined

beforeEach(() => resetMockState())
afterEach(() => {
  client?.close()
  client = undefined
})

/** The signed-in player: the deposits below send their CPF, as the app does. */
let player = 1
function signIn(userId = 1): string {
  player = userId
  return signInPlayer(userId)
}
const cpfOf = (userId: number) => db.users.find(userId)?.cpf ?? ''

const body = (patch: Partial<DepositBody> = {}): DepositBody => ({
  amount: '50.00',
  accept_bonus: true,
  cpf: cpfOf(player),
  gateway: 'brasilcash',
  paymentType: 'pix',
  ...patch,
})

/** A player with no deposit yet (seeded players other than the demo one have none). */
const NEW_PLAYER = 2

async function deposit(patch: Partial<DepositBody> = {}): Promise<string> {
  const answer = await callApi(depositBrasilcash, { body: body(patch) })
  const pix = normalizeDepositResponse(answer)
  if (!pix.ok) throw new Error('no PIX')
  return pix.idTransaction
}

const statusOf = (id: string) => callApi(transactionStatus, { params: { id } })

describe('POST brasilcash/qrcode-pix, rexpay/qrcode-pix, wallet/deposit/payment', () => {
  it('brasilcash answers {status, idTransaction, qrcode} with a valid one-time BR Code for the amount', async () => {
    signIn()
    const before = db.deposits.count()
    const answer = await callApi(depositBrasilcash, { body: body({ amount: '123.45' }) })
    expect(answer).toEqual({
      status: true,
      idTransaction: expect.stringMatching(/^JGD\d{6}[A-Z0-9]{10}$/),
      qrcode: expect.any(String),
    })
    if (!answer || 'data' in answer) throw new Error('expected the flat shape')
    const code = parseBrCode(answer.qrcode ?? '')
    expect(code).toEqual({
      ok: true,
      value: {
        oneTime: true,
        key: DEMO_PIX_KEY,
        amount: 12345,
        merchantCategoryCode: '0000',
        merchantName: MERCHANT_NAME,
        merchantCity: MERCHANT_CITY,
        txid: answer.idTransaction,
        crc: expect.stringMatching(/^[0-9A-F]{4}$/),
      },
    })
    expect(answer.qrcode).toMatch(/^000201010212.*6304[0-9A-F]{4}$/)
    expect(db.deposits.count()).toBe(before + 1)
    expect(db.deposits.findBy((d) => d.transaction_id === answer.idTransaction)).toMatchObject({
      user_id: 1,
      gateway: 'brasilcash',
      amount: '123.45',
      status: 0,
      accept_bonus: true,
    })
  })

  it('rexpay answers {data: {id, pix_dynamic_code, pix_qr_code_base64: null}}; the app reads the same PIX out of it', async () => {
    signIn()
    const answer = await callApi(depositRexpay, { body: body({ gateway: 'rexpay' }) })
    expect(answer).toEqual({
      data: { id: expect.any(String), pix_dynamic_code: expect.any(String), pix_qr_code_base64: null },
    })
    const pix = normalizeDepositResponse(answer)
    expect(pix).toMatchObject({ ok: true, idTransaction: expect.stringMatching(/^JGD/) })
    expect(pix.ok && pix).not.toHaveProperty('qrcodeBase64')
    expect(db.deposits.all().at(-1)).toMatchObject({ gateway: 'rexpay', amount: '50.00' })
  })

  it('wallet/deposit/payment answers {status, id, qrcode} for the other gateways (DigitoPay)', async () => {
    signIn()
    const answer = await callApi(depositPayment, { body: body({ gateway: 'digitopay' }) })
    expect(answer).toEqual({ status: true, id: expect.stringMatching(/^JGD/), qrcode: expect.any(String) })
    const pix = normalizeDepositResponse(answer)
    expect(pix.ok && parseBrCode(pix.qrcode)).toMatchObject({ ok: true, value: { amount: 5000 } })
    expect(db.deposits.all().at(-1)?.gateway).toBe('digitopay')
  })

  it('gives every deposit its own transaction id and code', async () => {
    signIn()
    const ids = [await deposit(), await deposit(), await deposit({ amount: '20.00' })]
    expect(new Set(ids).size).toBe(3)
    expect(new Set(db.deposits.all().map((d) => d.qrcode)).size).toBe(db.deposits.count())
  })

  it('refuses the eleven zeros of "no CPF on file" with 422: a deposit needs the player’s real CPF', async () => {
    signIn(NEW_PLAYER)
    const before = db.deposits.count()
    expect(await failure(callApi(depositBrasilcash, { body: body({ cpf: '00000000000' }) }))).toMatchObject({
      status: 422,
      body: { cpf: ['O campo CPF não é um CPF válido.'] },
    })
    db.users.update(NEW_PLAYER, { cpf: null })
    expect(await failure(callApi(depositBrasilcash, { body: body({ cpf: '00000000000' }) }))).toMatchObject({
      status: 422,
      body: { cpf: ['O campo CPF não é um CPF válido.'] },
    })
    expect(db.deposits.count()).toBe(before)
  })

  it('answers 422 in Laravel’s words for an amount outside the settings’ limits', async () => {
    signIn()
    const before = db.deposits.count()
    expect(await failure(callApi(depositBrasilcash, { body: body({ amount: '19.99' }) }))).toMatchObject({
      status: 422,
      body: { amount: ['O valor mínimo de depósito é R$\u00a020,00.'] },
    })
    expect((await failure(callApi(depositRexpay, { body: body({ amount: '5000.01' }) }))).body).toEqual({
      amount: ['O valor máximo de depósito é R$\u00a05.000,00.'],
    })
    db.settings.update({ min_deposit: '30.00' })
    expect(
      (await failure(callApi(depositPayment, { body: body({ amount: '25.00', gateway: 'digitopay' }) }))).body,
    ).toEqual({
      amount: ['O valor mínimo de depósito é R$\u00a030,00.'],
    })
    expect(db.deposits.count()).toBe(before)
  })

  it('answers 422 for a missing or non-numeric amount, an invalid CPF, a missing gateway and a payment type other than PIX', async () => {
    signIn()
    const raw = (patch: Record<string, unknown>) =>
      failure(callApi(depositBrasilcash, { body: { ...body(), ...patch } }))
    expect((await raw({ amount: '' })).body).toEqual({ amount: ['O campo valor é obrigatório.'] })
    expect((await raw({ amount: 'cinquenta' })).body).toEqual({ amount: ['O campo valor deve ser um número.'] })
    expect((await raw({ cpf: '52998224724' })).body).toEqual({ cpf: ['O campo CPF não é um CPF válido.'] })
    expect((await raw({ cpf: '11111111111' })).body).toEqual({ cpf: ['O campo CPF não é um CPF válido.'] })
    expect((await raw({ accept_bonus: 'talvez' })).body).toEqual({
      accept_bonus: ['O campo aceitar bônus deve ser verdadeiro ou falso.'],
    })
    expect((await raw({ gateway: ' ', paymentType: 'boleto' })).body).toEqual({
      gateway: ['O campo gateway é obrigatório.'],
      paymentType: ['O campo tipo de pagamento selecionado é inválido.'],
    })
  })

  it('answers 400 {error} when the settings switch the gateway off, or for a gateway the platform lacks', async () => {
    signIn()
    db.settings.update({ brasilcash_is_enable: false, rexpay_is_enable: 0, digitopay_is_enable: '0' })
    const refused = { status: 400, body: GATEWAY_UNAVAILABLE, messages: [GATEWAY_UNAVAILABLE.error] }
    expect(await failure(callApi(depositBrasilcash, { body: body() }))).toMatchObject(refused)
    expect(await failure(callApi(depositRexpay, { body: body({ gateway: 'rexpay' }) }))).toMatchObject(refused)
    expect(await failure(callApi(depositPayment, { body: body({ gateway: 'digitopay' }) }))).toMatchObject(refused)
    db.settings.update({ brasilcash_is_enable: true, digitopay_is_enable: true })
    expect(await failure(callApi(depositPayment, { body: body({ gateway: 'paypal' }) }))).toMatchObject(refused)
    expect(db.deposits.where((d) => d.status === 0 && d.created_at === clock.now().toISOString())).toHaveLength(0)
  })

  it('needs a session', async () => {
    expect(await failure(callApi(depositBrasilcash, { body: body() }))).toMatchObject({ status: 401 })
  })
})

describe('the CPF a deposit runs under (mocks/protection/cpf-gate.ts)', () => {
  /** A real CPF nobody in the seed holds. */
  const FRESH_CPF = '39827164546'

  it('a player without a CPF on file gives one with the deposit; it is kept, so the next deposit sends the same', async () => {
    signIn(NEW_PLAYER)
    db.users.update(NEW_PLAYER, { cpf: null })
    await expect(deposit({ cpf: FRESH_CPF })).resolves.toMatch(/^JGD/)
    expect(db.users.find(NEW_PLAYER)?.cpf).toBe(FRESH_CPF)
    expect(db.deposits.all().at(-1)).toMatchObject({ user_id: NEW_PLAYER, cpf: FRESH_CPF })
    // From now on it is the account's: another CPF is refused, and nothing is created.
    const before = db.deposits.count()
    expect(await failure(callApi(depositBrasilcash, { body: body({ cpf: DEMO_PLAYER.cpf }) }))).toMatchObject({
      status: 422,
      body: { cpf: [CPF_NOT_THE_ACCOUNTS] },
    })
    expect(db.deposits.count()).toBe(before)
  })

  it('refuses a CPF on file that is not the one sent, and another account’s CPF when none is on file', async () => {
    signIn(NEW_PLAYER)
    expect((await failure(callApi(depositBrasilcash, { body: body({ cpf: FRESH_CPF }) }))).body).toEqual({
      cpf: [CPF_NOT_THE_ACCOUNTS],
    })
    db.users.update(NEW_PLAYER, { cpf: null })
    expect((await failure(callApi(depositBrasilcash, { body: body({ cpf: DEMO_PLAYER.cpf }) }))).body).toEqual({
      cpf: [CPF_TAKEN],
    })
    expect(db.users.find(NEW_PLAYER)?.cpf).toBeNull()
    expect(CPF_REQUIRED).toBe('O campo CPF é obrigatório.')
  })

  it('keeps nothing when the deposit is refused after the CPF passed (a gateway switched off)', async () => {
    signIn(NEW_PLAYER)
    db.users.update(NEW_PLAYER, { cpf: null })
    db.settings.update({ brasilcash_is_enable: false })
    expect(await failure(callApi(depositBrasilcash, { body: body({ cpf: FRESH_CPF }) }))).toMatchObject({ status: 400 })
    expect(db.users.find(NEW_PLAYER)?.cpf).toBeNull()
  })

  it('refuses a self-excluded player’s CPF on a new account with the exclusion’s words, and pays no welcome bonus', async () => {
    // Player 3 excludes themself; "player 2" is the same person registered again under another e-mail.
    const excludedCpf = cpfOf(3)
    takePause(3, 'indefinite')
    signIn(NEW_PLAYER)
    db.users.update(NEW_PLAYER, { cpf: null })
    const words = 'Você se autoexcluiu por tempo indeterminado. Para reabrir a conta, fale com o suporte.'
    const before = db.deposits.count()
    const bonus = walletOf(NEW_PLAYER).balance_bonus
    expect(await failure(callApi(depositBrasilcash, { body: body({ cpf: excludedCpf }) }))).toMatchObject({
      status: 422,
      body: { cpf: [words] },
      messages: [words],
    })
    expect(db.deposits.count()).toBe(before)
    expect(db.users.find(NEW_PLAYER)?.cpf).toBeNull()
    clock.advance(20_000)
    runDue()
    expect(walletOf(NEW_PLAYER).balance_bonus).toBe(bonus)
  })

  it('refuses a deposit under a CPF on file whose holder is on a break, in the break’s words', async () => {
    signIn(NEW_PLAYER)
    const shared = cpfOf(NEW_PLAYER)
    // A second account holding the same CPF (an older row, before the CPF was unique) takes a 24-hour break.
    db.users.update(3, { cpf: shared })
    takePause(3, 'day')
    const error = await failure(callApi(depositBrasilcash, { body: body() }))
    expect(error.status).toBe(422)
    expect(error.body).toEqual({ cpf: [expect.stringMatching(/^Sua conta está em pausa até \d{2}\/\d{2}\/\d{4} às/)] })
  })
})

describe('settlement', () => {
  it('pays the deposit 20 s after it was generated: a status check at that second already sees it paid', async () => {
    signIn()
    const id = await deposit({ amount: '80.00' })
    await expect(statusOf(id)).resolves.toEqual({ status: 'pending', amount: 8000 })
    clock.advance(19_999)
    await expect(statusOf(id)).resolves.toEqual({ status: 'pending', amount: 8000 })
    clock.advance(1)
    await expect(statusOf(id)).resolves.toEqual({ status: 'paid', amount: 8000 })
  })

  it('puts the amount in the cash balance and adds it to the deposit rollover (rollover_deposit 1)', async () => {
    signIn()
    const before = (await callApi(profileWallet)).wallet
    await deposit({ amount: '80.00' })
    clock.advance(20_000)
    const { wallet } = await callApi(profileWallet)
    expect(wallet.balance).toBe(before.balance + 8000)
    expect(wallet.balance_deposit_rollover).toBe(before.balance_deposit_rollover + 8000)
    // The demo player paid deposits before: no welcome bonus.
    expect(wallet.balance_bonus).toBe(before.balance_bonus)
    expect(wallet.total_balance).toBe(before.total_balance + 8000)
    expect(db.deposits.all().at(-1)).toMatchObject({ status: 1, bonus: '0.00', paid_at: clock.now().toISOString() })
  })

  it('credits the welcome bonus (initial_bonus 100%) on a player’s first paid deposit, with its rollover, and only then', async () => {
    signIn(NEW_PLAYER)
    db.wallets.update(walletOf(NEW_PLAYER).id, {
      balance: '0.00',
      balance_bonus: '0.00',
      balance_bonus_rollover: '0.00',
      balance_deposit_rollover: '0.00',
    })
    await deposit({ amount: '100.00' })
    clock.advance(20_000)
    expect((await callApi(profileWallet)).wallet).toMatchObject({
      balance: 10000,
      balance_bonus: 10000,
      balance_bonus_rollover: 100000,
      balance_deposit_rollover: 10000,
      total_balance: 20000,
    })
    await deposit({ amount: '100.00' })
    clock.advance(20_000)
    expect((await callApi(profileWallet)).wallet).toMatchObject({ balance: 20000, balance_bonus: 10000 })
  })

  it('caps the bonus at max_bonus (R$ 500)', async () => {
    signIn(NEW_PLAYER)
    const before = toCentavos(walletOf(NEW_PLAYER).balance_bonus)
    await deposit({ amount: '800.00' })
    clock.advance(20_000)
    expect((await callApi(profileWallet)).wallet.balance_bonus).toBe(before + 50000)
    expect(db.deposits.all().at(-1)?.bonus).toBe('500.00')
  })

  it('rounds a fractional initial_bonus as the deposit preview does (src/shared/welcome-bonus.ts): 4,35% of R$ 30,00 is R$ 1,31', async () => {
    // 3000 × 4.35 / 100 = 130.5 centavos exactly: half up gives 131, the float product rounds to 130.
    signIn(NEW_PLAYER)
    db.settings.update({ initial_bonus: 4.35 })
    await deposit({ amount: '30.00' })
    clock.advance(20_000)
    runDue()
    expect(db.deposits.all().at(-1)).toMatchObject({ status: 1, bonus: '1.31' })
  })

  it('reads max_bonus 0 as no cap, like the preview (Laravel leaves an unset decimal at 0)', async () => {
    signIn(NEW_PLAYER)
    db.settings.update({ max_bonus: '0.00' })
    await deposit({ amount: '800.00' })
    clock.advance(20_000)
    runDue()
    expect(db.deposits.all().at(-1)).toMatchObject({ status: 1, bonus: '800.00' })
  })

  it('gives no bonus without accept_bonus, with initial_bonus 0, and no rollover when disable_rollover is on', async () => {
    signIn(NEW_PLAYER)
    await deposit({ accept_bonus: false })
    clock.advance(20_000)
    runDue()
    expect(db.deposits.all().at(-1)).toMatchObject({ status: 1, bonus: '0.00' })

    signIn(3)
    db.settings.update({ initial_bonus: 0 })
    await deposit()
    clock.advance(20_000)
    runDue()
    expect(db.deposits.all().at(-1)).toMatchObject({ status: 1, bonus: '0.00' })

    signIn(4)
    db.settings.update({ initial_bonus: 100, disable_rollover: true })
    const rollover = walletOf(4).balance_deposit_rollover
    await deposit()
    clock.advance(20_000)
    runDue()
    expect(walletOf(4)).toMatchObject({ balance_deposit_rollover: rollover, balance_bonus_rollover: '0.00' })
    expect(db.deposits.all().at(-1)?.bonus).toBe('50.00')
  })

  it('pushes payment.confirmed with {idTransaction, status, amount, bonus} on the player’s private channel', async () => {
    signIn(NEW_PLAYER)
    client = createRealtimeClient()
    const received: PaymentConfirmedEvent[] = []
    client.subscribePrivate(
      userChannel(NEW_PLAYER),
      PAYMENT_CONFIRMED_EVENT,
      (data) => received.push(data),
      PaymentConfirmedEventSchema,
    )
    await vi.waitFor(() => expect(client?.isSubscribed(userChannel(NEW_PLAYER))).toBe(true))
    const id = await deposit({ amount: '30.00' })
    clock.advance(20_000)
    // The ticker's work, without a request.
    runDue()
    await vi.waitFor(() => expect(received).toEqual([{ idTransaction: id, status: 'paid', amount: 3000, bonus: 3000 }]))
  })

  it('follows the money policy: paid after 5 s, or never (the code then expires after 30 min, no money moves)', async () => {
    signIn()
    moneyPolicy.set({ settle: '5s' })
    const fast = await deposit()
    clock.advance(5_000)
    await expect(statusOf(fast)).resolves.toMatchObject({ status: 'paid' })

    moneyPolicy.set({ settle: 'never' })
    const balance = walletOf(1).balance
    const never = await deposit()
    clock.advance(PIX_EXPIRY_MS - 1)
    // Thirty minutes without a request end a session (mocks/auth/sessions.ts): the player signs in again to ask.
    signIn()
    await expect(statusOf(never)).resolves.toMatchObject({ status: 'pending' })
    clock.advance(1)
    await expect(statusOf(never)).resolves.toEqual({ status: 'expired', amount: 5000 })
    expect(walletOf(1).balance).toBe(balance)
    expect(db.deposits.all().at(-1)?.status).toBe(2)
  })

  it('GET wallet/transaction/status answers 404 {message} for an unknown id or another player’s deposit', async () => {
    signIn(NEW_PLAYER)
    const mine = await deposit()
    await expect(
      callApi(transactionStatus, { params: { id: db.deposits.all().at(-1)?.id ?? 0 } }),
    ).resolves.toMatchObject({
      status: 'pending',
    })
    signIn(1)
    expect(await failure(statusOf(mine))).toMatchObject({ status: 404, body: TRANSACTION_NOT_FOUND })
    expect(await failure(statusOf('JGD999999XXXXXXXXXX'))).toMatchObject({ status: 404, body: TRANSACTION_NOT_FOUND })
  })
})

describe('sessions', () => {
  it('every money endpoint answers 401 {error: "Unauthenticated."} without a session, and moves nothing', async () => {
    const calls: Array<Promise<unknown>> = [
      callApi(depositBrasilcash, { body: body() }),
      callApi(depositRexpay, { body: body({ gateway: 'rexpay' }) }),
      callApi(depositPayment, { body: body({ gateway: 'digitopay' }) }),
      callApi(transactionStatus, { params: { id: db.deposits.all()[0]?.transaction_id ?? 'x' } }),
      callApi(profileWithdraw, { body: { amount: 60, pix_key: DEMO_PLAYER.cpf, pix_key_type: 'document' } }),
      callApi(walletWithdrawRequest, {
        body: {
          pix_key: DEMO_PLAYER.cpf,
          pix_type: 'document',
          amount: '60.00',
          type: 'pix',
          currency: 'BRL',
          symbol: 'R$',
          accept_terms: true,
        },
      }),
      callApi(walletWithdrawHistory),
      callApi(walletDepositHistory),
      callApi(profileMyWallets),
      callApi(profileActivateWallet, { params: { id: 6 } }),
      callApi(couponRedeem, { body: { code: 'BEMVINDO' } }),
    ]
    const before = JSON.stringify([
      db.deposits.all(),
      db.withdrawals.all(),
      db.wallets.all(),
      db.couponRedemptions.all(),
    ])
    // Every rejection is handled at once (awaiting them one by one leaves the later ones unhandled for a while).
    for (const error of await Promise.all(calls.map((call) => failure(call)))) {
      expect(error).toMatchObject({ status: 401, body: { error: 'Unauthenticated.' } })
    }
    expect(
      JSON.stringify([db.deposits.all(), db.withdrawals.all(), db.wallets.all(), db.couponRedemptions.all()]),
    ).toBe(before)
  })
})

describe('idempotency', () => {
  it('every money POST is idempotent in its definition (the client sends an Idempotency-Key, handle() honours it)', () => {
    const money = [
      depositBrasilcash,
      depositRexpay,
      depositPayment,
      profileWithdraw,
      walletWithdrawRequest,
      couponRedeem,
    ]
    expect(money.filter((endpoint) => endpoint.idempotent !== true).map((endpoint) => endpoint.id)).toEqual([])
  })

  it('the same Idempotency-Key twice (a double click) creates one deposit and answers the same code', async () => {
    signIn()
    const before = db.deposits.count()
    const [first, second] = await Promise.all([
      callApi(depositBrasilcash, { body: body() }, { idempotencyKey: 'clique-duplo' }),
      callApi(depositBrasilcash, { body: body() }, { idempotencyKey: 'clique-duplo' }),
    ])
    expect(second).toEqual(first)
    await expect(callApi(depositBrasilcash, { body: body() }, { idempotencyKey: 'clique-duplo' })).resolves.toEqual(
      first,
    )
    expect(db.deposits.count()).toBe(before + 1)
    await callApi(depositBrasilcash, { body: body() }, { idempotencyKey: 'outro-clique' })
    expect(db.deposits.count()).toBe(before + 2)
  })

  it('marks a replayed answer', async () => {
    signIn()
    const { token } = signInAs(1)
    const send = () =>
      fetch(new URL('brasilcash/qrcode-pix', apiBase.replace('*', 'http://localhost')), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': 'k-1' },
        body: JSON.stringify(body()),
      })
    const first = await send()
    const again = await send()
    expect(first.headers.get('Idempotent-Replayed')).toBeNull()
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(await first.json())
  })
})
