// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { toCentavos } from '@/api/money.ts'
import { resetMockState } from '../node.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { createDeposit } from './deposits.ts'
import { requestWithdrawal } from './withdrawals.ts'
import { walletOf } from '../wallet/wallets.ts'
import { createMoneyPolicyStore, DEFAULT_MONEY_POLICY, MONEY_POLICY_STORAGE_KEY, moneyPolicy } from './money-policy.ts'
import { clock } from '../sim/clock.ts'
import { runDue } from '../sim/jobs.ts'
import {
  approveWithdrawalNow,
  couponsWithUses,
  depositRows,
  neverPay,
  payDepositNow,
  rejectWithdrawalNow,
  setReviewPolicy,
  setSettleDelay,
  setWelcomeBonus,
  welcomeBonusOn,
  withdrawalRows,
} from './money-actions.ts'

beforeEach(() => resetMockState())

const newDeposit = (userId = 1, amount = 5000) =>
  createDeposit({ userId, gateway: 'brasilcash', amountCentavos: amount, acceptBonus: true, cpf: DEMO_PLAYER.cpf })

describe('deposit actions', () => {
  it('lists every player’s deposits newest first, with when the pending ones get paid', () => {
    const mine = newDeposit(1)
    clock.advance(1_000)
    const theirs = newDeposit(2)
    const rows = depositRows()
    expect(rows).toHaveLength(10)
    expect(rows.slice(0, 2).map((r) => [r.deposit.id, r.player])).toEqual([
      [theirs.id, db.users.find(2)?.name],
      [mine.id, 'Jogador Demo'],
    ])
    expect(rows[0]?.settlesAt).toBe(new Date(clock.nowMs() + 20_000).toISOString())
    // The seeded pending deposit has no job: it waits for "Pagar agora".
    expect(rows.find((r) => r.deposit.status === 0 && r.deposit.id < mine.id)?.settlesAt).toBeNull()
    expect(rows.filter((r) => r.deposit.status !== 0).every((r) => r.settlesAt === null)).toBe(true)
  })

  it('"Pagar agora" pays a pending deposit at once (balance, first-deposit bonus), once', () => {
    db.wallets.update(walletOf(2).id, { balance: '0.00', balance_bonus: '0.00' })
    const deposit = newDeposit(2, 7000)
    expect(payDepositNow(deposit.id)).toBe(true)
    expect(db.deposits.find(deposit.id)).toMatchObject({ status: 1, bonus: '70.00' })
    expect(walletOf(2)).toMatchObject({ balance: '70.00', balance_bonus: '70.00' })
    expect(payDepositNow(deposit.id)).toBe(false)
    // Its scheduled payment is gone: nothing happens twice.
    clock.advance(20_000)
    runDue()
    expect(walletOf(2).balance).toBe('70.00')
  })

  it('pays the seeded pending deposit of the demo player', () => {
    const pending = db.deposits.findBy((d) => d.user_id === 1 && d.status === 0)
    const balance = toCentavos(walletOf(1).balance)
    expect(payDepositNow(pending?.id ?? 0)).toBe(true)
    expect(toCentavos(walletOf(1).balance)).toBe(balance + toCentavos(pending?.amount ?? '0'))
  })

  it('"Nunca pagar" cancels the automatic payment; the code then expires unpaid', () => {
    const deposit = newDeposit()
    expect(neverPay(deposit.id)).toBe(true)
    expect(depositRows()[0]?.settlesAt).toBeNull()
    clock.advance(20_000)
    runDue()
    expect(db.deposits.find(deposit.id)?.status).toBe(0)
    expect(neverPay(deposit.id)).toBe(false)
    clock.advance(30 * 60_000)
    runDue()
    expect(db.deposits.find(deposit.id)?.status).toBe(2)
    expect(payDepositNow(deposit.id)).toBe(false)
  })

  it('the delay selector applies to new deposits only', () => {
    const before = newDeposit()
    setSettleDelay('60s')
    expect(moneyPolicy.get().settle).toBe('60s')
    const after = newDeposit()
    clock.advance(20_000)
    runDue()
    expect(db.deposits.find(before.id)?.status).toBe(1)
    expect(db.deposits.find(after.id)?.status).toBe(0)
    clock.advance(40_000)
    runDue()
    expect(db.deposits.find(after.id)?.status).toBe(1)
    setSettleDelay('never')
    const never = newDeposit()
    expect(depositRows()[0]).toMatchObject({ deposit: { id: never.id }, settlesAt: null })
  })

  it('the welcome bonus switch sets initial_bonus to 100 or 0', () => {
    expect(welcomeBonusOn()).toBe(true)
    setWelcomeBonus(false)
    expect(db.settings.get().initial_bonus).toBe(0)
    expect(welcomeBonusOn()).toBe(false)
    const deposit = newDeposit(3)
    payDepositNow(deposit.id)
    expect(db.deposits.find(deposit.id)?.bonus).toBe('0.00')
    setWelcomeBonus(true)
    expect(db.settings.get().initial_bonus).toBe(100)
  })
})

