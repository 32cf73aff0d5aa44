// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { authLogin, PauseRefusalActionSchema } from '@/api/auth.ts'
import { callApi } from '@/api/client.ts'
import { protectionPause, protectionPauseBalance, protectionPauseWithdraw } from '@/api/protection-pause.ts'
import { profileWallet } from '@/api/wallet.ts'
import { resetMockState } from '../node.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { mailboxMessages } from '../auth/mailbox.ts'
import { walletOf } from '../wallet/wallets.ts'
import { clock } from '../sim/clock.ts'
import { failure, signIn } from '../handlers/test-support.ts'
import { CAMPAIGN_SUBJECT, liftPause, sendMarketingCampaign, takePause, WITHDRAW_PASS_TTL_MS } from './pause-db.ts'
import { WRONG_PASSWORD } from './pause-handlers.ts'

beforeEach(() => resetMockState())

const login = () =>
  callApi(authLogin, { body: { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password, remember: false } })

type PauseBody = { period: 'day' | 'week' | 'month' | 'days' | 'indefinite'; days?: number; password: string }
const pause = (body: Partial<PauseBody> = {}) =>
  callApi(protectionPause, { body: { period: 'day', password: DEMO_PLAYER.password, ...body } })

/** The refusal's withdraw token, read as the app reads it. */
async function refusedLogin() {
  const error = await failure(login())
  const action = v.parse(PauseRefusalActionSchema, (error.body as { action: unknown }).action)
  return { error, action }
}

describe('POST protection/pause', () => {
  it('records a 24-hour break, ends every session of the player and answers until when', async () => {
    clock.set(Date.parse('2026-11-27T17:30:00Z'))
    const token = signIn()
    signIn() // a second device
    expect(db.sessions.where((s) => s.user_id === 1)).toHaveLength(2)
    const answer = await pause()
    expect(answer).toEqual({
      status: true,
      message: 'Pausa registrada. Você poderá entrar novamente em 28/11/2026 às 14:30 (horário de Brasília).',
      paused_until: '2026-11-28T17:30:00.000Z',
    })
    expect(db.sessions.where((s) => s.user_id === 1)).toHaveLength(0)
    // The token that asked no longer works.
    expect((await failure(callApi(profileWallet, {}, { token }))).status).toBe(401)
  })

  it('refuses a wrong password with the field message, and records nothing', async () => {
    signIn()
    const error = await failure(pause({ password: 'errada' }))
    expect(error.status).toBe(422)
    expect(error.messages).toEqual([WRONG_PASSWORD])
    expect(db.pauses.count()).toBe(0)
  })

  it('clamps nothing silently: a custom period outside 1..42 days is a validation error', async () => {
    signIn()
    expect((await failure(pause({ period: 'days', days: 43 }))).status).toBe(422)
    expect((await failure(pause({ period: 'days' }))).status).toBe(422)
    expect(db.pauses.count()).toBe(0)
    const answer = await pause({ period: 'days', days: 42 })
    expect(Date.parse(answer.paused_until as string) - clock.nowMs()).toBe(42 * 86_400_000)
  })

  it('a second break while one is in force keeps the one in force', async () => {
    signIn()
    const first = await pause({ period: 'week' })
    expect(takePause(1, 'day').ends_at).toBe(first.paused_until)
    expect(db.pauses.count()).toBe(1)
  })

  it('answers 401 without a session', async () => {
    expect((await failure(pause())).status).toBe(401)
  })
})

describe('login during a break', () => {
  it('is refused with 403 and the date in pt-BR, until the break ends', async () => {
    clock.set(Date.parse('2026-11-27T17:30:00Z'))
    signIn()
    await pause()
    const { error, action } = await refusedLogin()
    expect(error.status).toBe(403)
    expect(error.messages).toEqual([
      'Sua conta está em pausa até 28/11/2026 às 14:30 (horário de Brasília). Até lá, você ainda pode sacar seu saldo.',
    ])
    expect(action.paused_until).toBe('2026-11-28T17:30:00.000Z')
    // A wrong password learns nothing about the break.
    const wrong = await failure(
      callApi(authLogin, { body: { email: DEMO_PLAYER.email, password: 'errada', remember: false } }),
    )
    expect(wrong.status).toBe(400)
    clock.advance(24 * 3_600_000)
    expect((await login()).access_token).toBeTruthy()
  })

  it('is refused for an indefinite exclusion, which never ends by itself', async () => {
    signIn()
    expect((await pause({ period: 'indefinite' })).paused_until).toBeNull()
    clock.advance(365 * 86_400_000)
    const { error, action } = await refusedLogin()
    expect(error.messages).toEqual([
      'Você se autoexcluiu por tempo indeterminado. Para reabrir a conta, fale com o suporte.',
    ])
    expect(action.paused_until).toBeNull()
    // Only support (the demo panel) lifts it.
    expect(liftPause(1)).toBe(true)
    expect((await login()).access_token).toBeTruthy()
  })
})

