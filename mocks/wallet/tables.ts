// Wallets and the ledger of every movement of playable money (ledger.ts).
// This domain's tables in the mock database, in the wire shape the contract reads; db/schema.ts composes them all.

/**
 * A player's wallet: the columns of the wire shape of GET profile/wallet (amounts as "50.00" strings). The
 * two totals are Laravel accessors, computed by mocks/wallet/wallets.ts toWireWallet(). Every player has one
 * wallet at registration and may hold several (Minhas Carteiras), one of them active.
 */
export interface WalletRecord {
  id: number
  user_id: number
  /** Shown in 'Minhas Carteiras'. */
  name: string | null
  currency: string
  symbol: string
  /** Deposited money. */
  balance: string
  balance_bonus: string
  /** Winnings that can be withdrawn. */
  balance_withdrawal: string
  /** What is still to be wagered before a deposit can be withdrawn. */
  balance_deposit_rollover: string
  /** What is still to be wagered before the bonus turns into withdrawable balance. */
  balance_bonus_rollover: string
  refer_rewards: string
  vip_level: number
  vip_points: number
  total_bet: string
  total_won: string
  total_lose: string
  hide_balance: boolean
  active: boolean
  /**
   * How many bets the player placed (the profile modal's totalBets). A column until the casino and sports
   * issues keep the bets themselves.
   */
  bets_count: number
  created_at: string
  updated_at: string
}

export type LedgerKind = 'deposit' | 'withdrawal' | 'withdrawal_refund' | 'bet' | 'win' | 'bonus' | 'bonus_release'

export type BonusReason = 'welcome' | 'spin' | 'mission' | 'vip' | 'coupon'

/** What a movement was for, with the ids a statement line links to. */
export type LedgerReference =
  | { type: 'deposit'; deposit_id: number }
  | { type: 'withdrawal'; withdrawal_id: number | null }
  | { type: 'casino'; game_id: number; round_id: number }
  | { type: 'sports'; ticket_kind?: 'single' | 'multiple'; ticket_id?: number }
  | { type: 'bonus'; reason: BonusReason }
  | { type: 'rollover' }

/** One movement. Amounts are signed integer centavos; the balances are those of the wallet after it. */
export interface LedgerRecord {
  id: number
  user_id: number
  wallet_id: number
  kind: LedgerKind
  /** What it did to the cash balance. */
  cash: number
  /** What it did to the bonus balance. */
  bonus: number
  cash_after: number
  bonus_after: number
  reference: LedgerReference
  created_at: string
}
