// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { authLogin, authRegister, authVerify } from '@/api/auth.ts'
import { callApi, configureApi } from '@/api/client.ts'
import { depositBrasilcash, type DepositBody } from '@/api/deposit.ts'
import { protectionLimits, protectionLimitsUpdate, type ProtectionLimitsBody } from '@/api/protection-limits.ts'
import { sportsEvents, sportsStoreSingle, type FootballEvent } from '@/api/sports.ts'
import { catalogue } from '../catalogue/catalogue.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { payDepositNow } from '../pix/money-actions.ts'
import { resetMockState } from '../node.ts'
import { providerRequest, type ProviderReply } from '../provider/provider.ts'
import { createGameSession } from '../provider/sessions.ts'
import { createSession } from '../auth/sessions.ts'
import { clock } from '../sim/clock.ts'
import { runDue } from '../sim/jobs.ts'
import { failure, signIn } from '../handlers/test-support.ts'
import { LIMITS_SAVED } from './limits-handlers.ts'
import { applyPendingNow, clearLimits, spDateTime } from './limits.ts'

beforeEach(() => resetMockState())

/** A seeded player with no deposit and no play yet. */
const NEW_PLAYER = 2
const DEMO_USER = 1
const DAY = 86_400_000

const none: ProtectionLimitsBody = {
  deposit_day: null,
  deposit_week: null,
  deposit_month: null,
  loss_day: null,
  loss_week: null,
  loss_month: null,
  session_day: null,
}
const put = (patch: Partial<ProtectionLimitsBody>) => callApi(protectionLimitsUpdate, { body: { ...none, ...patch } })
const errorOf = async (promise: Promise<unknown>) => {
  const error = await failure(promise)
  return { status: error.status, messages: error.messages }
}

const depositBody = (amount: string): DepositBody => ({
  amount,
  accept_bonus: false,
  // The signed-in player's CPF: a deposit runs under the account's (mocks/protection/cpf-gate.ts).
  cpf: db.users.find(NEW_PLAYER)?.cpf ?? '',
  gateway: 'brasilcash',
  paymentType: 'pix',
})

