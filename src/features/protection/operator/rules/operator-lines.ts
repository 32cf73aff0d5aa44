import { digitsOnly } from '@/shared/br/masks.ts'
import { formatPhone } from '@/shared/br/phone.ts'
import { isAppLocale, type AppLocale } from '@/shared/i18n/locales.ts'

/** Each app language's month names, as Intl writes them in a long date. */
const MONTHS: Record<AppLocale, readonly string[]> = {
  'pt-BR': [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
}

/**
 * The authorising act's date as a reader of each language writes it ("2 de janeiro de 2026", "January 2, 2026").
 * The act is dated by the day, not by an instant: read in UTC so no time zone moves it to the day before.
 *
 * Written out by hand for the app's languages, as money is (src/shared/money.ts): the first long date of a fresh page
 * through Intl.DateTimeFormat loads ICU's date data, about 35 ms of main thread in Chromium, one long task in every
 * page's footer (docs/performance.md). The output is Intl's own, character for character (operator-lines.test.ts
 * compares the two over many dates); another locale still goes through Intl.
 */
export function formatActDate(isoDate: string, locale: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`)
  if (Number.isNaN(time)) return isoDate
  if (!isAppLocale(locale)) return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time)
  const date = new Date(time)
  const day = date.getUTCDate()
  const month = MONTHS[locale][date.getUTCMonth()]
  const year = date.getUTCFullYear()
  return locale === 'en' ? `${month} ${day}, ${year}` : `${day} de ${month} de ${year}`
}

/** A contact phone as shown, "(11) 0000-0000", and the tel: link that dials it from abroad too. */
export function phoneContact(phone: string): { text: string; href: string } {
  return { text: formatPhone(phone), href: `tel:+55${digitsOnly(phone)}` }
}
