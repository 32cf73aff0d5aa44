import { digitsOnly, maskPhone } from './masks.ts'
import type { RandomInt } from './cpf.ts'

/** Anatel's list as the domain notes give it, so the two can be compared at a glance. */
const ANATEL_DDDS = '11-19, 21, 22, 24, 27, 28, 31-35, 37, 38, 41-49, 51, 53-55, 61-69, 71, 73-75, 77, 79, 81-89, 91-99'

/** The area codes (DDD) Anatel assigns: 67 of them. */
export const BR_DDDS: readonly number[] = Object.freeze(
  ANATEL_DDDS.split(', ').flatMap((part) => {
    const [from = 0, to = from] = part.split('-').map(Number)
    return Array.from({ length: to - from + 1 }, (_, i) => from + i)
  }),
)

const DDD_SET = new Set(BR_DDDS)

/** Two digits that Anatel assigns as an area code ("11", 11). */
export function isValidDdd(ddd: string | number): boolean {
  const text = String(ddd)
  return /^[0-9]{2}$/.test(text) && DDD_SET.has(Number(text))
}

/** Only digits and the punctuation a typed phone carries. */
const PHONE_TEXT = /^[0-9()\s.\-+]*$/

export type PhoneKind = 'mobile' | 'landline'

/**
 * What a national number (DDD + subscriber, no +55) is: a mobile has 9 digits starting with 9; a landline has 8
 * digits starting with 2 to 5 (Anatel's plan: 6 to 9 are mobile ranges, 0 and 1 are prefixes). Null when neither or
 * the DDD is not assigned.
 */
export function phoneKind(input: string): PhoneKind | null {
  if (!PHONE_TEXT.test(input)) return null
  const digits = digitsOnly(input)
  if (!isValidDdd(digits.slice(0, 2))) return null
  if (/^[0-9]{2}9[0-9]{8}$/.test(digits)) return 'mobile'
  if (/^[0-9]{2}[2-5][0-9]{7}$/.test(digits)) return 'landline'
  return null
}

/** 10 digits (landline) or 11 (mobile) with a real DDD, bare or formatted. */
export function isValidBrPhone(input: string): boolean {
  return phoneKind(input) !== null
}

/** (##) ####-#### for ten digits, (##) #####-#### for eleven; partial input is formatted as far as it goes. */
export function formatPhone(input: string): string {
  return maskPhone(input)
}

/** A valid mobile number as 11 digits (DDD + 9 + 8 digits), for the mock's seed. */
export function generateMobilePhone(random: RandomInt): string {
  const index = Math.trunc(random(0, BR_DDDS.length - 1))
  const ddd = BR_DDDS[((index % BR_DDDS.length) + BR_DDDS.length) % BR_DDDS.length] ?? 11
  const rest = Array.from({ length: 8 }, () => ((Math.trunc(random(0, 9)) % 10) + 10) % 10).join('')
  return `${ddd}9${rest}`
}
