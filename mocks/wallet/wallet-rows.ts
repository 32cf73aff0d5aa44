import type { WalletRecord } from './tables.ts'

// Apart from wallets.ts, which needs the live database: the seed builds rows with this too.
/** A new player's wallet: everything at zero, in reais. */
export function emptyWallet(userId: number, at: string): Omit<WalletRecord, 'id'> {
  return {
    user_id: userId,
    name: 'Carteira principal',
    currency: 'BRL',
    symbol: 'R$',
    balance: '0.00',
    balance_bonus: '0.00',
    balance_withdrawal: '0.00',
    balance_deposit_rollover: '0.00',
    balance_bonus_rollover: '0.00',
    refer_rewards: '0.00',
    vip_level: 0,
    vip_points: 0,
    total_bet: '0.00',
    total_won: '0.00',
    total_lose: '0.00',
    hide_balance: false,
    active: true,
    bets_count: 0,
    created_at: at,
    updated_at: at,
  }
}
