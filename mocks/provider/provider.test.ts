import { beforeEach, describe, expect, it } from 'vitest'
import { resetMockState } from '../node.ts'
import { catalogue, type CatalogueGame } from '../catalogue/catalogue.ts'
import { db } from '../db/index.ts'
import { walletOf } from '../wallet/wallets.ts'
import { clock } from '../sim/clock.ts'
import { runDue } from '../sim/jobs.ts'
import { providerControls } from './controls.ts'
import { msToReach } from './engines/crash.ts'
import { playSlot } from './engines/slot.ts'
import { DEMO_GAMES } from './games.ts'
import { providerRequest, ROUNDS_KEPT_PER_PLAYER, type ProviderReply } from './provider.ts'
import { PROVIDER_SEED, streamRng } from './rng.ts'
import { createGameSession } from './sessions.ts'
import { createSession } from '../auth/sessions.ts'
import { vipPointsFor } from './settlement.ts'

beforeEach(() => resetMockState())

const DEMO_USER = 1
const byName = (name: string): CatalogueGame => {
  const game = catalogue().games.find((g) => g.game_name === name)
  if (!game) throw new Error(name)
  return game
}

let ids = 0
/** A protocol client for one session, as the bridge would call the provider for one window. */
function client(gameName: string, userId = DEMO_USER, windowId: string | undefined = 'w1') {
  const session = createGameSession(createSession(userId), byName(gameName).id)
  const send = (type: string, payload: Record<string, unknown> = {}, caller = windowId) =>
    providerRequest(
      { v: 1, type, session: session.token, id: `r${++ids}`, ...payload },
      { windowId: caller },
    ) as ProviderReply
  return { session, send }
}

function ok(reply: ProviderReply | null): Record<string, unknown> {
  if (!reply?.ok) throw new Error(`expected ok, got ${JSON.stringify(reply)}`)
  return reply
}

function errorOf(reply: ProviderReply | null) {
  if (!reply || reply.ok) throw new Error(`expected an error, got ${JSON.stringify(reply)}`)
  return reply.error
}

const wallet = () => walletOf(DEMO_USER)

describe('hello and balance', () => {
  it('describes the game, the balance in centavos, the bets and the pay table', () => {
    const { send } = client('Fruit Party')
    const hello = ok(send('hello'))
    expect(hello).toMatchObject({
      v: 1,
      type: 'reply',
      ok: true,
      game: { code: 'fruit-party', name: 'Fruit Party', type: 'slot', provider: 'Tropicana Studios', rtp: 96.02 },
      currency: 'BRL',
      balance: { cash: 25_000, bonus: 5000, total: 30_000 },
      bets: DEMO_GAMES.slot.bets,
    })
    expect(String((hello.game as { cover: string }).cover)).toMatch(/^data:image\/svg\+xml/)
    // The demo game's page shows the same RTP as its pay table.
    expect(byName('Fruit Party').rtp).toBe('96.02')
    expect(byName('Spaceman').rtp).toBe('97.00')
    expect(byName('Bingo Turbo 75').rtp).toBe('94.09')
    expect(ok(send('balance')).balance).toEqual({ cash: 25_000, bonus: 5000, total: 30_000 })
  })

  it('reskins every other game with the demo game of its type', () => {
    expect(ok(client('Sweet Bonanza').send('hello')).game).toMatchObject({ name: 'Sweet Bonanza', type: 'slot' })
    expect(ok(client('Aviãozinho').send('hello')).game).toMatchObject({ name: 'Aviãozinho', type: 'crash' })
    expect(ok(client('Roleta Brasileira').send('hello')).game).toMatchObject({ type: 'bingo' })
    expect(ok(client('Blackjack VIP').send('hello')).game).toMatchObject({ type: 'slot' })
  })
})

