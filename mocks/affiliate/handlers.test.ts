// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { affiliatesGenerate, affiliatesInfo, affiliatesRequest } from '@/api/affiliate.ts'
import { authRegister } from '@/api/auth.ts'
import { callApi, configureApi } from '@/api/client.ts'
import { walletWithdrawHistory } from '@/api/wallet-area.ts'
import { resetMockState } from '../node.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { createDeposit, settleDeposit } from '../pix/deposits.ts'
import { createPlayer } from '../auth/players.ts'
import { walletOf } from '../wallet/wallets.ts'
import { emitActivity } from '../wallet/activity.ts'
import { clock } from '../sim/clock.ts'
import { EARNINGS_REQUESTED, NOTHING_TO_WITHDRAW } from './handlers.ts'
import { failure, signIn } from '../handlers/test-support.ts'

beforeEach(() => resetMockState())

const newPlayer = (inviter: number | null = null) =>
  createPlayer({
    name: 'Ana Souza',
    email: `ana${db.users.count()}@exemplo.com.br`,
    phone: '11912345678',
    cpf: null,
    inviter,
  })

describe('GET profile/affiliates/', () => {
  it("answers the demo player's code, link, indications and seeded earnings", async () => {
    signIn()
    const info = await callApi(affiliatesInfo)
    expect(info).toMatchObject({
      code: DEMO_PLAYER.code,
      indications: 4,
      wallet: { refer_rewards: 4000, currency: 'BRL' },
    })
    expect(info.url).toMatch(/\/register\?code=JOGADA1$/)
  })

  it('answers a null code (the generate button) for a player without one', async () => {
    signIn(newPlayer().id)
    expect(await callApi(affiliatesInfo)).toMatchObject({ code: null, url: null, indications: 0 })
  })

  it('answers 401 without a session', async () => {
    configureApi({ getToken: () => null })
    expect((await failure(callApi(affiliatesInfo))).status).toBe(401)
  })
})

describe('GET profile/affiliates/generate', () => {
  it('creates the code once: the next info carries it and a second generate keeps it', async () => {
    signIn(newPlayer().id)
    expect(await callApi(affiliatesGenerate)).toMatchObject({ status: true })
    const { code } = await callApi(affiliatesInfo)
    expect(code).toMatch(/^[A-Z2-9]{8}$/)
    await callApi(affiliatesGenerate)
    expect((await callApi(affiliatesInfo)).code).toBe(code)
  })
})

describe('referral rewards', () => {
  it('registration with the code links the new player; their first paid deposit pays the CPA, once', async () => {
    configureApi({ getToken: () => null })
    const registered = await callApi(authRegister, {
      body: {
        name: 'Bruno Lima',
        email: 'bruno@exemplo.com.br',
        phone: '21987654321',
        password: 'segredo123',
        password_confirmation: 'segredo123',
        term_a: true,
        agreement: true,
        reference_code: DEMO_PLAYER.code.toLowerCase(),
      },
    })
    const referredId = registered.user.id
    expect(db.users.find(referredId)?.inviter).toBe(1)
    const before = walletOf(1).refer_rewards
    const pay = () => {
      const deposit = createDeposit({
        userId: referredId,
        gateway: 'brasilcash',
        amountCentavos: 5_000,
        acceptBonus: false,
        cpf: DEMO_PLAYER.cpf,
      })
      settleDeposit(deposit.id)
    }
    pay()
    expect(walletOf(1).refer_rewards).toBe('50.00')
    expect(before).toBe('40.00')
    pay()
    expect(walletOf(1).refer_rewards).toBe('50.00')
    signIn()
    expect((await callApi(affiliatesInfo)).indications).toBe(5)
  })

  it("shares the referred player's net losses, never their wins", () => {
    const referred = newPlayer(1)
    const at = clock.nowMs()
    const source = { kind: 'casino', gameId: 1, roundId: 1 } as const
    emitActivity({ type: 'bet', userId: referred.id, walletId: 0, amount: 10_000, countsAsBet: true, source, at })
    expect(walletOf(1).refer_rewards).toBe('60.00')
    emitActivity({ type: 'win', userId: referred.id, walletId: 0, amount: 15_000, source, at })
    expect(walletOf(1).refer_rewards).toBe('60.00')
    // Net 10000 - 15000 = -5000: 15000 of losses make it up to the 10000 already shared, the 1000 beyond pay 20% (R$ 2,00).
    emitActivity({ type: 'bet', userId: referred.id, walletId: 0, amount: 16_000, countsAsBet: true, source, at })
    expect(walletOf(1).refer_rewards).toBe('62.00')
  })

  it('pays nothing for a player nobody referred', () => {
    const player = newPlayer()
    emitActivity({
      type: 'bet',
      userId: player.id,
      walletId: 0,
      amount: 10_000,
      countsAsBet: true,
      source: { kind: 'sports', ticketKind: 'single' },
      at: 0,
    })
    expect(walletOf(1).refer_rewards).toBe('40.00')
  })
})

