import { depositSettlesAt, depositsNewestFirst, neverPayDeposit, settleDeposit } from './deposits.ts'
import { couponsWithUses } from '../coupons/coupons.ts'
import { db } from '../db/index.ts'
import type { PixDepositRecord, PixWithdrawalRecord } from './tables.ts'
import { approveWithdrawal, rejectWithdrawal, scheduledReview, withdrawalsInAnalysis } from './withdrawals.ts'
import { moneyPolicy, type ReviewPolicy, type SettleDelay } from './money-policy.ts'

/**
 * What the demo panel's money controls do, apart from the components so they are tested without a DOM. Each
 * action returns whether it changed anything (a button on a row that the ticker just settled does nothing).
 */

/** The welcome bonus the settings offer when it is on (the spec's "100% no primeiro depósito"). */
export const WELCOME_BONUS_PERCENT = 100

/** "Pagar agora": the simulated payer pays the PIX; the balance, the bonus and the realtime event follow. */
export function payDepositNow(depositId: number): boolean {
  return settleDeposit(depositId) !== undefined
}

/** "Nunca pagar": the deposit's automatic payment is cancelled (the code still expires after 30 minutes). */
export function neverPay(depositId: number): boolean {
  return neverPayDeposit(depositId)
}

export function approveWithdrawalNow(withdrawalId: number): boolean {
  return approveWithdrawal(withdrawalId) !== undefined
}

export function rejectWithdrawalNow(withdrawalId: number): boolean {
  return rejectWithdrawal(withdrawalId) !== undefined
}

export function setSettleDelay(settle: SettleDelay): void {
  moneyPolicy.set({ settle })
}

export function setReviewPolicy(review: ReviewPolicy): void {
  moneyPolicy.set({ review })
}

/** The regulation forbids deposit bonuses to licensed operators (domain notes): the demo can turn it off. */
export function welcomeBonusOn(): boolean {
  return Number(db.settings.get().initial_bonus) > 0
}

export function setWelcomeBonus(on: boolean): void {
  db.settings.update({ initial_bonus: on ? WELCOME_BONUS_PERCENT : 0 })
}

export interface DepositRow {
  deposit: PixDepositRecord
  player: string
  /** When the automatic payment is due (pending deposits); null: it will not be paid by itself. */
  settlesAt: string | null
}

/** The panel's deposit list: every player's, newest first, at most `limit`. */
export function depositRows(limit = 10): DepositRow[] {
  return depositsNewestFirst()
    .slice(0, limit)
    .map((deposit) => ({
      deposit,
      player: db.users.find(deposit.user_id)?.name ?? `#${deposit.user_id}`,
      settlesAt: deposit.status === 0 ? depositSettlesAt(deposit.id) : null,
    }))
}

export interface WithdrawalRow {
  withdrawal: PixWithdrawalRecord
  player: string
  /** The decision the policy scheduled and when; null when it waits for the panel. */
  review: ReturnType<typeof scheduledReview>
}

/** Every player's withdrawals in analysis, oldest first (the queue a back office works through). */
export function withdrawalRows(): WithdrawalRow[] {
  return withdrawalsInAnalysis().map((withdrawal) => ({
    withdrawal,
    player: db.users.find(withdrawal.user_id)?.name ?? `#${withdrawal.user_id}`,
    review: scheduledReview(withdrawal.id),
  }))
}

export { couponsWithUses }
