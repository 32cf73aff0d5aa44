import { atom } from 'jotai'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/errors.ts'
import { describeApiFailure } from './notices.ts'
import { type Notice } from './notice.ts'

/**
 * Why the session just ended, shown above the login form until the player logs in again or closes it: the inactivity
 * watcher sets it, and so does the session supervisor when the server refuses a token for idleness (the same words
 * either way).
 */
export const sessionNoticeAtom = atom<MessageDescriptor | null>(null)

export const inactivityNotice = msg`Sua sessão foi encerrada após 30 minutos sem atividade. Entre novamente.`

/** The server's 401 for a token idle for 30 minutes carries `action: 'session_idle'` (a key never shown as words). */
export function isIdleRefusal(error: unknown): boolean {
  return refusalAction(error) === 'session_idle'
}

/** The reason key (`action`) of a 401 that ended the session, if the server gave one. */
function refusalAction(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 401) return undefined
  const body = error.body
  return typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : undefined
}

/**
 * A 401 that ended the session for the day's session time limit: its body says `action: "session_limit"` beside the
 * words to show (mocks/README.md, the player's limits). Whichever call meets it first, the player is told why.
 */
export function isSessionLimitRefusal(error: unknown): boolean {
  return refusalAction(error) === 'session_limit'
}

const sessionLimitText = msg`Sua sessão foi encerrada pelo seu limite de tempo de sessão.`

/** The session-limit refusal's words (the server's, with the date the login opens again), shown as one toast. */
export function sessionLimitNotice(error: unknown): Notice {
  return describeApiFailure(error, { fallback: sessionLimitText })[0] ?? sessionLimitText
}

/** The toast's id: the limits watcher and the session supervisor may both meet the refusal; the player reads it once. */
export const SESSION_LIMIT_TOAST_ID = 'session-limit'
