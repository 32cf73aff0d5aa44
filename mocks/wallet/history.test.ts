// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { callApi } from '@/api/client.ts'
import { depositBrasilcash } from '@/api/deposit.ts'
import { toCentavos } from '@/api/money.ts'
import { walletDepositHistory, walletWithdrawHistory } from '@/api/wallet-area.ts'
import { resetMockState } from '../node.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { DEMO_DEPOSITS, DEMO_PENDING_WITHDRAWAL, DEMO_WITHDRAWALS } from '../pix/seed.ts'
import { walletOf } from './wallets.ts'
import { clock } from '../sim/clock.ts'
import { NEXT_LABEL, pageWindow, PREVIOUS_LABEL } from '../handlers/paginate.ts'
import { failure, signIn } from '../handlers/test-support.ts'

beforeEach(() => resetMockState())

const BASE = 'http://localhost/api/'

describe('GET wallet/withdraw?page=n', () => {
  it('answers the demo player’s withdrawals as a Laravel paginator, newest first, 10 per page', async () => {
    signIn()
    const { withdraws } = await callApi(walletWithdrawHistory, { query: { page: 1 } })
    expect(withdraws).toMatchObject({
      current_page: 1,
      last_page: 2,
      per_page: 10,
      total: DEMO_WITHDRAWALS,
      from: 1,
      to: 10,
      path: `${BASE}wallet/withdraw`,
      first_page_url: `${BASE}wallet/withdraw?page=1`,
      last_page_url: `${BASE}wallet/withdraw?page=2`,
      prev_page_url: null,
      next_page_url: `${BASE}wallet/withdraw?page=2`,
    })
    expect(withdraws.links).toEqual([
      { url: null, label: PREVIOUS_LABEL, active: false },
      { url: `${BASE}wallet/withdraw?page=1`, label: '1', active: true },
      { url: `${BASE}wallet/withdraw?page=2`, label: '2', active: false },
      { url: `${BASE}wallet/withdraw?page=2`, label: NEXT_LABEL, active: false },
    ])
    expect(withdraws.data).toHaveLength(10)
    const dates = withdraws.data.map((w) => Date.parse(w.created_at ?? ''))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    // The newest: the request still in analysis, without a proof ('Processando').
    expect(withdraws.data[0]).toEqual({
      id: DEMO_WITHDRAWALS,
      proof: null,
      type: 'pix',
      amount: toCentavos(DEMO_PENDING_WITHDRAWAL),
      status: 0,
      dateHumanReadable: 'há 40 minutos',
      created_at: new Date(clock.nowMs() - 40 * 60_000).toISOString(),
    })
    for (const entry of withdraws.data.filter((w) => w.status === 1)) {
      expect(entry.proof).toMatch(/^\/storage\/proofs\/comprovante-pix\.svg\?e2e=E99999999\d{12}[A-Za-z0-9]{11}&valor=/)
    }
  })

  it('has one rejected and one pending withdrawal among approved ones, and the pending one is the wallet’s balance_withdrawal', async () => {
    signIn()
    const [one, two] = await Promise.all([
      callApi(walletWithdrawHistory, { query: { page: 1 } }),
      callApi(walletWithdrawHistory, { query: { page: 2 } }),
    ])
    const all = [...one.withdraws.data, ...two.withdraws.data]
    expect(all.map((w) => w.status).sort()).toEqual([0, ...Array<number>(DEMO_WITHDRAWALS - 2).fill(1), 2])
    expect(all.find((w) => w.status === 2)?.proof).toBeNull()
    const pending = db.withdrawals.where((w) => w.user_id === 1 && w.status === 0)
    expect(pending.reduce((sum, w) => sum + toCentavos(w.amount), 0)).toBe(toCentavos(walletOf(1).balance_withdrawal))
    expect(two.withdraws).toMatchObject({ current_page: 2, from: 11, to: 12, next_page_url: null })
    expect(two.withdraws.prev_page_url).toBe(`${BASE}wallet/withdraw?page=1`)
    expect(two.withdraws.data.at(-1)?.dateHumanReadable).toMatch(/^há (2|3) meses$/)
  })

  it('answers an empty page past the end, and for a player without withdrawals', async () => {
    signIn()
    const { withdraws } = await callApi(walletWithdrawHistory, { query: { page: 3 } })
    expect(withdraws).toMatchObject({ current_page: 3, data: [], from: null, to: null, total: DEMO_WITHDRAWALS })
    signIn(2)
    expect((await callApi(walletWithdrawHistory)).withdraws).toMatchObject({
      current_page: 1,
      last_page: 1,
      data: [],
      total: 0,
      next_page_url: null,
    })
  })

  it('answers 422 for a page that is not a positive number, and 401 without a session', async () => {
    expect(await failure(callApi(walletWithdrawHistory))).toMatchObject({ status: 401 })
    signIn()
    expect(await failure(callApi(walletWithdrawHistory, { query: { page: 'dois' } }))).toMatchObject({
      status: 422,
      body: { page: ['O campo page é inválido.'] },
    })
  })
})

