import { atom } from 'jotai'
import * as v from 'valibot'
import { isApiError } from '@/api/errors.ts'
import { PauseRefusalActionSchema, type PauseRefusalAction } from '@/api/auth.ts'

/**
 * A paused player's refused login, kept in memory for the withdraw-only screen (/pausa/saque): the break's end and
 * the token good only for reading the cash balance and asking for its PIX withdrawal. Never stored: a reload asks the
 * player to log in again, which issues a fresh token.
 */
export const pauseRefusalAtom = atom<PauseRefusalAction | null>(null)

/** The refusal's `action` when a login failed because of a break, else null. */
export function pauseRefusalOf(error: unknown): PauseRefusalAction | null {
  if (!isApiError(error) || error.status !== 403) return null
  const body = error.body
  if (typeof body !== 'object' || body === null) return null
  const parsed = v.safeParse(PauseRefusalActionSchema, (body as { action?: unknown }).action)
  return parsed.success ? parsed.output : null
}
