import type { MessageDescriptor } from '@lingui/core'
import {
  authMessages,
  isEmail,
  validateCpf,
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
} from './validation.ts'

/**
 * The one registration rule set, for the five-step modal and the one-page form alike: each field's check (in the
 * wording of the screen, see validation.ts), whether the form may go on, and where the server's field messages go.
 */
export interface RegistrationValues {
  name: string
  email: string
  phone: string
  password: string
  passwordConfirmation: string
  acceptTerms: boolean
  /** The page only. */
  cpf: string
  /** The modal only: the referral/promo code (optional, checked by the server). */
  promoCode: string
}
export type RegistrationField = keyof RegistrationValues

type Rule<F extends RegistrationField> = (
  value: RegistrationValues[F],
  values: Pick<RegistrationValues, 'password'>,
) => MessageDescriptor | null

/** Every field's rule for a screen: 'step' (the modal's Next) or 'page' (the one-page form). */
export function registrationRules(variant: 'step' | 'page'): { [F in RegistrationField]: Rule<F> } {
  return {
    name: (value) => validateName(value, variant),
    email: (value) => validateEmail(value, variant),
    phone: (value) => validatePhone(value, variant),
    password: (value) => validatePassword(value, variant),
    passwordConfirmation: (value, values) => validatePasswordConfirmation(values.password, value),
    acceptTerms: (value) => (value ? null : authMessages.terms),
    cpf: (value) => validateCpf(value),
    promoCode: () => null,
  }
}

/**
 * The e-mail decides whether the form may go on: while it is not an address, the modal's Next on its step and the
 * page's submit are disabled (and dimmed, as disabled buttons are). Its length is checked on submit, with the words.
 */
export function emailAllowsNext(email: string): boolean {
  return isEmail(email)
}

/** Laravel's field names to the registration's fields; anything else only reaches the notices and the form's line. */
export const REGISTRATION_SERVER_FIELDS: Readonly<Record<string, RegistrationField>> = {
  cpf: 'cpf',
  name: 'name',
  email: 'email',
  phone: 'phone',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
  reference_code: 'promoCode',
  term_a: 'acceptTerms',
  agreement: 'acceptTerms',
}
