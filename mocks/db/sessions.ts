import { clock } from '../sim/clock.ts'
import { iso } from './factories.ts'
import { db } from './index.ts'
import type { SessionRecord, UserRecord } from './schema.ts'

/** How long a bearer token lives on the simulation clock (the original backend's JWTs lasted hours to days). */
export const SESSION_TTL_MS = 7 * 24 * 3600_000

/** Who a request is from: its token's session and the player. */
export interface Viewer {
  token: string
  session: SessionRecord
  user: UserRecord
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Issues a token for a player (login and register in issue 3; tests sign in with it directly). */
export function createSession(userId: number, ttlMs = SESSION_TTL_MS): SessionRecord {
  const now = clock.nowMs()
  return db.sessions.insert({ token: randomToken(), user_id: userId, created_at: iso(now), expires_at: iso(now + ttlMs) })
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
