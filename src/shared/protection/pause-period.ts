/**
 * The breaks a player can take from /profile/pause, and when each ends. Written once here because the page's
 * confirmation shows the end before anything happens and the mock computes the same end when it records the break
 * (mocks may import pure helpers of src/shared, docs/architecture.md).
 *
 * Ends are computed on the clock of São Paulo, the platform's time: Brazil has kept no daylight saving time since
 * 2019, so São Paulo is a fixed UTC-3 and "N days" is N × 24 hours; a month is a calendar month (the same day and
 * time of the next month, or its last day when it is shorter: 31 January → 28 or 29 February).
 */
import { formatPlatformDeadline, platformDateTime } from '@/shared/br/date-time.ts'

export type PausePeriod = 'day' | 'week' | 'month' | 'days' | 'indefinite'

/** The custom break: any whole number of days from 1 to 6 weeks. */
export const MIN_PAUSE_DAYS = 1
export const MAX_PAUSE_DAYS = 42

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** São Paulo's offset from UTC (no daylight saving time since 2019). */
const SAO_PAULO_OFFSET_MS = -3 * HOUR_MS

/** A typed number of days made whole and held to 1..42 (NaN counts as the minimum). */
export function clampPauseDays(days: number): number {
  if (!Number.isFinite(days)) return days === Number.POSITIVE_INFINITY ? MAX_PAUSE_DAYS : MIN_PAUSE_DAYS
  return Math.min(MAX_PAUSE_DAYS, Math.max(MIN_PAUSE_DAYS, Math.trunc(days)))
}

/** One calendar month after `startMs`, on São Paulo's calendar, the day clamped to the target month's last. */
function plusOneMonth(startMs: number): number {
  const local = new Date(startMs + SAO_PAULO_OFFSET_MS)
  const year = local.getUTCFullYear()
  const month = local.getUTCMonth() + 1
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(local.getUTCDate(), lastDay)
  const endLocal = Date.UTC(
    year,
    month,
    day,
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  )
  return endLocal - SAO_PAULO_OFFSET_MS
}

/**
 * When a break taken at `startMs` ends (epoch ms), or null for an indefinite self-exclusion. `days` is read only for
 * the custom period and clamped to 1..42.
 */
export function pauseEndMs(period: PausePeriod, startMs: number, days = MIN_PAUSE_DAYS): number | null {
  switch (period) {
    case 'day':
      return startMs + DAY_MS
    case 'week':
      return startMs + 7 * DAY_MS
    case 'month':
      return plusOneMonth(startMs)
    case 'days':
      return startMs + clampPauseDays(days) * DAY_MS
    case 'indefinite':
      return null
  }
}

/**
 * A break's end as the platform writes dates in every language, on São Paulo's clock: `{ date: '28/11/2026', time:
 * '14:30' }` (each screen's message puts them in its own words).
 */
export function pauseEndParts(endMs: number): { date: string; time: string } {
  const { date, time } = platformDateTime(endMs)
  return { date, time }
}

/** The server's pt-BR words for an end: `28/11/2026 às 14:30`. */
export function formatPauseEnd(endMs: number): string {
  return formatPlatformDeadline(endMs)
}