describe('POST profile/affiliates/request', () => {
  const body = (patch: Record<string, unknown> = {}) => ({
    amount: '40.00',
    pix_key: DEMO_PLAYER.cpf,
    pix_type: 'cpf' as const,
    ...patch,
  })

  it('moves the earnings out of refer_rewards into a withdrawal in analysis the history lists', async () => {
    signIn()
    expect(await callApi(affiliatesRequest, { body: body({ amount: '25.00' }) })).toEqual({
      status: true,
      message: EARNINGS_REQUESTED,
    })
    expect(walletOf(1)).toMatchObject({ refer_rewards: '15.00', balance: '250.00', balance_withdrawal: '125.00' })
    const history = await callApi(walletWithdrawHistory, { query: { page: 1 } })
    expect(history.withdraws.data[0]).toMatchObject({ amount: 2_500, status: 0 })
    expect(db.withdrawals.all().at(-1)).toMatchObject({ source: 'affiliate', pix_key_type: 'document' })
  })

  it('answers 400 above refer_rewards, moving nothing', async () => {
    signIn()
    expect(await failure(callApi(affiliatesRequest, { body: body({ amount: '40.01' }) }))).toMatchObject({
      status: 400,
      body: NOTHING_TO_WITHDRAW,
    })
    expect(walletOf(1).refer_rewards).toBe('40.00')
  })

  it('answers 422 for a key that does not match its type', async () => {
    signIn()
    const bad = async (patch: Record<string, unknown>) =>
      (await failure(callApi(affiliatesRequest, { body: body(patch) }))).body
    expect(await bad({ pix_key: '52998224724' })).toEqual({ pix_key: ['A chave PIX deve ser um CPF válido.'] })
    expect(await bad({ pix_type: 'phone', pix_key: '00912345678' })).toEqual({
      pix_key: ['A chave PIX deve ser um telefone válido com DDD.'],
    })
    expect(await bad({ pix_type: 'email', pix_key: 'x@' })).toEqual({
      pix_key: ['A chave PIX deve ser um endereço de e-mail válido.'],
    })
    expect(await bad({ pix_type: 'random', pix_key: 'abc' })).toEqual({
      pix_key: ['A chave PIX deve ser uma chave aleatória válida.'],
    })
    expect(await bad({ amount: 0 })).toEqual({ amount: ['O campo valor deve ser maior que 0.'] })
  })

  it('goes only to the player’s own key: a CPF key must be their CPF; without a CPF on file it comes with the request', async () => {
    signIn()
    expect(await failure(callApi(affiliatesRequest, { body: body({ pix_key: '39827164546' }) }))).toMatchObject({
      status: 422,
      body: { pix_key: ['A chave CPF precisa ser o seu CPF.'] },
    })
    db.users.update(1, { cpf: null })
    const emailKey = { pix_type: 'email' as const, pix_key: DEMO_PLAYER.email }
    expect(await failure(callApi(affiliatesRequest, { body: body(emailKey) }))).toMatchObject({
      status: 422,
      body: { cpf: ['O campo CPF é obrigatório.'] },
    })
    expect(walletOf(1).refer_rewards).toBe('40.00')
    await callApi(affiliatesRequest, { body: { ...body({ ...emailKey, amount: '10.00' }), cpf: DEMO_PLAYER.cpf } })
    expect(db.users.find(1)?.cpf).toBe(DEMO_PLAYER.cpf)
    expect(walletOf(1).refer_rewards).toBe('30.00')
  })

  it('a repeated Idempotency-Key withdraws once', async () => {
    signIn()
    const options = { idempotencyKey: 'same-key' }
    await callApi(affiliatesRequest, { body: body({ amount: '10.00' }) }, options)
    await callApi(affiliatesRequest, { body: body({ amount: '10.00' }) }, options)
    expect(walletOf(1).refer_rewards).toBe('30.00')
  })
})