describe('withdrawal actions', () => {
  const newWithdrawal = (amount = 6000) =>
    requestWithdrawal({
      userId: 1,
      amountCentavos: amount,
      pixKey: DEMO_PLAYER.cpf,
      pixKeyType: 'document',
      source: 'wallet',
    })

  it('lists the queue oldest first with the scheduled decision; the seeded one waits for the panel', () => {
    const created = newWithdrawal()
    const rows = withdrawalRows()
    expect(rows.map((r) => r.withdrawal.id)).toEqual([12, created.id])
    expect(rows[0]).toMatchObject({ player: 'Jogador Demo', review: null, withdrawal: { amount: '100.00' } })
    expect(rows[1]?.review).toEqual({ decision: 'approve', at: new Date(clock.nowMs() + 60_000).toISOString() })
    setReviewPolicy('reject')
    // The policy applies to new requests: the one already scheduled stays approved.
    expect(withdrawalRows().at(-1)?.review?.decision).toBe('approve')
    newWithdrawal()
    expect(withdrawalRows().at(-1)?.review?.decision).toBe('reject')
    setReviewPolicy('manual')
    newWithdrawal()
    expect(withdrawalRows().at(-1)?.review).toBeNull()
  })

  it('"Aprovar" pays out now with a proof; "Rejeitar" refunds now; each only once', () => {
    const approved = newWithdrawal(6000)
    const rejected = newWithdrawal(4000)
    expect(walletOf(1)).toMatchObject({ balance: '150.00', balance_withdrawal: '200.00' })
    expect(approveWithdrawalNow(approved.id)).toBe(true)
    expect(rejectWithdrawalNow(rejected.id)).toBe(true)
    expect(db.withdrawals.find(approved.id)).toMatchObject({ status: 1, proof: expect.stringContaining('e2e=E') })
    expect(db.withdrawals.find(rejected.id)).toMatchObject({ status: 2, proof: null })
    expect(walletOf(1)).toMatchObject({ balance: '190.00', balance_withdrawal: '100.00' })
    expect(approveWithdrawalNow(approved.id)).toBe(false)
    expect(rejectWithdrawalNow(approved.id)).toBe(false)
    // The scheduled decisions were dropped with the manual ones.
    clock.advance(60_000)
    runDue()
    expect(walletOf(1)).toMatchObject({ balance: '190.00', balance_withdrawal: '100.00' })
  })

  it('approving the seeded request empties balance_withdrawal', () => {
    expect(approveWithdrawalNow(12)).toBe(true)
    expect(walletOf(1)).toMatchObject({ balance: '250.00', balance_withdrawal: '0.00' })
  })
})

describe('coupons list', () => {
  it('counts redemptions by players of this database', async () => {
    const { redeemCoupon } = await import('../coupons/coupons.ts')
    redeemCoupon(1, 'SEXTOU')
    redeemCoupon(1, 'SEXTOU')
    redeemCoupon(2, 'SEXTOU')
    expect(couponsWithUses().find((c) => c.code === 'SEXTOU')).toMatchObject({ uses: 40, players: 2, state: 'valid' })
  })
})

describe('money policy store', () => {
  const memory = () => {
    const map = new Map<string, string>()
    return {
      map,
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    }
  }

  it('persists in localStorage like the scenario, survives a reload, and ignores junk', () => {
    const storage = memory()
    const store = createMoneyPolicyStore()
    store.attachStorage(storage)
    expect(store.get()).toEqual(DEFAULT_MONEY_POLICY)
    store.set({ settle: '5s', review: 'manual' })
    expect(JSON.parse(storage.map.get(MONEY_POLICY_STORAGE_KEY) ?? '')).toEqual({ settle: '5s', review: 'manual' })

    const reloaded = createMoneyPolicyStore()
    reloaded.attachStorage(storage)
    expect(reloaded.get()).toEqual({ settle: '5s', review: 'manual' })

    storage.map.set(MONEY_POLICY_STORAGE_KEY, '{"settle":"1h","review":"manual"}')
    const partial = createMoneyPolicyStore()
    partial.attachStorage(storage)
    expect(partial.get()).toEqual({ settle: '20s', review: 'manual' })
    storage.map.set(MONEY_POLICY_STORAGE_KEY, 'not json')
    partial.attachStorage(storage)
    expect(partial.get()).toEqual(DEFAULT_MONEY_POLICY)
  })

  it('notifies subscribers and resets to the defaults', () => {
    const store = createMoneyPolicyStore()
    let calls = 0
    const unsubscribe = store.subscribe(() => calls++)
    store.set({ review: 'reject' })
    store.reset()
    unsubscribe()
    store.set({ review: 'manual' })
    expect(calls).toBe(2)
    store.reset()
    expect(store.get()).toEqual(DEFAULT_MONEY_POLICY)
  })
})
