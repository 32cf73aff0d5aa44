import { randomHex } from '../db/crypto.ts'
import { db, type GameSessionRecord } from '../db/index.ts'
import { clock } from '../sim/clock.ts'
import { iso } from '../db/reference.ts'

/** A game session lives two hours of wall time (what a provider's launch token lasts). */
export const GAME_SESSION_TTL_MS = 2 * 3600_000

export function createGameSession(userId: number, gameId: number, nowMs = Date.now()): GameSessionRecord {
  // Old sessions of this player that ended are dropped, so the table does not grow with every launch.
  db.gameSessions.removeWhere((s) => s.user_id === userId && Date.parse(s.expires_at) <= nowMs)
  return db.gameSessions.insert({
    token: randomHex(24),
    user_id: userId,
    game_id: gameId,
    expires_at: new Date(nowMs + GAME_SESSION_TTL_MS).toISOString(),
    window_id: null,
    created_at: iso(clock.nowMs()),
  })
}

/** The live session behind a token: null when unknown or expired. */
export function liveGameSession(token: unknown, nowMs = Date.now()): GameSessionRecord | null {
  if (typeof token !== 'string' || token === '') return null
  const session = db.gameSessions.findBy((s) => s.token === token)
  if (!session || Date.parse(session.expires_at) <= nowMs) return null
  return session
}

export function bindGameSession(session: GameSessionRecord, windowId: string): void {
  db.gameSessions.update(session.id, { window_id: windowId })
}
