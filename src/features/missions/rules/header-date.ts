/** The players' time zone: the header's day and weekday are São Paulo's, like the missions' periods. */
const TIME_ZONE = 'America/Sao_Paulo'

/** The modal header's current day (dd/mm/yyyy in pt-BR) and weekday, in the app's language. */
export function headerDate(now: Date, locale: string): { day: string; weekday: string } {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: TIME_ZONE }).format(now)
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: TIME_ZONE }).format(now)
  return { day, weekday: weekday.charAt(0).toLocaleUpperCase(locale) + weekday.slice(1) }
}
