// Referrals: one row per referred player, with what their activity earned the referrer.
// This domain's tables in the mock database, in the wire shape the contract reads; db/schema.ts composes them all.

/**
 * A referral: who brought whom, and the running figures the rewards need. The CPA is paid once, at the referred
 * player's first paid deposit; the revenue share is paid on their net losses (stakes minus wins), only above what
 * was already shared, so wins are made up for before more is paid and nothing is ever taken back.
 */
export interface ReferralRecord {
  id: number
  referrer_id: number
  referred_id: number
  /** Centavos: the referred player's stakes minus their wins since the referral. */
  net_loss: number
  /** Centavos: the highest net loss already shared with the referrer. */
  shared_base: number
  /** Reais paid as CPA ("10.00"), null until the first paid deposit. */
  cpa_paid: string | null
  /** Centavos credited to the referrer in all (CPA and revenue share). */
  earned: number
  created_at: string
  updated_at: string
}
