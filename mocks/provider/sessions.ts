import { randomHex } from '../db/crypto.ts'
import { db } from '../db/index.ts'
import type { GameSessionRecord } from './tables.ts'
import { clock } from '../sim/clock.ts'
import { iso } from '../db/reference.ts'
import type { SessionRecord } from '../auth/tables.ts'
import {
  findViewer,
  isIdleToken,
  LOGIN_SESSION_ENDED,
  markSessionSeen,
  revokeUserSessions,
  SESSION_IDLE,
} from '../auth/sessions.ts'
import { sessionTimeEnded } from '../protection/limits.ts'
import { activePause, pauseRefusalMessage } from '../protection/pause-db.ts'

/** A game session lives two hours of wall time (what a provider's launch token lasts). */
export const GAME_SESSION_TTL_MS = 2 * 3600_000

/**
 * Opens a game session for the player behind a login session (games/single). The game session never outlives that
 * login session: ending it ends the game (auth/sessions.ts revokeSession).
 */
export function createGameSession(login: SessionRecord, gameId: number, nowMs = Date.now()): GameSessionRecord {
  const userId = login.user_id
  // Old sessions of this player that ended are dropped, so the table does not grow with every launch.
  db.gameSessions.removeWhere((s) => s.user_id === userId && Date.parse(s.expires_at) <= nowMs)
  return db.gameSessions.insert({
    token: randomHex(24),
    user_id: userId,
    game_id: gameId,
    expires_at: new Date(nowMs + GAME_SESSION_TTL_MS).toISOString(),
    window_id: null,
    login_token: login.token,
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

/**
 * Whether the player may still play on this game session, checked on every message the game sends (mocks/README.md,
 * "Rules a backend copies"): the login session it was launched with is still live (not logged out, expired or idle),
 * the player is on no break or exclusion, and the day's session-time limit is not reached (the message counts as
 * logged-in time and as activity, as an API request does). Returns the reason of a refusal, having ended the game
 * session (and, for a break or the time limit, the player's sessions), or null.
 */
export function gameSessionRefusal(session: GameSessionRecord): string | null {
  if (session.ended !== undefined) return session.ended
  const endGame = (reason: string) => {
    db.gameSessions.update(session.id, { ended: reason })
    return reason
  }
  const viewer = session.login_token ? findViewer(session.login_token) : null
  if (!viewer || viewer.user.id !== session.user_id)
    return endGame(session.login_token && isIdleToken(session.login_token) ? SESSION_IDLE.error : LOGIN_SESSION_ENDED)
  const pause = activePause(session.user_id)
  if (pause) {
    revokeUserSessions(session.user_id, pauseRefusalMessage(pause))
    return pauseRefusalMessage(pause)
  }
  const overTime = sessionTimeEnded(viewer)
  if (overTime !== null) return overTime
  markSessionSeen(viewer.session)
  return null
}
