// Coupons and their redemptions.
// This domain's tables in the mock database, in the wire shape the contract reads; db/schema.ts composes them all.

/** A coupon code that credits a bonus (POST profile/coupon/redeem). */
export interface CouponRecord {
  id: number
  /** Compared without case. */
  code: string
  description: string
  /** The bonus it credits, in reais ("20.00"). */
  amount: string
  /** After this it answers "Cupom inválido ou expirado."; null never expires. */
  expires_at: string | null
  /** Redemptions allowed in all; null for no limit. */
  max_uses: number | null
  uses: number
  /** At most one redemption per player. */
  once_per_player: boolean
  created_at: string
}

export interface CouponRedemptionRecord {
  id: number
  coupon_id: number
  user_id: number
  amount: string
  created_at: string
}
