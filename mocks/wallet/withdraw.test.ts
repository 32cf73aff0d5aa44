// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { existsSync } from 'node:fs'
import { userChannel } from '@/api/broadcasting.ts'
import { callApi } from '@/api/client.ts'
import { createRealtimeClient, type RealtimeClient } from '@/api/realtime.ts'
import { profileWallet } from '@/api/wallet.ts'
import {
  profileWithdraw,
  walletWithdrawRequest,
  WITHDRAWAL_UPDATED_EVENT,
  WithdrawalUpdatedEventSchema,
  type WithdrawalRecord,
} from '@/api/wallet-area.ts'
import { resetMockState } from '../node.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { PROOF_PATH } from '../pix/codes.ts'
import { walletOf } from './wallets.ts'
import { moneyPolicy, REVIEW_DELAY_MS } from '../pix/money-policy.ts'
import { clock } from '../sim/clock.ts'
import { runDue } from '../sim/jobs.ts'
import { isValidPixKey, WITHDRAW_REQUEST_SENT, WITHDRAW_REQUESTED } from './handlers.ts'
import { failure, signIn } from '../handlers/test-support.ts'
import { CPF_KEY_NOT_OWN, CPF_NOT_THE_ACCOUNTS, CPF_REQUIRED, CPF_TAKEN } from '../protection/cpf-gate.ts'
import { takePause } from '../protection/pause-db.ts'

let client: RealtimeClient | undefined

beforeEach(() => resetMockState())
afterEach(() => {
  client?.close()
  client = undefined
})

type PageBody = { amount: number; pix_key: string; pix_key_type: 'document' | 'phoneNumber' | 'email' | 'randomKey' }
const pageBody = (patch: Partial<PageBody> = {}): PageBody => ({
  amount: 60,
  pix_key: DEMO_PLAYER.cpf,
  pix_key_type: 'document',
  ...patch,
})

const dialogBody = (patch: Record<string, unknown> = {}) => ({
  pix_key: DEMO_PLAYER.email,
  pix_type: 'email' as const,
  amount: '75.50',
  type: 'pix' as const,
  currency: 'BRL',
  symbol: 'R$',
  accept_terms: true as const,
  ...patch,
})

const wallet = async () => (await callApi(profileWallet)).wallet