describe('sessions', () => {
  it('refuses an unknown or expired token', () => {
    const { session, send } = client('Fruit Party')
    expect(errorOf(providerRequest({ v: 1, type: 'hello', session: 'nope', id: 'x' }, { windowId: 'w1' })).code).toBe(
      'session_invalid',
    )
    ok(send('hello'))
    db.gameSessions.update(session.id, { expires_at: new Date(Date.now() - 1000).toISOString() })
    expect(errorOf(send('balance')).code).toBe('session_invalid')
  })

  it('binds the session to the first window that says hello, and refuses every other window', () => {
    const { send } = client('Fruit Party')
    // Nothing before hello.
    expect(errorOf(send('balance')).code).toBe('session_invalid')
    ok(send('hello'))
    ok(send('balance'))
    const before = wallet().balance
    const forged = send('round.start', { key: 'k-forged', bet: 100 }, 'w2')
    expect(errorOf(forged).code).toBe('session_invalid')
    expect(errorOf(send('hello', {}, 'w2')).code).toBe('session_invalid')
    expect(wallet().balance).toBe(before)
    expect(db.gameRounds.count()).toBe(0)
  })

  it('answers nothing to notes without a request id (deposit, loaded) and bad_request to another version', () => {
    const { session } = client('Fruit Party')
    expect(providerRequest({ v: 1, type: 'deposit', session: session.token }, { windowId: 'w1' })).toBeNull()
    expect(providerRequest('hello', { windowId: 'w1' })).toBeNull()
    expect(
      errorOf(providerRequest({ v: 2, type: 'hello', session: session.token, id: 'a' }, { windowId: 'w1' })).code,
    ).toBe('bad_request')
  })
})

