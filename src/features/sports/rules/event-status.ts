import type { FootballEvent } from '@/api/sports.ts'

/** The platform's clock: kick-off times read as in São Paulo, whatever the device's zone. */
export const SPORTS_TIME_ZONE = 'America/Sao_Paulo'

/** Statuses before kick-off (API-Football's long names). */
const NOT_STARTED = new Set(['Not Started', 'Time To Be Defined'])
/** Statuses after the match, or of a match that will not be played now. */
const OVER = new Set([
  'Match Finished',
  'Match Finished After Extra Time',
  'Match Finished After Penalty',
  'Match Postponed',
  'Match Cancelled',
  'Match Abandoned',
  'Technical Loss',
  'WalkOver',
])

export type EventPhase = 'upcoming' | 'live' | 'finished'

export function eventPhase(event: Pick<FootballEvent, 'status_long' | 'finished'>): EventPhase {
  if (event.finished || OVER.has(event.status_long)) return 'finished'
  if (NOT_STARTED.has(event.status_long)) return 'upcoming'
  return 'live'
}

const dayKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: SPORTS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
const clock = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SPORTS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const weekdayIndex = new Intl.DateTimeFormat('en-US', { timeZone: SPORTS_TIME_ZONE, weekday: 'short' })
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** The São Paulo calendar day of an instant, `aaaa-mm-dd` (the event page's and the calendar's address). */
export function saoPauloDay(time: number | string | Date): string {
  return dayKey.format(new Date(time))
}

/** The day after `day` (`aaaa-mm-dd`), by the calendar. */
export function addDays(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`)
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10)
}

export type KickoffLabel =
  | { kind: 'today' | 'tomorrow'; time: string }
  /** weekday: 0 Sunday … 6 Saturday. */
  | { kind: 'weekday'; weekday: number; time: string }
  | { kind: 'date'; day: string; time: string }

/**
 * What the card says of a match that has not started: `Hoje às 16:00`, `Amanhã às 16:00`, `Na quarta às 16:00`
 * within the week, otherwise the date, every part read in São Paulo time.
 */
export function kickoffLabel(date: string, now: number): KickoffLabel | null {
  const time = Date.parse(date)
  if (Number.isNaN(time)) return null
  const today = saoPauloDay(now)
  const day = saoPauloDay(time)
  const hhmm = clock.format(time)
  if (day === today) return { kind: 'today', time: hhmm }
  if (day === addDays(today, 1)) return { kind: 'tomorrow', time: hhmm }
  if (day > today && day < addDays(today, 7)) {
    return { kind: 'weekday', weekday: WEEKDAYS.indexOf(weekdayIndex.format(time)), time: hhmm }
  }
  const [year, month, dd] = day.split('-')
  return { kind: 'date', day: `${dd}/${month}/${year}`, time: hhmm }
}
