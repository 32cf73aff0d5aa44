import { userChannel } from '@/api/broadcasting.ts'
import { toCentavos, toDecimal } from '@/api/money.ts'
import { WITHDRAWAL_UPDATED_EVENT, type WithdrawalUpdatedEventWire } from '@/api/wallet-area.ts'
import { moneyPolicy, REVIEW_DELAY_MS } from './money-policy.ts'
import { broadcast } from '../realtime.ts'
import { clock } from '../sim/clock.ts'
import { cancelJobs, registerJob, scheduleIn } from '../sim/jobs.ts'
import { iso } from '../db/reference.ts'
import { db } from '../db/index.ts'
import { balancesOf, bookMovement } from '../wallet/ledger.ts'
import { endToEndId, proofLink } from './codes.ts'
import { humanDiff } from '../auth/players.ts'
import type { JobRecord } from '../db/schema.ts'
import type { PixWithdrawalRecord } from './tables.ts'
import { walletOf } from '../wallet/wallets.ts'

export type ReviewDecision = 'approve' | 'reject'

declare module '../sim/jobs.ts' {
  interface JobTypes {
    /** The back office's decision on a withdrawal in analysis. */
    'withdrawal.review': { withdrawalId: number; decision: ReviewDecision }
  }
}

export interface NewWithdrawal {
  userId: number
  amountCentavos: number
  pixKey: string
  pixKeyType: string
  source: PixWithdrawalRecord['source']
}

/** The wallet column a withdrawal's money comes from, and goes back to when rejected. */
const fundedBy = (source: PixWithdrawalRecord['source']) => (source === 'affiliate' ? 'refer_rewards' : 'balance')

/**
 * A withdrawal in analysis (status 0): the amount leaves the cash balance (refer_rewards for the affiliate's
 * earnings) of the active wallet for balance_withdrawal at once, and the money policy schedules its review (approved after 60 s by default,
 * rejected after 60 s, or left to the demo panel). The caller has checked the limits and the balance.
 */
export function requestWithdrawal(input: NewWithdrawal): PixWithdrawalRecord {
  const now = iso(clock.nowMs())
  const wallet = walletOf(input.userId)
  const from = fundedBy(input.source)
  const before = balancesOf(wallet)
  const held = db.wallets.update(wallet.id, {
    [from]: toDecimal(toCentavos(wallet[from]) - input.amountCentavos),
    balance_withdrawal: toDecimal(toCentavos(wallet.balance_withdrawal) + input.amountCentavos),
    updated_at: now,
  })
  const withdrawal = db.withdrawals.insert({
    user_id: input.userId,
    wallet_id: wallet.id,
    type: 'pix',
    amount: toDecimal(input.amountCentavos),
    pix_key: input.pixKey,
    pix_key_type: input.pixKeyType,
    source: input.source,
    status: 0,
    end_to_end_id: null,
    proof: null,
    reviewed_at: null,
    created_at: now,
    updated_at: now,
  })
  if (held) bookMovement(before, held, 'withdrawal', { type: 'withdrawal', withdrawal_id: withdrawal.id })
  const { review } = moneyPolicy.get()
  if (review !== 'manual')
    scheduleIn('withdrawal.review', REVIEW_DELAY_MS, { withdrawalId: withdrawal.id, decision: review })
  return withdrawal
}

/** The history's and the event's shape of a withdrawal (dates relative to the simulation clock). */
export function wireWithdrawal(withdrawal: PixWithdrawalRecord): WithdrawalUpdatedEventWire {
  return {
    id: withdrawal.id,
    proof: withdrawal.proof,
    type: withdrawal.type,
    amount: withdrawal.amount,
    status: withdrawal.status,
    dateHumanReadable: humanDiff(withdrawal.created_at),
    created_at: withdrawal.created_at,
  }
}

const isReviewOf = (withdrawalId: number) => (job: JobRecord) =>
  job.type === 'withdrawal.review' && (job.payload as { withdrawalId?: unknown } | null)?.withdrawalId === withdrawalId

/** The scheduled decision on a withdrawal in analysis and when it is due; null when it waits for the panel. */
export function scheduledReview(withdrawalId: number): { decision: ReviewDecision; at: string } | null {
  const job = db.jobs.findBy(isReviewOf(withdrawalId))
  return job ? { decision: (job.payload as { decision: ReviewDecision }).decision, at: job.at } : null
}

function settle(withdrawalId: number, decision: ReviewDecision, at: Date): PixWithdrawalRecord | undefined {
  const withdrawal = db.withdrawals.find(withdrawalId)
  if (!withdrawal || withdrawal.status !== 0) return undefined
  cancelJobs(isReviewOf(withdrawalId))
  const amount = toCentavos(withdrawal.amount)
  const wallet = db.wallets.find(withdrawal.wallet_id) ?? walletOf(withdrawal.user_id)
  const held = Math.max(0, toCentavos(wallet.balance_withdrawal) - amount)
  const before = balancesOf(wallet)
  const when = iso(at)
  const after = db.wallets.update(wallet.id, {
    balance_withdrawal: toDecimal(held),
    // Rejected: the money goes back to the balance it came from.
    ...(decision === 'reject'
      ? { [fundedBy(withdrawal.source)]: toDecimal(toCentavos(wallet[fundedBy(withdrawal.source)]) + amount) }
      : {}),
    updated_at: when,
  })
  if (after) bookMovement(before, after, 'withdrawal_refund', { type: 'withdrawal', withdrawal_id: withdrawalId }, at)
  const e2e = decision === 'approve' ? endToEndId(at) : null
  const updated = db.withdrawals.update(withdrawalId, {
    status: decision === 'approve' ? 1 : 2,
    end_to_end_id: e2e,
    proof: e2e ? proofLink(e2e, amount, when) : null,
    reviewed_at: when,
    updated_at: when,
  })
  if (updated) broadcast(userChannel(updated.user_id), WITHDRAWAL_UPDATED_EVENT, wireWithdrawal(updated))
  return updated
}

/** Approved and paid out: status 1 with the proof link; the money leaves balance_withdrawal. */
export function approveWithdrawal(withdrawalId: number, at: Date = clock.now()): PixWithdrawalRecord | undefined {
  return settle(withdrawalId, 'approve', at)
}

/** Rejected: status 2; the money goes back from balance_withdrawal to the cash balance. */
export function rejectWithdrawal(withdrawalId: number, at: Date = clock.now()): PixWithdrawalRecord | undefined {
  return settle(withdrawalId, 'reject', at)
}

/** Every player's withdrawals in analysis, oldest first (the demo panel's queue). */
export function withdrawalsInAnalysis(): PixWithdrawalRecord[] {
  return db.withdrawals
    .where((w) => w.status === 0)
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id)
}

registerJob('withdrawal.review', ({ withdrawalId, decision }, { at }) => {
  settle(withdrawalId, decision, at)
})
