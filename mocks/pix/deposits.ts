import { userChannel } from '@/api/broadcasting.ts'
import { PAYMENT_CONFIRMED_EVENT, type PaymentConfirmedEventWire } from '@/api/deposit.ts'
import { toCentavos, toDecimal } from '@/api/money.ts'
import { moneyPolicy, settleDelayMs } from './money-policy.ts'
import { broadcast } from '../realtime.ts'
import { clock } from '../sim/clock.ts'
import { cancelJobs, registerJob, scheduleIn } from '../sim/jobs.ts'
import { iso } from '../db/reference.ts'
import { db } from '../db/index.ts'
import { depositRolloverTimes, welcomeBonusFor } from '../wallet/limits.ts'
import { balancesOf, bookMovement } from '../wallet/ledger.ts'
import { depositCode, transactionIdFor } from './codes.ts'
import type { JobRecord } from '../db/schema.ts'
import type { PixDepositRecord } from './tables.ts'
import { creditBonus, walletOf } from '../wallet/wallets.ts'

declare module '../sim/jobs.ts' {
  interface JobTypes {
    /** The simulated gateway's callback: the player paid the PIX. */
    'pix.settle': { depositId: number }
    /** A code nobody paid stops being payable. */
    'pix.expire': { depositId: number }
  }
}

/** How long a generated PIX code can be paid (dynamic codes of the gateways live from 15 min to a few hours). */
export const PIX_EXPIRY_MS = 30 * 60_000

export interface NewDeposit {
  userId: number
  gateway: string
  amountCentavos: number
  acceptBonus: boolean
  cpf: string
}

/**
 * A pending PIX deposit with its BR Code, in the player's active wallet. The money policy decides when the
 * simulated payer pays it (20 s by default; never if the demo panel says so); unpaid, it expires after
 * PIX_EXPIRY_MS.
 */
export function createDeposit(input: NewDeposit): PixDepositRecord {
  const now = iso(clock.nowMs())
  const wallet = walletOf(input.userId)
  const row = db.deposits.insert({
    user_id: input.userId,
    wallet_id: wallet.id,
    transaction_id: '',
    gateway: input.gateway,
    type: 'pix',
    amount: toDecimal(input.amountCentavos),
    accept_bonus: input.acceptBonus,
    cpf: input.cpf,
    qrcode: '',
    status: 0,
    bonus: '0.00',
    paid_at: null,
    expires_at: iso(clock.nowMs() + PIX_EXPIRY_MS),
    created_at: now,
    updated_at: now,
  })
  // The id is known only once inserted; the transaction id and its code carry it.
  const transactionId = transactionIdFor(row.id)
  const deposit =
    db.deposits.update(row.id, {
      transaction_id: transactionId,
      qrcode: depositCode(transactionId, input.amountCentavos),
    }) ?? row
  const delay = settleDelayMs(moneyPolicy.get().settle)
  if (delay !== null) scheduleIn('pix.settle', delay, { depositId: deposit.id })
  scheduleIn('pix.expire', PIX_EXPIRY_MS, { depositId: deposit.id })
  return deposit
}

/** The owner's deposit by the id the app holds: the transaction id, or the row id (wallet/deposit/payment's `id`). */
export function findPlayerDeposit(userId: number, id: string): PixDepositRecord | undefined {
  return db.deposits.findBy((d) => d.user_id === userId && (d.transaction_id === id || String(d.id) === id))
}

/** What GET wallet/transaction/status answers. */
export function depositStatusWord(deposit: PixDepositRecord): 'pending' | 'paid' | 'expired' {
  return deposit.status === 1 ? 'paid' : deposit.status === 2 ? 'expired' : 'pending'
}

const isJobFor = (type: string, depositId: number) => (job: JobRecord) =>
  job.type === type && (job.payload as { depositId?: unknown } | null)?.depositId === depositId

