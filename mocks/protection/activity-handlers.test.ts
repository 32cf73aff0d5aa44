// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { authRefresh } from '@/api/auth.ts'
import { callApi, configureApi } from '@/api/client.ts'
import { toCentavos } from '@/api/money.ts'
import {
  protectionActivity,
  protectionActivityExport,
  protectionRealityCheck,
  protectionRealityCheckUpdate,
  protectionSession,
} from '@/api/protection-activity.ts'
import { resetMockState } from '../node.ts'
import { catalogue } from '../catalogue/catalogue.ts'
import { db } from '../db/index.ts'
import { walletOf } from '../wallet/wallets.ts'
import { failure, signIn } from '../handlers/test-support.ts'
import { credit, debit } from '../provider/settlement.ts'
import { clock } from '../sim/clock.ts'
import { groupStart, resolveRange } from './activity.ts'

beforeEach(() => resetMockState())

const MINUTE = 60_000

describe('the seeded statement', () => {
  it('ends on the demo wallet’s balances, never goes below zero, and its rounds are the wallet’s statistics', () => {
    const rows = db.ledger.where((row) => row.user_id === 1)
    const wallet = walletOf(1)
    const last = rows.at(-1)
    expect(last?.cash_after).toBe(toCentavos(wallet.balance))
    expect(last?.bonus_after).toBe(toCentavos(wallet.balance_bonus))
    expect(Math.min(...rows.map((row) => row.cash_after))).toBeGreaterThanOrEqual(0)
    const bets = rows.filter((row) => row.kind === 'bet')
    expect(bets).toHaveLength(wallet.bets_count)
    expect(-bets.reduce((sum, row) => sum + row.cash, 0)).toBe(toCentavos(wallet.total_bet))
    const wins = rows.filter((row) => row.kind === 'win')
    expect(wins.reduce((sum, row) => sum + row.cash, 0)).toBe(toCentavos(wallet.total_won))
    // Each row's balance follows from the one before.
    rows.slice(1).forEach((row, i) => expect(row.cash_after).toBe((rows[i]?.cash_after ?? 0) + row.cash))
  })
})

describe('GET protection/activity', () => {
  it('answers 401 without a session', async () => {
    expect((await failure(callApi(protectionActivity, {}))).status).toBe(401)
  })

  it('lists the last 90 days newest first, 20 a page, with game names, the running balance and weekly totals', async () => {
    signIn()
    const answer = await callApi(protectionActivity, {})
    expect(answer.range).toEqual({ from: '2026-08-04', to: '2026-11-01' })
    expect(answer.entries.per_page).toBe(20)
    expect(answer.entries.total).toBeGreaterThan(100)
    const [newest] = answer.entries.data
    expect(newest).toMatchObject({ kind: 'withdrawal', amount: -10_000, balance_after: 30_000 })
    const round = answer.entries.data.find((entry) => entry.source === 'casino')
    expect(round?.game_name).toBeTruthy()
    // Weeks from Monday, newest first, the first one clipped to the range.
    expect(answer.groups[0]).toMatchObject({ starts_on: '2026-10-26', ends_on: '2026-11-01' })
    expect(answer.groups.at(-1)).toMatchObject({ starts_on: '2026-08-04', ends_on: '2026-08-09' })
    const sum = (key: 'deposits' | 'staked' | 'won') => answer.groups.reduce((total, group) => total + group[key], 0)
    expect(sum('deposits')).toBe(answer.total.deposits)
    expect(sum('staked')).toBe(answer.total.staked)
    expect(answer.total.net).toBe(answer.total.won - answer.total.staked)
  })

  it('narrows to a type, keeps the totals of every type, and pages', async () => {
    signIn()
    const deposits = await callApi(protectionActivity, {
      query: { type: 'deposits', period: 'custom', from: '2026-08-01', to: '2026-11-01' },
    })
    expect(deposits.entries.data.every((entry) => entry.kind === 'deposit')).toBe(true)
    expect(deposits.entries.total).toBe(db.deposits.where((d) => d.status === 1).length)
    expect(deposits.total.staked).toBeGreaterThan(0)
    const rounds = await callApi(protectionActivity, { query: { type: 'rounds', page: 2 } })
    expect(rounds.entries.current_page).toBe(2)
    expect(rounds.entries.data.every((entry) => entry.source === 'casino')).toBe(true)
    const bets = await callApi(protectionActivity, { query: { type: 'bets' } })
    expect(bets.entries.data.every((entry) => entry.source === 'sports')).toBe(true)
  })

  it('books a new round at once and shows it today', async () => {
    signIn()
    const game = catalogue().games.find((g) => g.game_name === 'Fruit Party')
    const reference = { kind: 'casino', gameId: game?.id ?? 1, roundId: 1 } as const
    debit(walletOf(1).id, 200, true, reference)
    credit(walletOf(1).id, 500, reference)
    const today = await callApi(protectionActivity, { query: { period: 'today', group: 'day' } })
    expect(today.entries.data.slice(0, 2)).toMatchObject([
      { kind: 'win', amount: 500, game_name: 'Fruit Party' },
      { kind: 'bet', amount: -200, game_name: 'Fruit Party' },
    ])
    expect(today.groups).toHaveLength(1)
    expect(today.total).toMatchObject({ staked: 200, won: 500, net: 300 })
  })

  it('refuses a custom range without dates or the wrong way round, and a month without its month (422)', async () => {
    signIn()
    const missing = await failure(callApi(protectionActivity, { query: { period: 'custom' } }))
    expect(missing.status).toBe(422)
    expect(missing.body).toHaveProperty('from')
    const backwards = await failure(
      callApi(protectionActivity, { query: { period: 'custom', from: '2026-10-02', to: '2026-10-01' } }),
    )
    expect(backwards.body).toHaveProperty('to')
    expect((await failure(callApi(protectionActivity, { query: { period: 'month' } }))).status).toBe(422)
  })
})

