import { toCentavos, toDecimal } from '@/api/money.ts'
import { onActivity, type Activity } from '../wallet/activity.ts'
import { onDepositPaid } from '../pix/deposits.ts'
import { db } from '../db/index.ts'
import { iso } from '../db/reference.ts'
import type { ReferralRecord } from './tables.ts'
import type { UserRecord } from '../auth/tables.ts'
import { walletOf } from '../wallet/wallets.ts'
import { clock } from '../sim/clock.ts'
import { applyActivity, cpaDue } from './rewards.ts'

/** Referral codes: 8 characters without the ones people confuse (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CODE_LENGTH = 8

/** A code no other player holds (random, checked against the table). */
export function newReferralCode(random: () => number = Math.random): string {
  for (;;) {
    const code = Array.from(
      { length: CODE_LENGTH },
      () => CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)],
    ).join('')
    if (!db.users.findBy((u) => u.code?.toUpperCase() === code)) return code
  }
}

/** The player's referral code, generated once: a second call keeps the first code. */
export function generateReferralCode(userId: number): string {
  const user = db.users.find(userId)
  if (!user) throw new Error(`generateReferralCode: no player ${userId}`)
  if (user.code) return user.code
  const code = newReferralCode()
  db.users.update(userId, { code, updated_at: iso(clock.nowMs()) })
  return code
}

/** The referral row of a referred player, created on first need (players made before the table existed have none). */
function referralOf(referred: UserRecord): ReferralRecord | undefined {
  if (referred.inviter === null || referred.inviter === referred.id) return undefined
  const found = db.referrals.findBy((r) => r.referred_id === referred.id)
  if (found) return found
  const now = iso(clock.nowMs())
  return db.referrals.insert({
    referrer_id: referred.inviter,
    referred_id: referred.id,
    net_loss: 0,
    shared_base: 0,
    cpa_paid: null,
    earned: 0,
    created_at: now,
    updated_at: now,
  })
}

/** Credits the referrer's refer_rewards (their active wallet) and the referral's earned total. */
function creditReferrer(referral: ReferralRecord, centavos: number, changes: Partial<ReferralRecord>): void {
  const now = iso(clock.nowMs())
  db.referrals.update(referral.id, { ...changes, earned: referral.earned + centavos, updated_at: now })
  if (centavos <= 0) return
  const wallet = walletOf(referral.referrer_id)
  db.wallets.update(wallet.id, {
    refer_rewards: toDecimal(toCentavos(wallet.refer_rewards) + centavos),
    updated_at: now,
  })
}

/** A referred player's first paid deposit pays the referrer's CPA (from the referrer's own user record), once. */
export function payCpa(referredId: number): number {
  const referred = db.users.find(referredId)
  const referral = referred && referralOf(referred)
  const referrer = referral && db.users.find(referral.referrer_id)
  if (!referral || !referrer) return 0
  if (referral.cpa_paid !== null) return 0
  const due = cpaDue(false, toCentavos(referrer.affiliate_cpa))
  creditReferrer(referral, due, { cpa_paid: toDecimal(due) })
  return due
}

/** A bet (stake) or win of a referred player moves their net loss; the referrer gets their share of any new loss. */
export function shareActivity(activity: Activity): number {
  const referred = db.users.find(activity.userId)
  if (!referred || referred.inviter === null) return 0
  const referral = referralOf(referred)
  const referrer = referral && db.users.find(referral.referrer_id)
  if (!referral || !referrer) return 0
  const delta = activity.type === 'bet' ? activity.amount : -activity.amount
  const step = applyActivity(
    { netLoss: referral.net_loss, sharedBase: referral.shared_base },
    delta,
    referrer.affiliate_revenue_share,
  )
  creditReferrer(referral, step.credit, { net_loss: step.netLoss, shared_base: step.sharedBase })
  return step.credit
}

export interface ReferralRow {
  referrerName: string
  referredId: number
  referredName: string
  /** Centavos credited to the referrer so far. */
  earned: number
  cpaPaid: boolean
}

/** Every referred player, the newest first, with what they earned their referrer (the demo panel's list). */
export function referralRows(): ReferralRow[] {
  return db.users
    .where((u) => u.inviter !== null && u.inviter !== u.id)
    .sort((a, b) => b.id - a.id)
    .map((user) => {
      const referral = db.referrals.findBy((r) => r.referred_id === user.id)
      const referrerId = user.inviter ?? 0
      return {
        referrerName: db.users.find(referrerId)?.name ?? `#${referrerId}`,
        referredId: user.id,
        referredName: user.name,
        earned: referral?.earned ?? 0,
        cpaPaid: referral ? referral.cpa_paid !== null : false,
      }
    })
}

/**
 * The demo panel's "the referred player lost": a bet of `centavos` that the house kept, counted for the revenue
 * share only (no wallet moves, no mission or VIP counts), so a demo can show the referrer's earnings grow.
 */
export function simulateReferredLoss(referredId: number, centavos: number): number {
  return shareActivity({
    type: 'bet',
    userId: referredId,
    walletId: 0,
    amount: centavos,
    countsAsBet: false,
    source: { kind: 'sports', ticketKind: 'single' },
    at: clock.nowMs(),
  })
}

/** Referred players of a referrer: the page's `indications`. */
export function indicationsOf(referrerId: number): number {
  return db.users.where((u) => u.inviter === referrerId && u.id !== referrerId).length
}

let subscribed = false

/** Follows the wallet's bets, wins and paid deposits for the rewards (once per runtime; the handlers call it). */
export function followReferrals(): void {
  if (subscribed) return
  subscribed = true
  onActivity(shareActivity)
  onDepositPaid((deposit, firstPaid) => {
    if (firstPaid) payCpa(deposit.user_id)
  })
}
