// PIX deposits and withdrawals.
// This domain's tables in the mock database, in the wire shape the contract reads; db/schema.ts composes them all.

/** A PIX deposit: 0 pending, 1 paid, 2 expired (the code was never paid; the history shows no badge). */
export type DepositStatus = 0 | 1 | 2

/**
 * A PIX deposit (a gateway transaction): created pending with its BR Code, paid later by a `pix.settle` job or the
 * demo panel (mocks/pix/deposits.ts).
 */
export interface PixDepositRecord {
  id: number
  user_id: number
  /** The wallet that was active at the request: the money goes there even if the player switches meanwhile. */
  wallet_id: number
  /** What the app polls with (GET wallet/transaction/status/:id); also the BR Code's txid (field 62-05). */
  transaction_id: string
  /** brasilcash, rexpay, digitopay… (the endpoint that created it). */
  gateway: string
  type: 'pix'
  amount: string
  accept_bonus: boolean
  cpf: string
  /** The PIX copy-and-paste text. */
  qrcode: string
  status: DepositStatus
  /** The welcome bonus credited at payment ("0.00" when none). */
  bonus: string
  paid_at: string | null
  /** When a still pending code stops being payable (a `pix.expire` job). */
  expires_at: string
  created_at: string
  updated_at: string
}

/** A PIX withdrawal: 0 in analysis, 1 approved and paid out, 2 rejected (refunded to the cash balance). */
export type WithdrawalStatus = 0 | 1 | 2

export interface PixWithdrawalRecord {
  id: number
  user_id: number
  wallet_id: number
  type: 'pix'
  amount: string
  pix_key: string
  /** document, phoneNumber, email, randomKey. */
  pix_key_type: string
  /**
   * Which form sent it: the PIX withdraw page (profile/withdraw), the wallet dialog (wallet/withdraw/request), or
   * the affiliate page's withdraw-earnings modal (profile/affiliates/request), whose money comes from refer_rewards.
   */
  source: 'profile' | 'wallet' | 'affiliate'
  status: WithdrawalStatus
  /** The payment's end-to-end id (E + ISPB + yyyyMMddHHmm + 11 characters), set at approval. */
  end_to_end_id: string | null
  /** The receipt link, set at approval. */
  proof: string | null
  reviewed_at: string | null
  created_at: string
  updated_at: string
}
