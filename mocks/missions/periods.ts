/**
 * Mission periods in São Paulo time, where the players are: a daily mission starts over at midnight, a weekly one on
 * Monday at midnight. Brazil has kept UTC-3 all year since it dropped daylight saving time in 2019, so a fixed
 * offset is exact and needs no time-zone database.
 */
const SAO_PAULO_OFFSET_MS = -3 * 3600_000
const DAY_MS = 24 * 3600_000

export type MissionPeriodKind = 'daily' | 'week'

export interface PeriodBounds {
  /** The São Paulo date the period starts on (2026-11-01): what a player's acceptance is stored under. */
  key: string
  /** UTC milliseconds of its first instant and of the first instant after it. */
  start: number
  end: number
}

/** Midnight (São Paulo) of the day holding `ms`, in UTC milliseconds. */
function dayStart(ms: number): number {
  const local = ms + SAO_PAULO_OFFSET_MS
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - SAO_PAULO_OFFSET_MS
}

function dateKey(startMs: number): string {
  return new Date(startMs + SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10)
}

/** The period of kind `kind` that holds the instant `ms`. */
export function periodAt(kind: MissionPeriodKind, ms: number): PeriodBounds {
  const day = dayStart(ms)
  if (kind === 'daily') return { key: dateKey(day), start: day, end: day + DAY_MS }
  // getUTCDay of the shifted instant is the São Paulo weekday (0 Sunday); Monday starts the week.
  const weekday = new Date(day + SAO_PAULO_OFFSET_MS).getUTCDay()
  const start = day - ((weekday + 6) % 7) * DAY_MS
  return { key: dateKey(start), start, end: start + 7 * DAY_MS }
}

/** Whether two instants fall on the same São Paulo day. */
export function sameDay(a: number, b: number): boolean {
  return dayStart(a) === dayStart(b)
}
