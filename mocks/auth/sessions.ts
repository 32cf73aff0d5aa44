import { clock } from '../sim/clock.ts'
import { randomHex } from '../db/crypto.ts'
import { iso } from '../db/reference.ts'
import { db } from '../db/index.ts'
import type { GameSessionRecord } from '../provider/tables.ts'
import type { SessionRecord, UserRecord } from './tables.ts'

/** How long a bearer token lives on the simulation clock: the original backend's JWT TTL, an hour. */
export const SESSION_TTL_MS = 3600_000
/** "Lembrar de mim" at login: the token lives 30 days. */
export const REMEMBER_TTL_MS = 30 * 24 * 3600_000

/** A token unused this long is refused: the session ends after 30 minutes without activity. */
export const IDLE_TIMEOUT_MS = 30 * 60_000

/**
 * The 401 of a token refused for idleness: the server's words, and under `action` (a key the app never shows as
 * words) the reason, so the app can say the same thing as when its own inactivity watcher ends the session.
 */
export const SESSION_IDLE = {
  error: 'Sua sessão foi encerrada após 30 minutos sem atividade. Entre novamente.',
  action: 'session_idle',
} as const

/** Who a request is from: its token's session and the player. */
export interface Viewer {
  token: string
  session: SessionRecord
  user: UserRecord
}

/**
 * Issues a token for a player (login, register, refresh; tests sign in with it directly). A refresh passes the
 * session it replaces, whose login time the new token keeps.
 */
export function createSession(userId: number, ttlMs = SESSION_TTL_MS, replaces?: SessionRecord): SessionRecord {
  const now = clock.nowMs()
  const session = db.sessions.insert({
    token: randomHex(24),
    user_id: userId,
    created_at: iso(now),
    expires_at: iso(now + ttlMs),
    ...(replaces ? { started_at: sessionStartedAt(replaces) } : {}),
  })
  // A refresh is the same login: the games it launched keep playing on the new token.
  if (replaces) {
    for (const game of db.gameSessions.where((g) => g.login_token === replaces.token))
      db.gameSessions.update(game.id, { login_token: session.token })
  }
  return session
}

/** When the player logged in for this session (a refresh does not start a new one). */
export function sessionStartedAt(session: SessionRecord): string {
  return session.started_at ?? session.created_at
}

/** A session's lifetime in seconds: the `expires_in` of the token answer. */
export function sessionTtlSeconds(session: SessionRecord): number {
  return Math.round((Date.parse(session.expires_at) - Date.parse(session.created_at)) / 1000)
}

const lastSeenMs = (session: SessionRecord) => Date.parse(session.last_seen_at ?? session.created_at)

/** A live token (not expired) that has gone unused for 30 minutes of the simulation clock. */
export function isIdleSession(session: SessionRecord, nowMs = clock.nowMs()): boolean {
  return Date.parse(session.expires_at) > nowMs && nowMs - lastSeenMs(session) >= IDLE_TIMEOUT_MS
}

/** Whether a bearer token was refused for idleness rather than being unknown or expired (the 401's words). */
export function isIdleToken(token: string | null | undefined): boolean {
  const session = token ? db.sessions.findBy((s) => s.token === token) : undefined
  return session ? isIdleSession(session) : false
}

/** The viewer behind a bearer token, or null when the token is unknown, expired, idle for 30 minutes or its player is gone. */
export function findViewer(token: string | null | undefined): Viewer | null {
  if (!token) return null
  const session = db.sessions.findBy((s) => s.token === token)
  const now = clock.nowMs()
  if (!session || Date.parse(session.expires_at) <= now || isIdleSession(session, now)) return null
  const user = db.users.find(session.user_id)
  return user ? { token, session, user } : null
}

/**
 * A request made with the session: it counts as activity for the idle rule (the handler wrapper calls it). Written at
 * most once a minute: the game screen asks for the balance every second, and each write is a save of the demo's
 * database.
 */
export function markSessionSeen(session: SessionRecord): void {
  const now = clock.nowMs()
  if (now - lastSeenMs(session) < 60_000) return
  db.sessions.update(session.id, { last_seen_at: iso(now) })
}

/** Makes every live session of a player idle now, as if 30 minutes had passed without a request (the demo panel). */
export function idleUserSessions(userId: number): number {
  const before = iso(clock.nowMs() - IDLE_TIMEOUT_MS)
  const sessions = db.sessions.where((s) => s.user_id === userId)
  for (const session of sessions) db.sessions.update(session.id, { last_seen_at: before })
  return sessions.length
}

/** `Authorization: Bearer <token>` -> token. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization')
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null
  return match?.[1] ?? null
}

/** Why a game is refused once the login session that launched it ended (a logout, a sign-out everywhere). */
export const LOGIN_SESSION_ENDED = 'Sua sessão terminou. Entre novamente para continuar jogando.'

/**
 * Ends a login session and every game session launched with it (mocks/README.md, "Rules a backend copies"): a game
 * left open in a tab must not keep betting once the player logged out or the session-time limit ended the session.
 * The game sessions keep the reason, which their next message is refused with.
 */
export function revokeSession(token: string, reason = LOGIN_SESSION_ENDED): void {
  db.sessions.removeWhere((s) => s.token === token)
  endGameSessions((g) => g.login_token === token, reason)
}

/**
 * Signs a player out everywhere (a password reset, a break, a self-exclusion), games included. Returns how many login
 * sessions ended.
 */
export function revokeUserSessions(userId: number, reason = LOGIN_SESSION_ENDED): number {
  endGameSessions((g) => g.user_id === userId, reason)
  return db.sessions.removeWhere((s) => s.user_id === userId)
}

function endGameSessions(which: (game: GameSessionRecord) => boolean, reason: string): void {
  for (const game of db.gameSessions.where((g) => which(g) && g.ended === undefined))
    db.gameSessions.update(game.id, { ended: reason })
}

/**
 * Makes a token expire now, as if its hour had passed (the demo panel's "expire the session", tests of the
 * 401 path). Returns whether the token was known.
 */
export function expireSession(token: string): boolean {
  const session = db.sessions.findBy((s) => s.token === token)
  if (!session) return false
  db.sessions.update(session.id, { expires_at: iso(clock.nowMs()) })
  return true
}
