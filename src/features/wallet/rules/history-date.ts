import { formatPlatformDateTime } from '@/shared/br/date-time.ts'

/**
 * A history row's date: pt-BR `dd/mm/aaaa HH:mm`, 24-hour clock, in every language, as the
 * clock reads in Brasília (the platform's time; the server stores UTC). From `created_at`; the server's relative
 * `dateHumanReadable` ("há 2 horas") only when no readable date came.
 */
export function historyDate(createdAt: string | null | undefined, humanReadable: string): string {
  const time = createdAt ? Date.parse(createdAt) : Number.NaN
  if (Number.isNaN(time)) return humanReadable
  return formatPlatformDateTime(time)
}

/** The machine-readable value for <time dateTime>, or null when only the relative text is known. */
export function historyDateTimeAttr(createdAt: string | null | undefined): string | null {
  const time = createdAt ? Date.parse(createdAt) : Number.NaN
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}