describe('POST profile/withdraw (the PIX withdraw page)', () => {
  it('answers {success, message, withdrawal} and moves the amount from the cash balance to balance_withdrawal', async () => {
    signIn()
    const before = await wallet()
    const answer = await callApi(profileWithdraw, { body: pageBody({ amount: 60.5 }) })
    expect(answer).toEqual({
      success: true,
      message: WITHDRAW_REQUESTED,
      withdrawal: {
        id: expect.any(Number),
        proof: null,
        type: 'pix',
        amount: 6050,
        status: 0,
        dateHumanReadable: 'há 1 segundo',
        created_at: clock.now().toISOString(),
      },
    })
    expect(WITHDRAW_REQUESTED).toBe('Saque solicitado com sucesso!')
    const after = await wallet()
    expect(after.balance).toBe(before.balance - 6050)
    expect(after.balance_withdrawal).toBe(before.balance_withdrawal + 6050)
    expect(after.total_balance).toBe(before.total_balance - 6050)
    expect(db.withdrawals.find(answer.withdrawal?.id ?? 0)).toMatchObject({
      user_id: 1,
      pix_key: DEMO_PLAYER.cpf,
      pix_key_type: 'document',
      source: 'profile',
      status: 0,
    })
  })

  it('answers 400 {error} below min_withdraw, above max_withdraw and above the cash balance, moving nothing', async () => {
    signIn()
    const before = walletOf(1)
    const count = db.withdrawals.count()
    expect(await failure(callApi(profileWithdraw, { body: pageBody({ amount: 49.99 }) }))).toMatchObject({
      status: 400,
      body: { error: 'O valor mínimo para saque é R$\u00a050,00' },
    })
    expect((await failure(callApi(profileWithdraw, { body: pageBody({ amount: 5000.01 }) }))).body).toEqual({
      error: 'O valor máximo para saque é R$\u00a05.000,00',
    })
    // R$ 250,00 cash: the bonus and the money already in withdrawal do not count.
    expect((await failure(callApi(profileWithdraw, { body: pageBody({ amount: 250.01 }) }))).body).toEqual({
      error: 'Saldo insuficiente',
    })
    await expect(callApi(profileWithdraw, { body: pageBody({ amount: 250 }) })).resolves.toMatchObject({
      success: true,
    })
    expect(walletOf(1)).toMatchObject({
      balance: '0.00',
      balance_withdrawal: '350.00',
      balance_bonus: before.balance_bonus,
    })
    expect(db.withdrawals.count()).toBe(count + 1)
  })

  it('uses the default limits (100 and 5000) when the settings have none', async () => {
    signIn()
    db.settings.update({ min_withdraw: null, max_withdraw: null })
    expect((await failure(callApi(profileWithdraw, { body: pageBody({ amount: 99 }) }))).body).toEqual({
      error: 'O valor mínimo para saque é R$\u00a0100,00',
    })
  })

  it('answers 422 for a key that does not match its type, a missing key and an unknown type', async () => {
    signIn()
    const bad = async (patch: Record<string, unknown>) =>
      (await failure(callApi(profileWithdraw, { body: { ...pageBody(), ...patch } }))).body
    expect(await bad({ pix_key: '52998224724' })).toEqual({ pix_key: ['A chave PIX deve ser um CPF ou CNPJ válido.'] })
    expect(await bad({ pix_key_type: 'phoneNumber', pix_key: '(00) 12345-678' })).toEqual({
      pix_key: ['A chave PIX deve ser um telefone válido com DDD.'],
    })
    expect(await bad({ pix_key_type: 'email', pix_key: 'demo@' })).toEqual({
      pix_key: ['A chave PIX deve ser um endereço de e-mail válido.'],
    })
    expect(await bad({ pix_key_type: 'randomKey', pix_key: 'abc' })).toEqual({
      pix_key: ['A chave PIX deve ser uma chave aleatória válida.'],
    })
    expect(await bad({ pix_key: '' })).toEqual({ pix_key: ['O campo chave PIX é obrigatório.'] })
    expect(await bad({ pix_key_type: 'cpf' })).toEqual({
      pix_key_type: ['O campo tipo de chave PIX selecionado é inválido.'],
    })
    expect(await bad({ amount: 0 })).toEqual({ amount: ['O campo valor deve ser maior que 0.'] })
    expect(await bad({ amount: 'muito' })).toEqual({ amount: ['O campo valor deve ser um número.'] })
    expect(db.withdrawals.where((w) => w.created_at === clock.now().toISOString())).toHaveLength(0)
  })

  it('needs a session', async () => {
    expect(await failure(callApi(profileWithdraw, { body: pageBody() }))).toMatchObject({ status: 401 })
  })
})

describe('POST wallet/withdraw/request (the wallet dialog)', () => {
  it('answers {status, message, withdrawal} with the request in analysis', async () => {
    signIn()
    const answer = await callApi(walletWithdrawRequest, { body: dialogBody() })
    expect(answer).toMatchObject({
      status: true,
      message: 'Solicitação de saque enviada com sucesso',
      withdrawal: { status: 0, amount: 7550, proof: null, type: 'pix' },
    })
    expect(WITHDRAW_REQUEST_SENT).toBe(answer.message)
    expect(db.withdrawals.all().at(-1)).toMatchObject({ source: 'wallet', pix_key_type: 'email', amount: '75.50' })
    expect(walletOf(1)).toMatchObject({ balance: '174.50', balance_withdrawal: '175.50' })
  })

  it('answers 400 {error} for the limits and the balance, 422 for the terms, the key and the type', async () => {
    signIn()
    expect((await failure(callApi(walletWithdrawRequest, { body: dialogBody({ amount: '10.00' }) }))).body).toEqual({
      error: 'O valor mínimo para saque é R$\u00a050,00',
    })
    expect((await failure(callApi(walletWithdrawRequest, { body: dialogBody({ amount: 300 }) }))).body).toEqual({
      error: 'Saldo insuficiente',
    })
    const invalid = await failure(
      callApi(walletWithdrawRequest, {
        body: dialogBody({ accept_terms: false, pix_type: 'phoneNumber', pix_key: 'x', type: 'ted' }),
      }),
    )
    expect(invalid).toMatchObject({
      status: 422,
      body: {
        accept_terms: ['O campo termos deve ser aceito.'],
        pix_key: ['A chave PIX deve ser um telefone válido com DDD.'],
        type: ['O campo tipo selecionado é inválido.'],
      },
    })
  })
})