describe('GET and PUT protection/limits', () => {
  it('answers 401 without a session', async () => {
    expect((await failure(callApi(protectionLimits))).status).toBe(401)
    expect((await failure(put({ deposit_day: '10.00' }))).status).toBe(401)
  })

  it('starts with no limit, the period ends in São Paulo time, and a seeded player has answered the prompt', async () => {
    signIn(NEW_PLAYER)
    const limits = await callApi(protectionLimits)
    expect(limits.prompt_answered).toBe(true)
    expect(limits.deposit_day).toEqual({
      value: null,
      pending: null,
      used: 0,
      remaining: null,
      // The reference date is 2026-11-01 12:00 in São Paulo (a Sunday).
      period_ends_at: '2026-11-02T03:00:00.000Z',
    })
    expect(limits.deposit_week.period_ends_at).toBe('2026-11-02T03:00:00.000Z')
    expect(limits.deposit_month.period_ends_at).toBe('2026-12-01T03:00:00.000Z')
    expect(limits.session_day).toMatchObject({ value: null, used: 0 })
  })

  it('the demo player logs in having answered the prompt; a newly registered player is asked', async () => {
    // The product owner logs in as the demo player many times a day: the seed has them answered.
    const demo = await callApi(authLogin, {
      body: { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password, remember: false },
    })
    configureApi({ getToken: () => demo.access_token })
    expect((await callApi(protectionLimits)).prompt_answered).toBe(true)

    configureApi({ getToken: () => null })
    const fresh = await callApi(authRegister, {
      body: {
        name: 'Jogadora Nova',
        email: 'nova@jogada.example',
        phone: '11912345678',
        password: 'Senha@2026',
        password_confirmation: 'Senha@2026',
        term_a: true,
        agreement: true,
      },
    })
    configureApi({ getToken: () => fresh.access_token })
    expect((await callApi(protectionLimits)).prompt_answered).toBe(false)
  })

  it('applies a first or lower limit at once and keeps a higher one or a removal pending for 24 hours', async () => {
    signIn(NEW_PLAYER)
    const saved = await put({ deposit_day: '100.00', loss_week: '50.00', session_day: 600 })
    expect(saved.message).toBe(LIMITS_SAVED)
    expect(saved.limits).toMatchObject({
      deposit_day: { value: 10_000, pending: null, remaining: 10_000 },
      loss_week: { value: 5_000, remaining: 5_000 },
      session_day: { value: 600, pending: null },
      prompt_answered: true,
    })

    const effectiveAt = new Date(clock.nowMs() + DAY).toISOString()
    const raised = await put({ deposit_day: '300.00', loss_week: '20.00', session_day: null })
    expect(raised.limits.deposit_day).toMatchObject({
      value: 10_000,
      pending: { value: 30_000, effective_at: effectiveAt },
    })
    expect(raised.limits.loss_week).toMatchObject({ value: 2_000, pending: null })
    expect(raised.limits.session_day).toMatchObject({ value: 600, pending: { value: null, effective_at: effectiveAt } })

    // Asking again later keeps the first time: a repeat must not postpone it (within the session's 30 minutes of
    // allowed inactivity, so the token still answers).
    clock.advance(29 * 60_000)
    const again = await put({ deposit_day: '300.00', loss_week: '20.00', session_day: null })
    expect(again.limits.deposit_day.pending?.effective_at).toBe(effectiveAt)

    // The job applies them when due.
    clock.advance(DAY - 29 * 60_000 - 1)
    runDue()
    // The hour-long token has long expired.
    signIn(NEW_PLAYER)
    expect((await callApi(protectionLimits)).deposit_day.value).toBe(10_000)
    clock.advance(1)
    runDue()
    const applied = await callApi(protectionLimits)
    expect(applied.deposit_day).toMatchObject({ value: 30_000, pending: null })
    expect(applied.session_day).toMatchObject({ value: null, pending: null })
    expect(db.jobs.where((job) => job.type === 'protection.limits.apply')).toEqual([])
  })

  it('drops a pending raise when the player asks for the limit in force again', async () => {
    signIn(NEW_PLAYER)
    await put({ deposit_day: '100.00' })
    await put({ deposit_day: '200.00' })
    const back = await put({ deposit_day: '100.00' })
    expect(back.limits.deposit_day).toMatchObject({ value: 10_000, pending: null })
  })

  it('answers 422 in Laravel words for an amount or minutes out of bounds', async () => {
    signIn(NEW_PLAYER)
    expect(await errorOf(put({ deposit_day: '0.50' }))).toEqual({
      status: 422,
      messages: ['O campo limite de depósito diário deve ser de pelo menos R$\u00a01,00.'],
    })
    expect(await errorOf(put({ loss_month: '2000000.00' }))).toEqual({
      status: 422,
      messages: ['O campo limite de perdas mensal não pode ser superior a R$\u00a01.000.000,00.'],
    })
    expect(await errorOf(put({ session_day: 2 }))).toEqual({
      status: 422,
      messages: ['O campo limite de tempo de sessão deve estar entre 5 e 1440 minutos.'],
    })
  })

  it('the panel applies pending changes now, and clearing asks the prompt again', async () => {
    signIn(NEW_PLAYER)
    await put({ deposit_day: '100.00' })
    await put({ deposit_day: '500.00' })
    applyPendingNow(NEW_PLAYER)
    expect((await callApi(protectionLimits)).deposit_day).toMatchObject({ value: 50_000, pending: null })
    clearLimits(NEW_PLAYER)
    const cleared = await callApi(protectionLimits)
    expect(cleared).toMatchObject({ prompt_answered: false, deposit_day: { value: null } })
  })
})

describe('deposit limits', () => {
  it('refuses a deposit above the remaining allowance with the amount left, counting codes not yet paid', async () => {
    signIn(NEW_PLAYER)
    await put({ deposit_day: '100.00' })
    // Paid or not, an issued code counts: two codes cannot pass the limit together.
    await callApi(depositBrasilcash, { body: depositBody('80.00') })
    expect(await errorOf(callApi(depositBrasilcash, { body: depositBody('50.00') }))).toEqual({
      status: 400,
      messages: ['Limite de depósito diário: você ainda pode depositar R$\u00a020,00 hoje.'],
    })
    const limits = await callApi(protectionLimits)
    expect(limits.deposit_day).toMatchObject({ used: 8_000, remaining: 2_000 })
    // What fits goes through.
    await callApi(depositBrasilcash, { body: depositBody('20.00') })
    expect(await errorOf(callApi(depositBrasilcash, { body: depositBody('20.00') }))).toEqual({
      status: 400,
      messages: [
        'Limite de depósito diário atingido: você poderá depositar novamente a partir de 02/11/2026 às 00:00.',
      ],
    })
    // The next São Paulo day has its own allowance.
    clock.set(Date.parse('2026-11-02T00:00:00-03:00'))
    signIn(NEW_PLAYER)
    await callApi(depositBrasilcash, { body: depositBody('20.00') })
  })

  it('names the tightest period, and an expired code stops counting', async () => {
    signIn(NEW_PLAYER)
    await put({ deposit_day: '500.00', deposit_week: '150.00' })
    const paid = await callApi(depositBrasilcash, { body: depositBody('100.00') })
    expect(paid).toMatchObject({ status: true })
    expect(await errorOf(callApi(depositBrasilcash, { body: depositBody('60.00') }))).toMatchObject({
      messages: ['Limite de depósito semanal: você ainda pode depositar R$\u00a050,00 nesta semana.'],
    })
    const row = db.deposits.findBy((d) => d.user_id === NEW_PLAYER)
    if (!row) throw new Error('no deposit')
    payDepositNow(row.id)
    expect((await callApi(protectionLimits)).deposit_week.used).toBe(10_000)
    db.deposits.update(row.id, { status: 2 })
    expect((await callApi(protectionLimits)).deposit_week.used).toBe(0)
  })
})