describe('settlement', () => {
  it('debits the stake and credits the win of a slot round, and records it', () => {
    const { send } = client('Fruit Party')
    ok(send('hello'))
    const before = { ...wallet() }
    const answer = ok(send('round.start', { key: 'k1', bet: 100 }))
    const roundId = answer.roundId as number
    // The outcome is the round's own stream: anyone can replay it from the server seed and the round id.
    const replay = playSlot(streamRng(PROVIDER_SEED, roundId, 0), 100)
    expect(answer).toMatchObject({ reels: replay.reels, lines: replay.lines, win: replay.win })
    const win = replay.win
    expect(answer.balance).toEqual({ cash: 25_000 - 100 + win, bonus: 5000, total: 30_000 - 100 + win })
    const round = db.gameRounds.find(roundId)
    expect(round).toMatchObject({ user_id: DEMO_USER, bet: 100, win, state: 'closed', demo: 'slot', start_key: 'k1' })
    expect(round?.transactions[0]).toEqual({ id: `${roundId}:bet:k1`, kind: 'bet', amount: 100 })
    const after = wallet()
    expect(after.bets_count).toBe(before.bets_count + 1)
    expect(Number(after.total_bet)).toBeCloseTo(Number(before.total_bet) + 1, 2)
    expect(Number(after.total_won)).toBeCloseTo(Number(before.total_won) + win / 100, 2)
    expect(after.vip_points).toBe(before.vip_points + vipPointsFor(Math.round(Number(before.total_bet) * 100), 100))
  })

  it('settles a repeated key once and answers it the same', () => {
    const { send } = client('Fruit Party')
    ok(send('hello'))
    const first = ok(send('round.start', { key: 'same', bet: 200 }))
    const balance = wallet().balance
    const again = ok(send('round.start', { key: 'same', bet: 200 }))
    expect({ ...again, id: '' }).toEqual({ ...first, id: '' })
    expect(wallet().balance).toBe(balance)
    expect(db.gameRounds.count()).toBe(1)
  })

  it('refuses a stake above the balance with the real balance, moving nothing', () => {
    const { send } = client('Fruit Party')
    ok(send('hello'))
    db.wallets.update(wallet().id, { balance: '0.30', balance_bonus: '0.20' })
    const before = JSON.stringify(wallet())
    const error = errorOf(send('round.start', { key: 'k', bet: 100 }))
    expect(error).toMatchObject({ code: 'insufficient_funds', balance: { cash: 30, bonus: 20, total: 50 } })
    expect(JSON.stringify(wallet())).toBe(before)
    expect(db.gameRounds.count()).toBe(0)
    // The same key works once there is money: nothing was recorded under it.
    db.wallets.update(wallet().id, { balance: '10.00' })
    ok(send('round.start', { key: 'k', bet: 100 }))
  })

  it('spends cash before bonus, and counts the stake towards the rollover', () => {
    const { send } = client('Fruit Party')
    ok(send('hello'))
    db.wallets.update(wallet().id, { balance: '0.50', balance_bonus: '50.00', balance_bonus_rollover: '500.00' })
    const answer = ok(send('round.start', { key: 'k', bet: 100 }))
    const win = answer.win as number
    expect(answer.balance).toEqual({ cash: win, bonus: 4950, total: 4950 + win })
    expect(wallet().balance_bonus_rollover).toBe('499.00')
  })

  it(`keeps the latest ${ROUNDS_KEPT_PER_PLAYER} closed rounds of a player`, () => {
    const { send } = client('Fruit Party')
    ok(send('hello'))
    db.wallets.update(wallet().id, { balance: '100000.00' })
    for (let i = 0; i < ROUNDS_KEPT_PER_PLAYER + 5; i++) ok(send('round.start', { key: `p${i}`, bet: 50 }))
    const kept = db.gameRounds.where((r) => r.user_id === DEMO_USER)
    expect(kept.length).toBeLessThanOrEqual(ROUNDS_KEPT_PER_PLAYER + 1)
    expect(kept.length).toBeGreaterThanOrEqual(ROUNDS_KEPT_PER_PLAYER)
    expect(kept.some((r) => r.start_key === `p${ROUNDS_KEPT_PER_PLAYER + 4}`)).toBe(true)
    expect(kept.some((r) => r.start_key === 'p0')).toBe(false)
  })

  it('refuses a bet that is not one of the steps', () => {
    const { send } = client('Fruit Party')
    ok(send('hello'))
    expect(errorOf(send('round.start', { key: 'k', bet: 123 })).code).toBe('bad_request')
    expect(errorOf(send('round.start', { bet: 100 })).code).toBe('bad_request')
  })

  it('refuses new rounds of a game under maintenance', () => {
    const { send } = client('Fruit Party')
    ok(send('hello'))
    providerControls.setMaintenance(byName('Fruit Party').id, true)
    expect(errorOf(send('round.start', { key: 'k', bet: 100 })).code).toBe('maintenance')
    expect(errorOf(client('Fruit Party').send('hello')).code).toBe('maintenance')
  })

  it('"next round wins big" makes the next round a big win, once', () => {
    const { send } = client('Fruit Party')
    ok(send('hello'))
    providerControls.setNextRoundBig(true)
    const big = ok(send('round.start', { key: 'a', bet: 100 }))
    expect(big.win as number).toBeGreaterThanOrEqual(1000)
    expect(providerControls.get().nextRoundBig).toBe(false)
  })
})

