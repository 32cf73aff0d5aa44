import { digitsOnly } from '@/shared/br/masks.ts'
import { formatPhone } from '@/shared/br/phone.ts'

/**
 * The authorising act's date as a reader of each language writes it ("2 de janeiro de 2026", "January 2, 2026").
 * The act is dated by the day, not by an instant: read in UTC so no time zone moves it to the day before.
 */
export function formatActDate(isoDate: string, locale: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`)
  if (Number.isNaN(time)) return isoDate
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time)
}

/** A contact phone as shown, "(11) 0000-0000", and the tel: link that dials it from abroad too. */
export function phoneContact(phone: string): { text: string; href: string } {
  return { text: formatPhone(phone), href: `tel:+55${digitsOnly(phone)}` }
}
