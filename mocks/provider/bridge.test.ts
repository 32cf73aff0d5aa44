import { beforeEach, describe, expect, it } from 'vitest'
import { resetMockState } from '../node.ts'
import { catalogue } from '../catalogue/catalogue.ts'
import { db } from '../db/index.ts'
import { walletOf } from '../wallet/wallets.ts'
import { createBridgeListener } from './bridge.ts'
import { providerRequest } from './provider.ts'
import { createGameSession } from './sessions.ts'
import { createSession } from '../auth/sessions.ts'

beforeEach(() => resetMockState())

/** A fake window: records what is posted to it. */
function fakeWindow() {
  const received: Array<{ message: Record<string, unknown>; targetOrigin: string }> = []
  return {
    received,
    postMessage(message: unknown, targetOrigin: string) {
      received.push({ message: message as Record<string, unknown>, targetOrigin })
    },
    last: () => received[received.length - 1]?.message,
  }
}

function setup() {
  const app = fakeWindow()
  const game = fakeWindow()
  const other = fakeWindow()
  const listener = createBridgeListener(app, (message, windowId) => providerRequest(message, { windowId }))
  const fruit = catalogue().games.find((g) => g.game_name === 'Fruit Party')
  const session = createGameSession(createSession(1), fruit?.id ?? 0)
  let n = 0
  const post = (from: object, type: string, payload: Record<string, unknown> = {}) =>
    listener({ data: { v: 1, type, session: session.token, id: `m${++n}`, ...payload }, source: from })
  return { app, game, other, listener, session, post }
}

describe('the postMessage bridge', () => {
  it('answers the window that sent the request, with target *', () => {
    const { game, post } = setup()
    post(game, 'hello')
    expect(game.received).toHaveLength(1)
    expect(game.received[0]).toMatchObject({ targetOrigin: '*', message: { v: 1, type: 'reply', id: 'm1', ok: true } })
    post(game, 'round.start', { key: 'k1', bet: 100 })
    expect(game.last()).toMatchObject({ ok: true, roundId: expect.any(Number) })
  })

  it('refuses a forged message from another window: session_invalid, nothing moved', () => {
    const { game, other, post } = setup()
    post(game, 'hello')
    const balance = walletOf(1).balance
    post(other, 'round.start', { key: 'forged', bet: 100 })
    expect(other.last()).toMatchObject({ ok: false, error: { code: 'session_invalid' } })
    post(other, 'hello')
    expect(other.last()).toMatchObject({ ok: false, error: { code: 'session_invalid' } })
    expect(walletOf(1).balance).toBe(balance)
    expect(db.gameRounds.count()).toBe(0)
    // The bound window still plays.
    post(game, 'round.start', { key: 'real', bet: 100 })
    expect(game.last()).toMatchObject({ ok: true })
    expect(db.gameRounds.count()).toBe(1)
  })

  it('refuses an unknown token on every message, even from the bound window', () => {
    const { game, listener, post } = setup()
    post(game, 'hello')
    listener({ data: { v: 1, type: 'balance', session: 'stolen?', id: 'x' }, source: game })
    expect(game.last()).toMatchObject({ id: 'x', ok: false, error: { code: 'session_invalid' } })
  })

  it('leaves alone what is not a provider request: notes to the play screen, other messages, its own window', () => {
    const { app, game, listener, session, post } = setup()
    listener({ data: { v: 1, type: 'loaded', session: session.token }, source: game })
    listener({ data: { v: 1, type: 'deposit', session: session.token }, source: game })
    listener({ data: 'hello', source: game })
    listener({ data: { type: 'webpackOk' }, source: game })
    post(app, 'hello')
    listener({ data: { v: 1, type: 'hello', session: session.token, id: 'no-source' }, source: null })
    expect(game.received).toHaveLength(0)
    expect(app.received).toHaveLength(0)
    // The same listener does answer a request from the game window.
    post(game, 'hello')
    expect(game.received).toHaveLength(1)
  })
})