describe('crash rounds', () => {
  function crashPointOf(roundId: number): number {
    return (db.gameRounds.find(roundId)?.data as { crashPoint: number }).crashPoint
  }

  it('cashes out at the curve while it flies, and pays nothing after the crash', () => {
    const { send } = client('Spaceman')
    ok(send('hello'))
    providerControls.setNextRoundBig(true) // a curve that reaches 20x at least
    const start = ok(send('round.start', { key: 's1', bet: 200 }))
    expect(start).toMatchObject({ balance: { cash: 24_800 }, growth: 0.07, startedAt: clock.nowMs() })
    expect(start).not.toHaveProperty('crashPoint')
    clock.advance(msToReach(2) + 10)
    const cashout = ok(send('round.action', { key: 'c1', roundId: start.roundId, action: 'cashout' }))
    expect(cashout).toMatchObject({ crashed: false, multiplier: 2, win: 400, balance: { cash: 25_200 } })

    // A round that crashes: cash out after the crash point.
    const lost = ok(send('round.start', { key: 's2', bet: 100 }))
    const point = crashPointOf(lost.roundId as number)
    clock.advance(msToReach(point) + 1000)
    expect(ok(send('round.action', { key: 'c2', roundId: lost.roundId, action: 'cashout' }))).toMatchObject({
      crashed: true,
      crashPoint: point,
      win: 0,
    })
  })

  it('settles an automatic cash-out on its own when the curve passes it (a closed tab loses nothing)', () => {
    const { send } = client('Spaceman')
    ok(send('hello'))
    providerControls.setNextRoundBig(true)
    const start = ok(send('round.start', { key: 's', bet: 100, options: { autoCashout: 1.5 } }))
    const before = wallet().balance
    clock.advance(msToReach(1.5) + 5)
    runDue()
    expect(db.gameRounds.find(start.roundId as number)).toMatchObject({ state: 'closed', win: 150 })
    expect(Number(wallet().balance)).toBeCloseTo(Number(before) + 1.5, 2)
    // The game then says it saw the end: the same settled answer, nothing paid twice.
    expect(ok(send('round.action', { key: 'f', roundId: start.roundId, action: 'finish' }))).toMatchObject({
      crashed: false,
      multiplier: 1.5,
      win: 150,
    })
    expect(Number(wallet().balance)).toBeCloseTo(Number(before) + 1.5, 2)
  })

  it('refuses an automatic cash-out below 1.01 and an unknown round', () => {
    const { send } = client('Spaceman')
    ok(send('hello'))
    expect(errorOf(send('round.start', { key: 's', bet: 100, options: { autoCashout: 1 } })).code).toBe('bad_request')
    expect(errorOf(send('round.action', { key: 'x', roundId: 999, action: 'cashout' })).code).toBe('round_unknown')
  })
})

describe('bingo rounds', () => {
  it('debits four cards, sells extra balls at the offered price, and credits the wins at finish', () => {
    const { send } = client('Bingo Turbo 75')
    ok(send('hello'))
    // Play rounds until one offers an extra ball (most do).
    let start: Record<string, unknown> = {}
    for (let i = 0; i < 20; i++) {
      start = ok(send('round.start', { key: `b${i}`, bet: 50 }))
      if (start.extra) break
    }
    expect(start.extra).toEqual({ price: expect.any(Number) })
    expect((start.cards as number[][]).length).toBe(4)
    expect((start.balls as number[]).length).toBe(30)
    const cash = (start.balance as { cash: number }).cash
    const price = (start.extra as { price: number }).price
    const extra = ok(send('round.action', { key: 'e1', roundId: start.roundId, action: 'extra' }))
    expect(extra).toMatchObject({ ball: expect.any(Number), balance: { cash: cash - price } })
    expect(start.balls as number[]).not.toContain(extra.ball)
    const done = ok(send('round.action', { key: 'f1', roundId: start.roundId, action: 'finish' }))
    expect(done).toMatchObject({ win: extra.win, balance: { cash: cash - price + (extra.win as number) } })
    const round = db.gameRounds.find(start.roundId as number)
    expect(round).toMatchObject({ bet: 200 + price, win: extra.win, state: 'closed' })
    expect(errorOf(send('round.action', { key: 'e2', roundId: start.roundId, action: 'extra' })).code).toBe(
      'round_unknown',
    )
  })

  it('closes a bingo round nobody finished, paying its wins', () => {
    const { send } = client('Bingo Turbo 75')
    ok(send('hello'))
    providerControls.setNextRoundBig(true)
    const start = ok(send('round.start', { key: 'b', bet: 100 }))
    expect(start.win as number).toBeGreaterThan(0)
    clock.advance(11 * 60_000)
    runDue()
    expect(db.gameRounds.find(start.roundId as number)).toMatchObject({ state: 'closed', win: start.win })
  })
})
