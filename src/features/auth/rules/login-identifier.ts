import type { MessageDescriptor } from '@lingui/core'
import { digitsOnly } from '@/shared/br/masks.ts'
import { authMessages, isEmail, validatePhone } from './validation.ts'

/** What the login modal's 'Email ou telefone' field holds. */
export type LoginIdentifier = { kind: 'email'; email: string } | { kind: 'phone'; digits: string }

/** Only what people type around a phone number: digits, spaces, ( ) - . and a leading +. */
const PHONE_LIKE = /^\+?[0-9\s().-]+$/

/**
 * Decides whether the field holds a phone (sent as its digits, the country code 55 dropped when the rest is a
 * national number) or an e-mail (anything else, trimmed). Null when nothing is typed.
 */
export function parseLoginIdentifier(input: string): LoginIdentifier | null {
  const text = input.trim()
  if (text === '') return null
  if (!PHONE_LIKE.test(text)) return { kind: 'email', email: text }
  let digits = digitsOnly(text)
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2)
  return { kind: 'phone', digits }
}

/** Required; then a valid e-mail or a valid phone with DDD, by what was typed ('field' wording: the login modal). */
export function validateLoginIdentifier(input: string): MessageDescriptor | null {
  const identifier = parseLoginIdentifier(input)
  if (identifier === null) return authMessages.identifierRequired
  if (identifier.kind === 'phone') return validatePhone(identifier.digits, 'field')
  return isEmail(identifier.email) ? null : authMessages.emailField
}

/** The value the login request's `email` field carries: the modal sends a phone as its digits in it. */
export function loginIdentifierValue(identifier: LoginIdentifier): string {
  return identifier.kind === 'email' ? identifier.email : identifier.digits
}
