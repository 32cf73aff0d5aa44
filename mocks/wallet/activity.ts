/**
 * What a player's bets and wins mean to the rest of the mock: missions count rounds and bets, the affiliate programme
 * pays a revenue share of a referred player's net losses, VIP levels follow the valid bet. Those domains subscribe
 * here instead of the wallet code knowing each of them. Listeners run synchronously, inside the call that moved the
 * money, so a handler's answer already reflects them.
 */

/** Where a stake went: a casino round of a catalogue game, or a sports ticket. */
export type BetSource =
  { kind: 'casino'; gameId: number; roundId: number } | { kind: 'sports'; ticketKind: 'single' | 'multiple' }

export interface BetActivity {
  userId: number
  walletId: number
  /** Centavos. */
  amount: number
  /** A round counts once; bingo's extra balls move money but are not another bet. */
  countsAsBet: boolean
  source: BetSource
  /** Simulation-clock milliseconds. */
  at: number
}

export interface WinActivity {
  userId: number
  walletId: number
  /** Centavos. */
  amount: number
  source: BetSource | { kind: 'sports-settlement'; ticketId: number }
  at: number
}

export type Activity = ({ type: 'bet' } & BetActivity) | ({ type: 'win' } & WinActivity)
type Listener = (activity: Activity) => void

const listeners = new Set<Listener>()

/** Subscribes to every bet and win; returns the unsubscribe. */
export function onActivity(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitActivity(activity: Activity): void {
  for (const listener of listeners) listener(activity)
}
