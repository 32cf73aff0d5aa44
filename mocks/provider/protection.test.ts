import { beforeEach, describe, expect, it } from 'vitest'
import { authLogout, authRefresh, authVerify } from '@/api/auth.ts'
import { callApi, configureApi } from '@/api/client.ts'
import { gamesSingle } from '@/api/casino.ts'
import { protectionLimitsUpdate } from '@/api/protection-limits.ts'
import { protectionPause } from '@/api/protection-pause.ts'
import { resetMockState } from '../node.ts'
import { catalogue } from '../catalogue/catalogue.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { iso } from '../db/reference.ts'
import { createSession, LOGIN_SESSION_ENDED, REMEMBER_TTL_MS, SESSION_IDLE } from '../auth/sessions.ts'
import { walletOf } from '../wallet/wallets.ts'
import { failure, signIn } from '../handlers/test-support.ts'
import { spDateTime } from '../protection/limits.ts'
import { clock } from '../sim/clock.ts'
import { providerRequest, type ProviderReply } from './provider.ts'

// Player protection reaches the game: a game session lives only as long as the login session that launched it, and
// every message checks breaks, exclusion and the session-time limit (mocks/README.md, "Rules a backend copies").

beforeEach(() => resetMockState())

const DEMO_USER = 1
const fruitParty = () => {
  const game = catalogue().games.find((g) => g.game_name === 'Fruit Party')
  if (!game) throw new Error('Fruit Party')
  return game
}

let ids = 0
/** Launches Fruit Party through games/single, as the play page does, and says hello from one window. */
async function launch() {
  const launched = await callApi(gamesSingle, { params: { id: fruitParty().id } })
  if (!('token' in launched)) throw new Error('the demo player has a balance: the game launches')
  const { token } = launched
  const send = (type: string, payload: Record<string, unknown> = {}) =>
    providerRequest({ v: 1, type, session: token, id: `p${++ids}`, ...payload }, { windowId: 'w1' }) as ProviderReply
  const spin = () => send('round.start', { key: crypto.randomUUID(), bet: 100 })
  expect(send('hello')).toMatchObject({ ok: true })
  return { token, send, spin }
}

const cash = () => walletOf(DEMO_USER).balance
const noLimits = {
  deposit_day: null,
  deposit_week: null,
  deposit_month: null,
  loss_day: null,
  loss_week: null,
  loss_month: null,
  session_day: null,
}

describe('a game session ends with the player’s session', () => {
  it('refuses rounds after a logout, with the reason, and moves no money', async () => {
    signIn(DEMO_USER)
    const { spin, send } = await launch()
    expect(spin()).toMatchObject({ ok: true })
    await callApi(authLogout)
    const before = cash()
    expect(spin()).toMatchObject({ ok: false, error: { code: 'session_invalid', message: LOGIN_SESSION_ENDED } })
    // The game session is over: even the balance is refused, and nothing was debited.
    expect(send('balance')).toMatchObject({
      ok: false,
      error: { code: 'session_invalid', message: LOGIN_SESSION_ENDED },
    })
    expect(cash()).toBe(before)
  })

  it('refuses rounds after a self-exclusion, with the exclusion’s words', async () => {
    signIn(DEMO_USER)
    const { spin } = await launch()
    expect(spin()).toMatchObject({ ok: true })
    await callApi(protectionPause, { body: { period: 'indefinite', password: DEMO_PLAYER.password } })
    const before = cash()
    const message = 'Você se autoexcluiu por tempo indeterminado. Para reabrir a conta, fale com o suporte.'
    for (let i = 0; i < 5; i++) expect(spin()).toMatchObject({ ok: false, error: { code: 'session_invalid', message } })
    expect(cash()).toBe(before)
  })

  it('checks a break on every round, even when the game session outlived it (a break recorded by support)', async () => {
    signIn(DEMO_USER)
    const { spin } = await launch()
    expect(spin()).toMatchObject({ ok: true })
    const now = clock.nowMs()
    db.pauses.insert({
      user_id: DEMO_USER,
      period: 'indefinite',
      starts_at: iso(now),
      ends_at: null,
      lifted_at: null,
      created_at: iso(now),
    })
    const before = cash()
    const refused = spin()
    expect(refused).toMatchObject({ ok: false, error: { code: 'session_invalid' } })
    expect(!refused.ok && refused.error.message).toMatch(/autoexcluiu/)
    expect(cash()).toBe(before)
    // The break signs the player out everywhere, as taking it does.
    expect((await failure(callApi(authVerify))).status).toBe(401)
  })

  it('ends the game at the session-time limit, with the time the player may come back', async () => {
    signIn(DEMO_USER)
    await callApi(protectionLimitsUpdate, { body: { ...noLimits, session_day: 30 } })
    const { spin } = await launch()
    clock.advance(20 * 60_000)
    expect(spin()).toMatchObject({ ok: true })
    clock.advance(10 * 60_000)
    const before = cash()
    const message = `Limite de tempo de sessão atingido: você poderá entrar novamente a partir de ${spDateTime(Date.parse('2026-11-02T00:00:00-03:00'))}.`
    expect(spin()).toMatchObject({ ok: false, error: { code: 'session_invalid', message } })
    expect(cash()).toBe(before)
    // The login session ended with it.
    expect((await failure(callApi(authVerify))).status).toBe(401)
  })

  it('counts play as activity, and refuses a game whose login session went idle', async () => {
    // "Lembrar de mim": a token that outlives the hour, so only idleness can end it.
    const { token } = createSession(DEMO_USER, REMEMBER_TTL_MS)
    configureApi({ getToken: () => token })
    const { spin } = await launch()
    // 40 minutes without an API request, but rounds in between: the session is alive.
    clock.advance(20 * 60_000)
    expect(spin()).toMatchObject({ ok: true })
    clock.advance(20 * 60_000)
    expect(spin()).toMatchObject({ ok: true })
    clock.advance(31 * 60_000)
    expect(spin()).toMatchObject({ ok: false, error: { code: 'session_invalid', message: SESSION_IDLE.error } })
  })

  it('keeps the game playing across a token refresh (the same login)', async () => {
    signIn(DEMO_USER)
    const { spin } = await launch()
    const { access_token } = await callApi(authRefresh)
    configureApi({ getToken: () => access_token })
    expect(spin()).toMatchObject({ ok: true })
    // The new token now owns the game: logging it out ends the game.
    await callApi(authLogout)
    expect(spin()).toMatchObject({ ok: false, error: { code: 'session_invalid', message: LOGIN_SESSION_ENDED } })
  })

  it('refuses a stored game session that names no login session', async () => {
    signIn(DEMO_USER)
    const { token, spin } = await launch()
    const row = db.gameSessions.findBy((s) => s.token === token)
    if (!row) throw new Error('no game session')
    db.gameSessions.update(row.id, { login_token: undefined })
    expect(spin()).toMatchObject({ ok: false, error: { code: 'session_invalid' } })
  })
})
