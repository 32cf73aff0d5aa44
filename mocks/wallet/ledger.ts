import { toCentavos } from '@/api/money.ts'
import { clock } from '../sim/clock.ts'
import { iso } from '../db/reference.ts'
import { db } from '../db/index.ts'
import type { LedgerKind, LedgerRecord, LedgerReference, WalletRecord } from './tables.ts'

/**
 * The book of every movement of a player's playable money (the cash `balance` and the `balance_bonus`), written by
 * the few functions that move it (deposit paid, withdrawal asked or refused, stake, win, bonus credited or
 * released). A movement records what it did to each balance and both balances after it, so a statement shows the
 * running balance without replaying history, and the player-protection rules (loss limits, the reality check's net
 * result) read play totals from one place instead of each keeping its own tally.
 *
 * The affiliate's `refer_rewards` are the referrer's earnings, not playable money: they are not booked here.
 */

/** The playable balances of a wallet, in centavos: read them before a movement, since rows change in place. */
export interface Balances {
  cash: number
  bonus: number
}

export function balancesOf(wallet: Pick<WalletRecord, 'balance' | 'balance_bonus'>): Balances {
  return { cash: toCentavos(wallet.balance), bonus: toCentavos(wallet.balance_bonus) }
}

/** Records a movement from the balances before it to the wallet row after it; a movement of nothing is not booked. */
export function bookMovement(
  before: Balances,
  after: WalletRecord,
  kind: LedgerKind,
  reference: LedgerReference,
  at: Date | number = clock.nowMs(),
): LedgerRecord | undefined {
  const cashAfter = toCentavos(after.balance)
  const bonusAfter = toCentavos(after.balance_bonus)
  const cash = cashAfter - before.cash
  const bonus = bonusAfter - before.bonus
  if (cash === 0 && bonus === 0) return undefined
  return db.ledger.insert({
    user_id: after.user_id,
    wallet_id: after.id,
    kind,
    cash,
    bonus,
    cash_after: cashAfter,
    bonus_after: bonusAfter,
    reference,
    created_at: iso(at),
  })
}

export interface LedgerFilter {
  /** Simulation-clock milliseconds, inclusive. */
  from?: number
  /** Simulation-clock milliseconds, exclusive. */
  to?: number
  kinds?: readonly LedgerKind[]
}

/** A player's movements (every wallet), oldest first; ties keep the order they were booked in. */
export function ledgerOf(userId: number, filter: LedgerFilter = {}): LedgerRecord[] {
  const { from = -Infinity, to = Infinity, kinds } = filter
  return db.ledger
    .where((row) => {
      if (row.user_id !== userId) return false
      const at = Date.parse(row.created_at)
      return at >= from && at < to && (!kinds || kinds.includes(row.kind))
    })
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id)
}

export interface PlayTotals {
  /** Centavos staked (cash and bonus) in bets and rounds. */
  staked: number
  /** Centavos won. */
  won: number
  /** won − staked: negative is a loss. */
  net: number
}

/** What a player staked and won between two instants (a limit's period, a session). */
export function playTotals(userId: number, from: number, to = Infinity): PlayTotals {
  let staked = 0
  let won = 0
  for (const row of ledgerOf(userId, { from, to, kinds: ['bet', 'win'] })) {
    if (row.kind === 'bet') staked -= row.cash + row.bonus
    else won += row.cash + row.bonus
  }
  return { staked, won, net: won - staked }
}
