import { atom } from 'jotai'
import * as v from 'valibot'
import { atomWithSyncStorage, type SyncStorage } from './storage-atom.ts'

/**
 * The spec's auth state: token and user kept in localStorage (keys `token` and `user`), a logged-in
 * flag, the login/register modal flag (one value, so the two can never be open together),
 * redirectAfterAuth and referralCode. The session supervisor verifies the stored token; the auth modals build on these atoms.
 */
export const TOKEN_KEY = 'token'
export const USER_KEY = 'user'

/** What the shell shows of the player; the login response may carry more, which is kept. */
export const SessionUserSchema = v.looseObject({
  id: v.optional(v.number()),
  name: v.string(),
  email: v.string(),
  avatar: v.optional(v.nullable(v.string())),
})
export type SessionUser = v.InferOutput<typeof SessionUserSchema>

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Private modes and sandboxed frames can throw on access.
    return null
  }
}

/**
 * What a bearer token may be: visible ASCII with no space (RFC 6750's token68 and every JWT fit). Anything else (a
 * newline, a space, an accented letter) cannot go into an `Authorization` header: the browser refuses to send the
 * request, so one bad stored value would fail every call of every page.
 */
const USABLE_TOKEN = /^[\x21-\x7e]+$/

/**
 * A stored token as it can be sent: a value that cannot go into a header is removed from storage and reported once
 * (a console warning), and reads as no token, so the visitor is simply logged out instead of the app failing.
 */
function usableToken(raw: string | null | undefined): string | null {
  if (!raw) return null
  if (USABLE_TOKEN.test(raw)) return raw
  console.warn('[session] the stored token cannot be sent in a header; it was removed (signed out)')
  try {
    storage()?.removeItem(TOKEN_KEY)
  } catch {
    // Storage that cannot be written keeps the value; it still reads as no token.
  }
  return null
}

/** The token as a plain string (not JSON), so the API client and the atom read the same bytes. */
export function readStoredToken(): string | null {
  return usableToken(storage()?.getItem(TOKEN_KEY))
}

function subscribeToKey(key: string, onChange: (raw: string | null) => void): (() => void) | undefined {
  if (typeof window === 'undefined') return undefined
  // Another tab logging in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange(event.newValue)
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

const tokenStorage: SyncStorage<string | null> = {
  getItem: (_key, initialValue) => readStoredToken() ?? initialValue,
  setItem: (key, value) => {
    if (value) storage()?.setItem(key, value)
    else storage()?.removeItem(key)
  },
  subscribe: (key, callback, initialValue) => subscribeToKey(key, (raw) => callback(usableToken(raw) ?? initialValue)),
}

function parseUser(raw: string | null | undefined): SessionUser | null {
  if (!raw) return null
  try {
    const result = v.safeParse(SessionUserSchema, JSON.parse(raw))
    return result.success ? result.output : null
  } catch {
    // A corrupt value counts as no user rather than breaking the shell.
    return null
  }
}

/** The user as JSON; anything unreadable or of the wrong shape reads as no user. */
const userStorage: SyncStorage<SessionUser | null> = {
  getItem: (key, initialValue) => parseUser(storage()?.getItem(key)) ?? initialValue,
  setItem: (key, value) => {
    if (value) storage()?.setItem(key, JSON.stringify(value))
    else storage()?.removeItem(key)
  },
  subscribe: (key, callback, initialValue) => subscribeToKey(key, (raw) => callback(parseUser(raw) ?? initialValue)),
}

// Read on first use: the first render already knows whether a token is stored (no logged-out flash).
export const tokenAtom = atomWithSyncStorage<string | null>(TOKEN_KEY, null, tokenStorage)

export const userAtom = atomWithSyncStorage<SessionUser | null>(USER_KEY, null, userStorage)

/** A stored token marks the player logged in until the session supervisor's verification says otherwise. */
export const isAuthenticatedAtom = atom((get) => Boolean(get(tokenAtom)))

export type AuthModal = 'login' | 'register'
export const authModalAtom = atom<AuthModal | null>(null)

/** Where to go after logging in (set by the route guard). */
export const redirectAfterAuthAtom = atom<string | null>(null)

/** From `?code=` or `/register/{code}`: pre-fills registration. */
export const referralCodeAtom = atom<string | null>(null)

/** Stores what a login or registration returned. */
export const signInAtom = atom(null, (_get, set, session: { token: string; user: SessionUser }) => {
  set(tokenAtom, session.token)
  set(userAtom, session.user)
})

/** Clears token and user from memory and storage. */
export const signOutAtom = atom(null, (_get, set) => {
  set(tokenAtom, null)
  set(userAtom, null)
})
