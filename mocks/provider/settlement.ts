import { toCentavos, toDecimal } from '@/api/money.ts'
import { db } from '../db/index.ts'
import type { WalletRecord } from '../wallet/tables.ts'
import { iso } from '../db/reference.ts'
import { emitActivity, type BetSource, type WinActivity } from '../wallet/activity.ts'
import { balancesOf, bookMovement } from '../wallet/ledger.ts'
import type { LedgerReference } from '../wallet/tables.ts'
import { wager } from '../wallet/wallets.ts'
import { clock } from '../sim/clock.ts'

/**
 * The seamless-wallet side of the provider: a round's stake is a debit of the player's wallet and its win a credit,
 * the way a casino provider settles against an operator. Amounts are integer centavos.
 */
export interface ProviderBalance {
  cash: number
  bonus: number
  total: number
}

export function balanceOf(wallet: WalletRecord): ProviderBalance {
  const cash = toCentavos(wallet.balance)
  const bonus = toCentavos(wallet.balance_bonus)
  return { cash, bonus, total: cash + bonus }
}

export class InsufficientFunds extends Error {
  constructor(readonly balance: ProviderBalance) {
    super('Saldo insuficiente.')
  }
}

/** One VIP point per R$ 1,00 bet, counted on the running total so no centavo of a small bet is lost. */
export function vipPointsFor(totalBetBefore: number, amount: number): number {
  return Math.floor((totalBetBefore + amount) / 100) - Math.floor(totalBetBefore / 100)
}

/**
 * Takes a stake: cash first, then bonus; counts it towards the rollovers (`wager`), the profile's statistics (total
 * bet, and number of bets when `countsAsBet`: a round counts once, its extra balls do not) and the VIP points, then
 * tells the activity listeners (missions, affiliate) where the stake went. Short funds throw InsufficientFunds with
 * the real balance and move nothing.
 */
export function debit(walletId: number, amount: number, countsAsBet: boolean, source: BetSource): ProviderBalance {
  const wallet = db.wallets.find(walletId)
  if (!wallet) throw new Error(`debit: no wallet ${walletId}`)
  const balance = balanceOf(wallet)
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`debit: bad amount ${amount}`)
  if (balance.total < amount) throw new InsufficientFunds(balance)
  const fromCash = Math.min(balance.cash, amount)
  const totalBet = toCentavos(wallet.total_bet)
  const after = db.wallets.update(wallet.id, {
    balance: toDecimal(balance.cash - fromCash),
    balance_bonus: toDecimal(balance.bonus - (amount - fromCash)),
    total_bet: toDecimal(totalBet + amount),
    bets_count: wallet.bets_count + (countsAsBet ? 1 : 0),
    vip_points: wallet.vip_points + vipPointsFor(totalBet, amount),
    updated_at: iso(clock.nowMs()),
  })
  if (after) bookMovement(balance, after, 'bet', ledgerReference(source))
  // The rollover counts the player's bets on their active wallet (where the bonus is).
  if (wallet.active) wager(wallet.user_id, amount)
  emitActivity({ type: 'bet', userId: wallet.user_id, walletId, amount, countsAsBet, source, at: clock.nowMs() })
  return balanceOf(db.wallets.find(walletId) ?? wallet)
}

/** Pays a win into the cash balance (winnings are withdrawable) and the profile's total won; tells the listeners. */
export function credit(walletId: number, amount: number, source: WinActivity['source']): ProviderBalance {
  const wallet = db.wallets.find(walletId)
  if (!wallet) throw new Error(`credit: no wallet ${walletId}`)
  if (amount > 0) {
    const before = balancesOf(wallet)
    const after = db.wallets.update(wallet.id, {
      balance: toDecimal(toCentavos(wallet.balance) + amount),
      total_won: toDecimal(toCentavos(wallet.total_won) + amount),
      updated_at: iso(clock.nowMs()),
    })
    if (after) bookMovement(before, after, 'win', ledgerReference(source))
    emitActivity({ type: 'win', userId: wallet.user_id, walletId, amount, source, at: clock.nowMs() })
  }
  return balanceOf(db.wallets.find(walletId) ?? wallet)
}

/** The ledger's reference of a stake's or a win's source. */
function ledgerReference(source: WinActivity['source']): LedgerReference {
  switch (source.kind) {
    case 'casino':
      return { type: 'casino', game_id: source.gameId, round_id: source.roundId }
    case 'sports':
      return { type: 'sports', ticket_kind: source.ticketKind }
    case 'sports-settlement':
      return { type: 'sports', ticket_id: source.ticketId }
  }
}