describe('GET wallet/deposit?page=n', () => {
  it('answers the demo player’s 14 deposits on two pages, newest first: paid, two expired, the newest pending', async () => {
    signIn()
    const [one, two] = await Promise.all([
      callApi(walletDepositHistory, { query: { page: 1 } }),
      callApi(walletDepositHistory, { query: { page: 2 } }),
    ])
    expect(one.deposits).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: DEMO_DEPOSITS, to: 10 })
    expect(two.deposits).toMatchObject({ current_page: 2, from: 11, to: DEMO_DEPOSITS })
    expect(one.deposits.data[0]).toMatchObject({ type: 'pix', status: 0, dateHumanReadable: 'há 12 minutos' })
    const all = [...one.deposits.data, ...two.deposits.data]
    expect(all.filter((d) => d.status === 1)).toHaveLength(DEMO_DEPOSITS - 3)
    expect(all.filter((d) => d.status === 2)).toHaveLength(2)
    // The oldest, the first deposit: R$ 50,00 (it earned the R$ 50,00 bonus the demo wallet still holds).
    expect(all.at(-1)).toMatchObject({ amount: 5000, status: 1 })
    expect(db.deposits.find(all.at(-1)?.id ?? 0)?.bonus).toBe('50.00')
  })

  it('puts a new deposit on top, its date relative to the simulation clock', async () => {
    signIn()
    await callApi(depositBrasilcash, {
      body: { amount: '42.00', accept_bonus: true, cpf: DEMO_PLAYER.cpf, gateway: 'brasilcash', paymentType: 'pix' },
    })
    expect((await callApi(walletDepositHistory)).deposits.data[0]).toMatchObject({
      amount: 4200,
      status: 0,
      dateHumanReadable: 'há 1 segundo',
    })
    clock.advance(5 * 60_000)
    const { deposits } = await callApi(walletDepositHistory)
    expect(deposits.total).toBe(DEMO_DEPOSITS + 1)
    // Paid by then (20 s).
    expect(deposits.data[0]).toMatchObject({ amount: 4200, status: 1, dateHumanReadable: 'há 5 minutos' })
  })

  it('answers an empty paginator for a player without deposits', async () => {
    signIn(3)
    expect((await callApi(walletDepositHistory, { query: { page: 1 } })).deposits).toMatchObject({ data: [], total: 0 })
  })
})

describe('pageWindow (Laravel’s UrlWindow, 3 on each side)', () => {
  it('lists every page below 14, otherwise the start, a window and the end', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2])
    expect(pageWindow(5, 13)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, '...', 19, 20])
    expect(pageWindow(10, 20)).toEqual([1, 2, '...', 7, 8, 9, 10, 11, 12, 13, '...', 19, 20])
    expect(pageWindow(19, 20)).toEqual([1, 2, '...', 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
  })
})
