import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_PAUSE_DAYS, MIN_PAUSE_DAYS, type PausePeriod } from '@/shared/protection/pause-period.ts'

export interface PauseChoice {
  period: PausePeriod
  /** Only for the custom period. */
  days?: number
}

export const daysOutOfRange = msg`Informe um número inteiro de dias, de 1 a 42.`

/**
 * The page's choice as the request's period, or the message under the days field. The custom number of days is
 * refused rather than clamped here: the player must see the exact break they confirm.
 */
export function pauseChoice(
  period: PausePeriod,
  daysText: string,
): { ok: true; choice: PauseChoice } | { ok: false; message: MessageDescriptor } {
  if (period !== 'days') return { ok: true, choice: { period } }
  const text = daysText.trim()
  const days = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isInteger(days) || days < MIN_PAUSE_DAYS || days > MAX_PAUSE_DAYS)
    return { ok: false, message: daysOutOfRange }
  return { ok: true, choice: { period, days } }
}