describe('withdrawing the cash balance during a break', () => {
  it("reads the cash balance and asks for its PIX withdrawal with the refusal's token only", async () => {
    signIn()
    const cash = walletOf(1).balance
    await pause()
    const { action } = await refusedLogin()
    const token = action.withdraw_token
    const read = await callApi(protectionPauseBalance, {}, { token })
    expect(read.balance).toBe(Math.round(Number(cash) * 100))
    const answer = await callApi(
      protectionPauseWithdraw,
      { body: { amount: 100, pix_key: DEMO_PLAYER.cpf, pix_key_type: 'document' } },
      { token },
    )
    expect(answer).toEqual({ success: true, message: 'Saque solicitado com sucesso!', balance: read.balance - 10_000 })
    expect(db.withdrawals.where((w) => w.user_id === 1).at(-1)).toMatchObject({ amount: '100.00', status: 0 })
    // The token opens nothing else.
    expect((await failure(callApi(profileWallet, {}, { token }))).status).toBe(401)
  })

  it('refuses more than the cash balance, a missing or expired token, and a token once the break was lifted', async () => {
    signIn()
    await pause()
    const { action } = await refusedLogin()
    const token = action.withdraw_token
    const tooMuch = await failure(
      callApi(
        protectionPauseWithdraw,
        { body: { amount: 4_000, pix_key: DEMO_PLAYER.cpf, pix_key_type: 'document' } },
        { token },
      ),
    )
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.messages).toEqual(['Saldo insuficiente'])
    expect((await failure(callApi(protectionPauseBalance, {}, { token: null }))).status).toBe(401)
    clock.advance(WITHDRAW_PASS_TTL_MS)
    expect((await failure(callApi(protectionPauseBalance, {}, { token }))).status).toBe(401)
    const fresh = (await refusedLogin()).action.withdraw_token
    liftPause(1)
    expect((await failure(callApi(protectionPauseBalance, {}, { token: fresh }))).status).toBe(401)
  })
})

describe('the withdrawal during a break is checked as the wallet’s', () => {
  async function withdrawToken() {
    signIn()
    await pause()
    return (await refusedLogin()).action.withdraw_token
  }
  const send = (token: string, body: Record<string, unknown>) =>
    failure(
      callApi(
        protectionPauseWithdraw,
        { body: { amount: 100, pix_key: DEMO_PLAYER.cpf, pix_key_type: 'document', ...body } },
        { token },
      ),
    )

  it('refuses a key that does not match its type, in the wallet’s words', async () => {
    const token = await withdrawToken()
    expect((await send(token, { pix_key: '52998224724' })).body).toEqual({
      pix_key: ['A chave PIX deve ser um CPF ou CNPJ válido.'],
    })
    expect((await send(token, { pix_key_type: 'email', pix_key: 'x@' })).body).toEqual({
      pix_key: ['A chave PIX deve ser um endereço de e-mail válido.'],
    })
  })

  it('goes only to the player’s own key; without a CPF on file the screen sends it (and it is kept)', async () => {
    const token = await withdrawToken()
    const cash = walletOf(1).balance
    expect((await send(token, { pix_key: '39827164546' })).body).toEqual({
      pix_key: ['A chave CPF precisa ser o seu CPF.'],
    })
    expect((await callApi(protectionPauseBalance, {}, { token })).cpf).toBe(DEMO_PLAYER.cpf)
    db.users.update(1, { cpf: null })
    expect((await callApi(protectionPauseBalance, {}, { token })).cpf).toBeNull()
    expect((await send(token, { pix_key_type: 'email', pix_key: DEMO_PLAYER.email })).body).toEqual({
      cpf: ['O campo CPF é obrigatório.'],
    })
    expect(walletOf(1).balance).toBe(cash)
    // The player's own break does not stop their own withdrawal under their CPF.
    await expect(
      callApi(
        protectionPauseWithdraw,
        { body: { amount: 100, pix_key: DEMO_PLAYER.email, pix_key_type: 'email', cpf: DEMO_PLAYER.cpf } },
        { token },
      ),
    ).resolves.toMatchObject({ success: true })
    expect(db.users.find(1)?.cpf).toBe(DEMO_PLAYER.cpf)
  })
})

describe('marketing', () => {
  it('the campaign reaches players who accepted it, never one on a break or self-excluded', async () => {
    const opted = db.users.all().filter((u) => u.marketing_opt_in !== false)
    expect(opted.length).toBeGreaterThan(1)
    // It could reach the demo player: before the break it does.
    expect(sendMarketingCampaign().map((mail) => mail.user_id)).toContain(1)
    signIn()
    await pause({ period: 'indefinite' })
    const second = db.users.all().find((u) => u.id !== 1) as { id: number }
    db.users.update(second.id, { marketing_opt_in: false })
    const before = mailboxMessages().length
    const sent = sendMarketingCampaign()
    expect(sent.map((mail) => mail.user_id)).not.toContain(1)
    expect(sent.map((mail) => mail.user_id)).not.toContain(second.id)
    expect(sent.length).toBe(opted.length - 2)
    expect(
      mailboxMessages()
        .slice(0, sent.length)
        .every((mail) => mail.subject === CAMPAIGN_SUBJECT),
    ).toBe(true)
    expect(mailboxMessages().length).toBe(before + sent.length)
  })
})

describe('the inactivity timeout', () => {
  it('refuses a token idle for 30 minutes with the reason; any request before that keeps it alive', async () => {
    const token = signIn()
    // A "remember me" session, so the hour of an ordinary token does not end it first.
    const session = db.sessions.findBy((s) => s.token === token) as { id: number }
    db.sessions.update(session.id, { expires_at: new Date(clock.nowMs() + 30 * 86_400_000).toISOString() })
    clock.advance(29 * 60_000)
    await callApi(profileWallet)
    clock.advance(29 * 60_000)
    await callApi(profileWallet)
    clock.advance(30 * 60_000)
    const error = await failure(callApi(profileWallet, {}, { token }))
    expect(error.status).toBe(401)
    expect(error.body).toEqual({
      error: 'Sua sessão foi encerrada após 30 minutos sem atividade. Entre novamente.',
      action: 'session_idle',
    })
    // An unknown token still gets the middleware's plain answer.
    expect((await failure(callApi(profileWallet, {}, { token: 'nope' }))).body).toEqual({ error: 'Unauthenticated.' })
  })
})