describe('loss limits', () => {
  function playSlot(userId: number, bet: number): ProviderReply | null {
    const game = catalogue().games.find((g) => g.game_name === 'Fruit Party')
    if (!game) throw new Error('no game')
    const session = createGameSession(createSession(userId), game.id)
    let id = 0
    const send = (type: string, payload: Record<string, unknown> = {}) =>
      providerRequest({ v: 1, type, session: session.token, id: `q${++id}`, ...payload }, { windowId: 'w' })
    send('hello')
    return send('round.start', { key: crypto.randomUUID(), bet })
  }

  it('refuses a casino round whose stake could pass the loss limit, with the allowance in the message', async () => {
    signIn(DEMO_USER)
    await put({ loss_day: '10.00' })
    const refused = playSlot(DEMO_USER, 2_000)
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'limit', message: 'Limite de perdas diário: você ainda pode apostar R$\u00a010,00 hoje.' },
    })
    expect(playSlot(DEMO_USER, 500)).toMatchObject({ ok: true })
    const loss = (await callApi(protectionLimits)).loss_day
    expect(loss.used).toBeGreaterThanOrEqual(0)
    expect(loss.remaining).toBe(Math.max(0, 1_000 - loss.used))
  })

  it('refuses a sports slip past the loss limit, and places it without one', async () => {
    signIn(DEMO_USER)
    await put({ loss_week: '20.00' })
    const { events } = await callApi(sportsEvents)
    const event = events.find((e) => e.bets.length > 0) as FootballEvent
    const market = event.bets[0]!
    const slip = (amount: string) => ({
      total_bets: amount,
      total_earnings: '0',
      bets: [
        {
          ...event,
          bet_id: `${event.id}-0-0`,
          bet_amount: amount,
          bets: { name: market.name, values: market.values },
          oddsSelected: market.values[0]!,
        },
      ],
    })
    expect(await errorOf(callApi(sportsStoreSingle, { body: slip('25.00') }))).toEqual({
      status: 400,
      messages: ['Limite de perdas semanal: você ainda pode apostar R$\u00a020,00 nesta semana.'],
    })
    expect((await callApi(sportsStoreSingle, { body: slip('20.00') })).tickets).toHaveLength(1)
    expect((await callApi(protectionLimits)).loss_week).toMatchObject({ used: 2_000, remaining: 0 })
  })
})

describe('session time limit', () => {
  it('ends the session when the day’s minutes are used, refuses login until the day ends, then lets the player in', async () => {
    signIn(DEMO_USER)
    await put({ session_day: 30 })
    clock.advance(29 * 60_000)
    expect((await callApi(protectionLimits)).session_day).toMatchObject({ used: 29, remaining: 1 })
    clock.advance(60_000)
    const nextDay = Date.parse('2026-11-02T00:00:00-03:00')
    const message = `Limite de tempo de sessão atingido: você poderá entrar novamente a partir de ${spDateTime(nextDay)}.`
    expect(message).toContain('02/11/2026 às 00:00')
    const refused = await failure(callApi(authVerify))
    expect({ status: refused.status, messages: refused.messages }).toEqual({ status: 401, messages: [message] })
    expect(refused.body).toMatchObject({ action: 'session_limit' })
    // The token is gone for good.
    expect((await failure(callApi(authVerify))).status).toBe(401)

    const login = () => callApi(authLogin, { body: { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password } })
    expect(await errorOf(login())).toEqual({ status: 400, messages: [message] })
    clock.set(nextDay)
    expect((await login()).access_token).toBeTruthy()
  })

  it('counts a session up to its last request only', async () => {
    signIn(DEMO_USER)
    await put({ session_day: 30 })
    clock.advance(10 * 60_000)
    expect((await callApi(protectionLimits)).session_day.used).toBe(10)
    // A second session (another device) adds its own time.
    signIn(DEMO_USER)
    clock.advance(5 * 60_000)
    expect((await callApi(protectionLimits)).session_day.used).toBe(15)
  })
})
