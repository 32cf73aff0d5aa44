import { toCentavos } from '@/api/money.ts'
import { clock } from '../sim/clock.ts'
import { iso } from '../db/reference.ts'
import { db } from '../db/index.ts'
import type { CouponRecord } from './tables.ts'
import { creditBonus } from '../wallet/wallets.ts'

export type CouponState = 'valid' | 'expired' | 'exhausted'

/** Whether a coupon can still be redeemed by anyone (the panel shows it; redeeming checks it). */
export function couponState(coupon: CouponRecord, now = clock.nowMs()): CouponState {
  if (coupon.expires_at !== null && Date.parse(coupon.expires_at) <= now) return 'expired'
  if (coupon.max_uses !== null && coupon.uses >= coupon.max_uses) return 'exhausted'
  return 'valid'
}

export function findCoupon(code: string): CouponRecord | undefined {
  const wanted = code.trim().toUpperCase()
  return wanted === '' ? undefined : db.coupons.findBy((c) => c.code.toUpperCase() === wanted)
}

export type RedeemResult =
  { ok: true; coupon: CouponRecord; amount: number } | { ok: false; reason: 'invalid' | 'used' }

/**
 * Redeems a code for the player: its amount goes to the bonus balance (creditBonus: with the rollover) and the
 * use is counted. Unknown, expired or exhausted codes are 'invalid'; a once-per-player code redeemed before is
 * 'used'.
 */
export function redeemCoupon(userId: number, code: string): RedeemResult {
  const coupon = findCoupon(code)
  if (!coupon || couponState(coupon) !== 'valid') return { ok: false, reason: 'invalid' }
  if (coupon.once_per_player && db.couponRedemptions.findBy((r) => r.coupon_id === coupon.id && r.user_id === userId)) {
    return { ok: false, reason: 'used' }
  }
  const amount = toCentavos(coupon.amount)
  creditBonus(userId, amount, 'coupon')
  db.couponRedemptions.insert({
    coupon_id: coupon.id,
    user_id: userId,
    amount: coupon.amount,
    created_at: iso(clock.nowMs()),
  })
  const used = db.coupons.update(coupon.id, { uses: coupon.uses + 1 }) ?? coupon
  return { ok: true, coupon: used, amount }
}

/** The panel's list: every coupon, with how many times it was redeemed and by how many players here. */
export function couponsWithUses(): Array<CouponRecord & { state: CouponState; players: number }> {
  return db.coupons.all().map((coupon) => ({
    ...coupon,
    state: couponState(coupon),
    players: new Set(db.couponRedemptions.where((r) => r.coupon_id === coupon.id).map((r) => r.user_id)).size,
  }))
}
