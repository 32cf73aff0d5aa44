import { clock } from '../sim/clock.ts'
import { randomHex } from './crypto.ts'
import { iso } from './reference.ts'
import { db } from './index.ts'
import type { SessionRecord, UserRecord } from './schema.ts'

/** How long a bearer token lives on the simulation clock: the original backend's JWT TTL, an hour. */
export const SESSION_TTL_MS = 3600_000
/** "Lembrar de mim" at login: the token lives 30 days. */
export const REMEMBER_TTL_MS = 30 * 24 * 3600_000

/** Who a request is from: its token's session and the player. */
export interface Viewer {
  token: string
  session: SessionRecord
  user: UserRecord
}

/** Issues a token for a player (login, register, refresh; tests sign in with it directly). */
export function createSession(userId: number, ttlMs = SESSION_TTL_MS): SessionRecord {
  const now = clock.nowMs()
  return db.sessions.insert({
    token: randomHex(24),
    user_id: userId,
    created_at: iso(now),
    expires_at: iso(now + ttlMs),
  })
}

/** A session's lifetime in seconds: the `expires_in` of the token answer. */
export function sessionTtlSeconds(session: SessionRecord): number {
  return Math.round((Date.parse(session.expires_at) - Date.parse(session.created_at)) / 1000)
}

/** The viewer behind a bearer token, or null when the token is unknown, expired or its player is gone. */
export function findViewer(token: string | null | undefined): Viewer | null {
  if (!token) return null
  const session = db.sessions.findBy((s) => s.token === token)
  if (!session || Date.parse(session.expires_at) <= clock.nowMs()) return null
  const user = db.users.find(session.user_id)
  return user ? { token, session, user } : null
}

/** `Authorization: Bearer <token>` -> token. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization')
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null
  return match?.[1] ?? null
}

export function revokeSession(token: string): void {
  db.sessions.removeWhere((s) => s.token === token)
}

/** Signs a player out everywhere (after a password reset). Returns how many sessions ended. */
export function revokeUserSessions(userId: number): number {
  return db.sessions.removeWhere((s) => s.user_id === userId)
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