describe('review', () => {
  it('approves a request 60 s later by default: status 1, a proof link, the money leaves balance_withdrawal', async () => {
    signIn()
    const { withdrawal } = await callApi(profileWithdraw, { body: pageBody({ amount: 100 }) })
    clock.advance(REVIEW_DELAY_MS - 1)
    runDue()
    expect(db.withdrawals.find(withdrawal?.id ?? 0)?.status).toBe(0)
    clock.advance(1)
    const after = await wallet()
    expect(after).toMatchObject({ balance: 15000, balance_withdrawal: 10000 })
    const row = db.withdrawals.find(withdrawal?.id ?? 0)
    expect(row).toMatchObject({ status: 1, reviewed_at: clock.now().toISOString() })
    expect(row?.end_to_end_id).toMatch(/^E99999999\d{12}[A-Z0-9]{11}$/)
    const proof = new URL(row?.proof ?? '', 'http://localhost')
    expect(proof.pathname).toBe(PROOF_PATH)
    expect(Object.fromEntries(proof.searchParams)).toEqual({
      e2e: row?.end_to_end_id,
      valor: '100.00',
      data: clock.now().toISOString(),
    })
    // The link opens the receipt the mock draws for this very payment.
    const receipt = await fetch(proof.href)
    expect(receipt.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    const svg = await receipt.text()
    expect(svg).toContain('R$\u00a0100,00')
    expect(svg).toContain(row?.end_to_end_id ?? 'missing')
    // public/ no longer carries a receipt (it had a script anyone could fill from its URL).
    expect(existsSync(new URL(`../../public${PROOF_PATH}`, import.meta.url))).toBe(false)
  })

  it('rejects after 60 s when the policy says so: status 2, refunded to the cash balance', async () => {
    signIn()
    moneyPolicy.set({ review: 'reject' })
    const before = walletOf(1)
    const { withdrawal } = await callApi(walletWithdrawRequest, { body: dialogBody({ amount: 80 }) })
    clock.advance(REVIEW_DELAY_MS)
    expect(await wallet()).toMatchObject({ balance: 25000, balance_withdrawal: 10000 })
    expect(db.withdrawals.find(withdrawal?.id ?? 0)).toMatchObject({ status: 2, proof: null })
    expect(walletOf(1).balance).toBe(before.balance)
  })

  it('leaves the request in analysis with the manual policy', async () => {
    signIn()
    moneyPolicy.set({ review: 'manual' })
    const { withdrawal } = await callApi(profileWithdraw, { body: pageBody() })
    clock.advance(24 * 3600_000)
    runDue()
    expect(db.withdrawals.find(withdrawal?.id ?? 0)?.status).toBe(0)
  })

  it('pushes withdrawal.updated with the record on the player’s channel', async () => {
    signIn()
    client = createRealtimeClient()
    const received: WithdrawalRecord[] = []
    client.subscribePrivate(
      userChannel(1),
      WITHDRAWAL_UPDATED_EVENT,
      (data) => received.push(data),
      WithdrawalUpdatedEventSchema,
    )
    await vi.waitFor(() => expect(client?.isSubscribed(userChannel(1))).toBe(true))
    const { withdrawal } = await callApi(profileWithdraw, { body: pageBody({ amount: 50 }) })
    clock.advance(REVIEW_DELAY_MS)
    runDue()
    await vi.waitFor(() => expect(received).toHaveLength(1))
    expect(received[0]).toMatchObject({
      id: withdrawal?.id,
      status: 1,
      amount: 5000,
      proof: expect.stringContaining(PROOF_PATH),
    })
  })
})

describe('idempotency', () => {
  it('the same Idempotency-Key twice creates one withdrawal and debits once, on both endpoints', async () => {
    signIn()
    const count = db.withdrawals.count()
    const [a, b] = await Promise.all([
      callApi(profileWithdraw, { body: pageBody() }, { idempotencyKey: 'saque-1' }),
      callApi(profileWithdraw, { body: pageBody() }, { idempotencyKey: 'saque-1' }),
    ])
    expect(b).toEqual(a)
    const c = await callApi(walletWithdrawRequest, { body: dialogBody() }, { idempotencyKey: 'saque-2' })
    await expect(
      callApi(walletWithdrawRequest, { body: dialogBody() }, { idempotencyKey: 'saque-2' }),
    ).resolves.toEqual(c)
    expect(db.withdrawals.count()).toBe(count + 2)
    expect(walletOf(1).balance).toBe('114.50')
  })
})

describe('amounts far above any limit', () => {
  it('answer the limit’s 400 while the contract carries them (1e12, 99999999999), and a Laravel 422 beyond, never a 500', async () => {
    signIn()
    const count = db.withdrawals.count()
    const maxLimit = { error: 'O valor máximo para saque é R$\u00a05.000,00' }
    const tooLarge = { amount: ['O campo valor não pode ser superior a 9999999999999.'] }
    const post = async (path: string, body: Record<string, unknown>) => {
      const response = await fetch(`http://localhost/api/${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${signIn()}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as unknown }
    }
    const page = (amount: unknown) => post('profile/withdraw', { ...pageBody(), amount })
    const dialog = (amount: unknown) => post('wallet/withdraw/request', dialogBody({ amount }))
    for (const send of [page, dialog]) {
      for (const amount of [1e12, 99999999999, 9_999_999_999_999]) {
        expect(await send(amount)).toEqual({ status: 400, body: maxLimit })
      }
      for (const amount of [9_999_999_999_999.5, 1e15, 1e16, 1e21, 1e300]) {
        expect(await send(amount)).toEqual({ status: 422, body: tooLarge })
      }
    }
    for (const amount of ['99999999999', '9999999999999999', '1000000000000000000000.50']) {
      expect(await dialog(amount)).toEqual(
        amount === '99999999999' ? { status: 400, body: maxLimit } : { status: 422, body: tooLarge },
      )
    }
    expect(db.withdrawals.count()).toBe(count)
  })
})

describe('PIX keys', () => {
  it('checks CPF and CNPJ (numeric and the alphanumeric of July 2026), phones with DDD, e-mails and random keys', () => {
    expect(isValidPixKey('document', '529.982.247-25')).toBe(true)
    expect(isValidPixKey('document', '11.222.333/0001-81')).toBe(true)
    expect(isValidPixKey('document', '11222333000181')).toBe(true)
    expect(isValidPixKey('document', '11222333000182')).toBe(false)
    expect(isValidPixKey('document', '12ABC34501DE35')).toBe(true)
    expect(isValidPixKey('document', '12.abc.345/01de-35')).toBe(true)
    expect(isValidPixKey('document', '00000000000000')).toBe(false)
    expect(isValidPixKey('document', '52998224725x')).toBe(false)
    expect(isValidPixKey('phoneNumber', '(11) 98765-4321')).toBe(true)
    expect(isValidPixKey('phoneNumber', '+55 11 98765-4321')).toBe(true)
    expect(isValidPixKey('phoneNumber', '1133334444')).toBe(true)
    expect(isValidPixKey('phoneNumber', '98765-4321')).toBe(false)
    // The DDD must be one Anatel assigns (src/shared/br's rule, as the app's forms check it).
    expect(isValidPixKey('phoneNumber', '(20) 98765-4321')).toBe(false)
    expect(isValidPixKey('email', 'demo@jogada.com.br')).toBe(true)
    expect(isValidPixKey('randomKey', '3f1c9a52-7d4e-4b8a-9c21-5e6f0a7b8c9d')).toBe(true)
    expect(isValidPixKey('randomKey', '3f1c9a52')).toBe(false)
  })
})

describe('only to the player’s own key, under a known CPF (mocks/protection/cpf-gate.ts)', () => {
  /** A real CPF nobody in the seed holds, and a CNPJ. */
  const OTHER_CPF = '39827164546'
  const SOME_CNPJ = '11222333000181'
  const withoutCpf = () => db.users.update(1, { cpf: null })

  it('refuses a CPF key that is not the player’s own, and a CNPJ key, on both endpoints; moves nothing', async () => {
    signIn()
    const before = walletOf(1).balance
    const refused = { status: 422, body: { pix_key: [CPF_KEY_NOT_OWN] } }
    expect(CPF_KEY_NOT_OWN).toBe('A chave CPF precisa ser o seu CPF.')
    expect(await failure(callApi(profileWithdraw, { body: pageBody({ pix_key: OTHER_CPF }) }))).toMatchObject(refused)
    expect(await failure(callApi(profileWithdraw, { body: pageBody({ pix_key: SOME_CNPJ }) }))).toMatchObject(refused)
    expect(
      await failure(callApi(walletWithdrawRequest, { body: dialogBody({ pix_type: 'document', pix_key: OTHER_CPF }) })),
    ).toMatchObject(refused)
    expect(walletOf(1).balance).toBe(before)
    // Masked as the form shows it, the player's own CPF passes.
    await expect(callApi(profileWithdraw, { body: pageBody({ pix_key: '529.982.247-25' }) })).resolves.toMatchObject({
      success: true,
    })
  })

  it('without a CPF on file, refuses every key type until the CPF comes with the request', async () => {
    signIn()
    withoutCpf()
    const required = { status: 422, body: { cpf: [CPF_REQUIRED] } }
    for (const patch of [
      { pix_key_type: 'email' as const, pix_key: DEMO_PLAYER.email },
      { pix_key_type: 'phoneNumber' as const, pix_key: '11987654321' },
      { pix_key_type: 'randomKey' as const, pix_key: '3f1c9a52-7d4e-4b8a-9c21-5e6f0a7b8c9d' },
      { pix_key_type: 'document' as const, pix_key: DEMO_PLAYER.cpf },
    ]) {
      expect(await failure(callApi(profileWithdraw, { body: pageBody(patch) }))).toMatchObject(required)
    }
    expect(await failure(callApi(walletWithdrawRequest, { body: dialogBody() }))).toMatchObject(required)
    expect(db.withdrawals.where((w) => w.created_at === clock.now().toISOString())).toHaveLength(0)
  })

  it('keeps the CPF a withdrawal brings, then asks for it no more; a CPF key must be that CPF', async () => {
    signIn()
    withoutCpf()
    expect(
      (await failure(callApi(profileWithdraw, { body: { ...pageBody({ pix_key: OTHER_CPF }), cpf: DEMO_PLAYER.cpf } })))
        .body,
    ).toEqual({ pix_key: [CPF_KEY_NOT_OWN] })
    expect(db.users.find(1)?.cpf).toBeNull()
    await expect(
      callApi(walletWithdrawRequest, { body: { ...dialogBody(), cpf: DEMO_PLAYER.cpf } }),
    ).resolves.toMatchObject({ status: true })
    expect(db.users.find(1)?.cpf).toBe(DEMO_PLAYER.cpf)
    await expect(
      callApi(profileWithdraw, { body: pageBody({ pix_key_type: 'email', pix_key: DEMO_PLAYER.email }) }),
    ).resolves.toMatchObject({ success: true })
    expect((await failure(callApi(profileWithdraw, { body: { ...pageBody(), cpf: OTHER_CPF } }))).body).toEqual({
      cpf: [CPF_NOT_THE_ACCOUNTS],
    })
  })

  it('refuses a CPF that is not valid, another account’s, or a self-excluded player’s (in the exclusion’s words)', async () => {
    signIn()
    withoutCpf()
    const sent = async (cpf: string) =>
      (
        await failure(
          callApi(profileWithdraw, {
            body: { ...pageBody({ pix_key_type: 'email', pix_key: DEMO_PLAYER.email }), cpf },
          }),
        )
      ).body
    expect(await sent('52998224724')).toEqual({ cpf: ['O campo CPF não é um CPF válido.'] })
    const others = db.users.find(2)?.cpf ?? ''
    expect(await sent(others)).toEqual({ cpf: [CPF_TAKEN] })
    takePause(2, 'indefinite')
    expect(await sent(others)).toEqual({
      cpf: ['Você se autoexcluiu por tempo indeterminado. Para reabrir a conta, fale com o suporte.'],
    })
    expect(db.users.find(1)?.cpf).toBeNull()
  })
})
