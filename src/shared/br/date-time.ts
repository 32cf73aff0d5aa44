/**
 * Dates and times as the platform writes them in every language: Brasília's clock (America/Sao_Paulo, the time a
 * Brazilian operator's records keep; the server sends UTC), `dd/mm/aaaa` and a 24-hour `HH:mm`. One formatter for the
 * histories, tickets, the statement and the server's messages about when something ends, in the app and the mock.
 */
export const PLATFORM_TIME_ZONE = 'America/Sao_Paulo'

const format = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: PLATFORM_TIME_ZONE,
})

export interface PlatformDateTime {
  /** `28/11/2026` */
  date: string
  /** `14:30` */
  time: string
  /** `14:30:05` */
  timeWithSeconds: string
}

/** An instant (milliseconds, an ISO text or a Date) on the platform's clock, in parts each message words its own way. */
export function platformDateTime(at: number | string | Date): PlatformDateTime {
  const ms = typeof at === 'string' ? Date.parse(at) : typeof at === 'number' ? at : at.getTime()
  const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, part.value]))
  const time = `${parts.hour}:${parts.minute}`
  return { date: `${parts.day}/${parts.month}/${parts.year}`, time, timeWithSeconds: `${time}:${parts.second}` }
}

/** `28/11/2026 14:30` (`14:30:05` with seconds): a record's date in lists and exports. */
export function formatPlatformDateTime(at: number | string | Date, options: { seconds?: boolean } = {}): string {
  const { date, time, timeWithSeconds } = platformDateTime(at)
  return `${date} ${options.seconds ? timeWithSeconds : time}`
}

/** `28/11/2026 às 14:30`: when something ends, in the server's pt-BR messages. */
export function formatPlatformDeadline(at: number | string | Date): string {
  const { date, time } = platformDateTime(at)
  return `${date} às ${time}`
}
