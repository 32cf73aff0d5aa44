import { clock } from '../sim/clock.ts'

/**
 * Login throttling, as Laravel's ThrottlesLogins does it (its defaults: 5 failed attempts per minute per account and
 * client, the key `login|client`, checked before the password so a locked-out account refuses even the right one,
 * cleared by a successful login), plus a bound per client across accounts, so one client cannot try a password on
 * every account either. Counted on the simulation clock. The rules are in mocks/README.md for backend teams.
 */
export const LOGIN_THROTTLE = {
  /** Failed attempts one client may make on one account per window (Laravel's `maxAttempts`). */
  perAccount: 5,
  /** Failed attempts one client may make on any accounts per window (a credential-stuffing bound). */
  perClient: 30,
  /** The window, from its first failure (Laravel's `decayMinutes` = 1). */
  windowMs: 60_000,
} as const

interface Window {
  startedAt: number
  failures: number
}

const windows = new Map<string, Window>()

/** The account as typed: an e-mail without case, a phone as its digits (the same player counts once). */
export function accountKey(identifier: string, userId: number | null): string {
  if (userId !== null) return `user:${userId}`
  const text = identifier.trim().toLowerCase()
  return text.includes('@') ? text : text.replace(/\D/g, '')
}

const accountWindow = (account: string, client: string) => `account|${account}|${client}`
const clientWindow = (client: string) => `client|${client}`

function current(key: string, now: number): Window | null {
  const window = windows.get(key)
  // A clock set back (a reset) would otherwise keep a window open for as long as it went back.
  if (!window || now - window.startedAt >= LOGIN_THROTTLE.windowMs || now < window.startedAt) {
    windows.delete(key)
    return null
  }
  return window
}

/**
 * Seconds until this client may try this account again, or null when it may now. Laravel's `availableIn`:
 * counted from the window's first failure.
 */
export function lockedFor(account: string, client: string, now = clock.nowMs()): number | null {
  const checks: [string, number][] = [
    [accountWindow(account, client), LOGIN_THROTTLE.perAccount],
    [clientWindow(client), LOGIN_THROTTLE.perClient],
  ]
  let seconds: number | null = null
  for (const [key, max] of checks) {
    const window = current(key, now)
    if (!window || window.failures < max) continue
    const left = Math.max(1, Math.ceil((window.startedAt + LOGIN_THROTTLE.windowMs - now) / 1000))
    seconds = Math.max(seconds ?? 0, left)
  }
  return seconds
}

/** A failed attempt (wrong credentials) counts for the account and for the client. */
export function recordLoginFailure(account: string, client: string, now = clock.nowMs()): void {
  for (const key of [accountWindow(account, client), clientWindow(client)]) {
    const window = current(key, now)
    if (window) window.failures++
    else windows.set(key, { startedAt: now, failures: 1 })
  }
}

/**
 * A successful login clears the account's count for this client (Laravel's clearLoginAttempts); the client's
 * count across accounts stays, or logging into one's own account would reset a password spray.
 */
export function clearLoginFailures(account: string, client: string): void {
  windows.delete(accountWindow(account, client))
}

/** Forgets every count (a reset of the mock, or the demo panel's one-click login of the demo player). */
export function resetLoginThrottle(): void {
  windows.clear()
}

/** The words a Brazilian site shows: `Muitas tentativas de login. Tente novamente em 1 minuto.` */
export function throttleMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Muitas tentativas de login. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`
}