describe('GET protection/activity/export', () => {
  it('sends every entry of the filter, oldest first', async () => {
    signIn()
    const all = await callApi(protectionActivityExport, { query: { period: 'month', month: '2026-10' } })
    expect(all.range).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    const times = all.entries.map((entry) => entry.created_at)
    expect(times).toEqual([...times].sort())
    const page = await callApi(protectionActivity, { query: { period: 'month', month: '2026-10' } })
    expect(all.entries).toHaveLength(page.entries.total)
  })
})

describe('the reality check', () => {
  it('reports the session from its login: time and the net result of play since then', async () => {
    const token = signIn()
    const session = db.sessions.findBy((s) => s.token === token)
    const before = await callApi(protectionSession, {})
    expect(before).toEqual({
      started_at: session?.created_at,
      now: clock.now().toISOString(),
      staked: 0,
      won: 0,
      net: 0,
    })
    clock.advance(5 * MINUTE)
    const reference = { kind: 'casino', gameId: 1, roundId: 7 } as const
    debit(walletOf(1).id, 1_000, true, reference)
    credit(walletOf(1).id, 400, reference)
    expect(await callApi(protectionSession, {})).toMatchObject({ staked: 1_000, won: 400, net: -600 })
  })

  it('a refreshed token is no new session: the time and the result still count from the login', async () => {
    const token = signIn()
    const loggedInAt = db.sessions.findBy((s) => s.token === token)?.created_at
    const reference = { kind: 'casino', gameId: 1, roundId: 8 } as const
    debit(walletOf(1).id, 1_000, true, reference)
    clock.advance(20 * MINUTE)
    const refreshed = await callApi(authRefresh, {})
    configureApi({ getToken: () => refreshed.access_token })
    const after = await callApi(protectionSession, {})
    expect(after).toMatchObject({ started_at: loggedInAt, staked: 1_000, net: -1_000 })
    // The new token's own issue time is later: the answer would have moved to it.
    expect(db.sessions.findBy((s) => s.token === refreshed.access_token)?.created_at).not.toBe(loggedInAt)
  })

  it('keeps the interval: 30 by default, then the player’s choice; anything else is refused', async () => {
    signIn()
    expect(await callApi(protectionRealityCheck, {})).toEqual({ interval_minutes: 30 })
    await callApi(protectionRealityCheckUpdate, { body: { interval_minutes: 15 } })
    expect(await callApi(protectionRealityCheck, {})).toEqual({ interval_minutes: 15 })
    const refused = await failure(callApi(protectionRealityCheckUpdate, { body: { interval_minutes: 45 as 15 } }))
    expect(refused.status).toBe(422)
  })
})

describe('periods', () => {
  it('resolves the presets on São Paulo days and groups weeks from Monday', () => {
    // 02:00 UTC on 2 November is still 1 November in São Paulo.
    const now = Date.parse('2026-11-02T02:00:00Z')
    expect(resolveRange({ period: 'today' }, now)).toEqual({
      ok: true,
      range: { from: '2026-11-01', to: '2026-11-01' },
    })
    expect(resolveRange({ period: '7d' }, now)).toEqual({ ok: true, range: { from: '2026-10-26', to: '2026-11-01' } })
    expect(resolveRange({ period: 'month', month: '2026-02' }, now)).toEqual({
      ok: true,
      range: { from: '2026-02-01', to: '2026-02-28' },
    })
    expect(groupStart('2026-11-01', 'week')).toBe('2026-10-26')
    expect(groupStart('2026-10-26', 'week')).toBe('2026-10-26')
    expect(groupStart('2026-10-31', 'month')).toBe('2026-10-01')
  })
})
