// The demo games' sessions and rounds.
// This domain's tables in the mock database, in the wire shape the contract reads; db/schema.ts composes them all.

/**
 * A game session (GET games/single/{id}): the token the game page talks to the provider with, never the player's
 * bearer token. Valid two hours of wall time; bound to the first window that says hello with it.
 */
export interface GameSessionRecord {
  id: number
  token: string
  user_id: number
  /** Catalogue id of the launched game. */
  game_id: number
  /** Wall-clock ISO time (a session outlives no real two hours, whatever the simulation clock does). */
  expires_at: string
  /** The window the session is bound to (an id the tab's bridge keeps), null until the first hello. */
  window_id: string | null
  /**
   * The player's bearer token the game was launched with: the game session lives only as long as that login session
   * (a logout, a break, the session-time limit end both). Rows stored before it existed have none and are refused.
   */
  login_token?: string
  /**
   * Why the game session ended before its time (a logout, a break, the session-time limit): every later message is
   * refused with these words. The row goes with the expired ones.
   */
  ended?: string
  created_at: string
}

/** A round the provider played: a bet debit and a win credit against the player's wallet. */
export interface GameRoundRecord {
  id: number
  user_id: number
  /** The wallet the stake came from: the win goes back to it, even after a switch. */
  wallet_id: number
  /** Catalogue id of the launched game, and the demo game that played it. */
  game_id: number
  demo: 'slot' | 'crash' | 'bingo'
  /** Centavos: everything debited (the stake, bingo's extra balls) and credited. */
  bet: number
  win: number
  state: 'open' | 'closed'
  /** The idempotency key of round.start, and the answers given per key (a repeated key gets its first answer). */
  start_key: string
  replies: Record<string, unknown>
  /** The wallet movements, each with an id derived from the round id and the message's key. */
  transactions: Array<{ id: string; kind: 'bet' | 'win' | 'extra'; amount: number }>
  /** What the engine needs to go on (crash point and times, bingo's cards and drawing order). */
  data: Record<string, unknown>
  /** Simulation-clock ISO times. */
  created_at: string
  updated_at: string
}