/** When the deposit's automatic payment is due, or null when none is scheduled. */
export function depositSettlesAt(depositId: number): string | null {
  return db.jobs.findBy(isJobFor('pix.settle', depositId))?.at ?? null
}

type DepositPaidListener = (deposit: PixDepositRecord, firstPaid: boolean) => void
const paidListeners = new Set<DepositPaidListener>()

/**
 * Subscribes to paid deposits (the affiliate programme pays its CPA at a referred player's first one), so this
 * module does not know the domains that care; returns the unsubscribe. Listeners run inside settleDeposit.
 */
export function onDepositPaid(listener: DepositPaidListener): () => void {
  paidListeners.add(listener)
  return () => paidListeners.delete(listener)
}

/**
 * Pays a pending deposit (the gateway's callback): the amount to the cash balance of the wallet it was made
 * for, the deposit rollover (amount × rollover_deposit), the welcome bonus on the player's first paid deposit
 * when they accepted it (amount × initial_bonus %, at most max_bonus, with its own rollover), then the
 * `payment.confirmed` event on the player's private channel. A deposit no longer pending is left alone.
 */
export function settleDeposit(depositId: number, at: Date = clock.now()): PixDepositRecord | undefined {
  const deposit = db.deposits.find(depositId)
  if (!deposit || deposit.status !== 0) return undefined
  cancelJobs((job) => isJobFor('pix.settle', depositId)(job) || isJobFor('pix.expire', depositId)(job))

  const amount = toCentavos(deposit.amount)
  const firstPaid = !db.deposits.findBy((d) => d.user_id === deposit.user_id && d.status === 1)
  const bonus = firstPaid && deposit.accept_bonus ? welcomeBonusFor(amount) : 0
  const wallet = db.wallets.find(deposit.wallet_id) ?? walletOf(deposit.user_id)
  const before = balancesOf(wallet)
  const credited = db.wallets.update(wallet.id, {
    balance: toDecimal(toCentavos(wallet.balance) + amount),
    balance_deposit_rollover: toDecimal(toCentavos(wallet.balance_deposit_rollover) + amount * depositRolloverTimes()),
    updated_at: iso(at),
  })
  if (credited) bookMovement(before, credited, 'deposit', { type: 'deposit', deposit_id: depositId }, at)
  if (bonus > 0) creditBonus(deposit.user_id, bonus, 'welcome', wallet.id)
  const paid = db.deposits.update(depositId, {
    status: 1,
    bonus: toDecimal(bonus),
    paid_at: iso(at),
    updated_at: iso(at),
  })

  const event: PaymentConfirmedEventWire = {
    idTransaction: deposit.transaction_id,
    status: 'paid',
    amount: deposit.amount,
    bonus: toDecimal(bonus),
  }
  broadcast(userChannel(deposit.user_id), PAYMENT_CONFIRMED_EVENT, event)
  if (paid) for (const listener of paidListeners) listener(paid, firstPaid)
  return paid
}

/** The demo panel's "Nunca pagar": no automatic payment; the code still expires. */
export function neverPayDeposit(depositId: number): boolean {
  return cancelJobs(isJobFor('pix.settle', depositId)) > 0
}

/** A pending code nobody paid: status 2, no money moves. */
export function expireDeposit(depositId: number, at: Date = clock.now()): PixDepositRecord | undefined {
  const deposit = db.deposits.find(depositId)
  if (!deposit || deposit.status !== 0) return undefined
  cancelJobs(isJobFor('pix.settle', depositId))
  return db.deposits.update(depositId, { status: 2, updated_at: iso(at) })
}

/** Every deposit of every player, newest first (the demo panel). */
export function depositsNewestFirst(): PixDepositRecord[] {
  return [...db.deposits.all()].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)
}

registerJob('pix.settle', ({ depositId }, { at }) => {
  settleDeposit(depositId, at)
})
registerJob('pix.expire', ({ depositId }, { at }) => {
  expireDeposit(depositId, at)
})
