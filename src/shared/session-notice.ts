import { atom } from 'jotai'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/errors.ts'

/**
 * Why the session just ended, shown above the login form until the player logs in again or closes it: the inactivity
 * watcher sets it, and so does the session supervisor when the server refuses a token for idleness (the same words
 * either way).
 */
export const sessionNoticeAtom = atom<MessageDescriptor | null>(null)

export const inactivityNotice = msg`Sua sessão foi encerrada após 30 minutos sem atividade. Entre novamente.`

/** The server's 401 for a token idle for 30 minutes carries `action: 'session_idle'` (a key never shown as words). */
export function isIdleRefusal(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 401) return false
  const body = error.body
  return typeof body === 'object' && body !== null && (body as { action?: unknown }).action === 'session_idle'
}
