import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { digitsOnly } from '@/shared/br/masks.ts'
import { isValidBrPhone } from '@/shared/br/phone.ts'
import { isValidCpf } from '@/shared/br/cpf.ts'

/**
 * The auth forms' rules, in the spec's words. Each returns the message to show, or null when the value is fine.
 *
 * The spec quotes several wordings for one rule; the original showed them on different screens, so each rule takes
 * the screen variant it is checked for: 'field' (inline in the login and register modals), 'step' (Next in the
 * five-step register modal) or 'page' (the /register and /login pages).
 *
 * - name < 3: field and page 'O nome deve ter pelo menos 3 caracteres.';
 *   step 'Por favor, informe seu nome completo (mínimo 3 caracteres).'
 * - name > 64: all 'O nome deve ter no máximo 64 caracteres.'
 * - email: field 'Digite um email válido.'; step 'Por favor, informe um email válido.'; page 'Digite um e-mail válido.'
 * - email > 32: page only, 'O e-mail deve ter no máximo 32 caracteres.'
 * - phone: field and page 'Digite um telefone válido com DDD.'; step 'Por favor, informe um telefone válido com DDD.'
 * - phone in use (after users/phone-exists): 'O número de telefone informado já está em uso.'
 * - password < 8: field 'Mínimo 8 caracteres'; step and page 'Sua senha deve ter pelo menos 8 caracteres.'
 * - confirmation: all 'As senhas não coincidem.'
 * - cpf (page): 'Digite um CPF válido.'
 *
 * The 64-character name limit is the page's in the spec; the modal applies it too because the register contract
 * (src/api/auth.ts) refuses longer names, and a Next that lets through what the server refuses helps nobody.
 */
export type FormVariant = 'field' | 'step' | 'page'

export const NAME_MIN = 3
export const NAME_MAX = 64
export const PAGE_EMAIL_MAX = 32
export const PASSWORD_MIN = 8

export const authMessages = {
  nameTooShort: msg`O nome deve ter pelo menos 3 caracteres.`,
  nameStep: msg`Por favor, informe seu nome completo (mínimo 3 caracteres).`,
  nameTooLong: msg`O nome deve ter no máximo 64 caracteres.`,
  emailField: msg`Digite um email válido.`,
  emailPage: msg`Digite um e-mail válido.`,
  emailStep: msg`Por favor, informe um email válido.`,
  emailTooLong: msg`O e-mail deve ter no máximo 32 caracteres.`,
  phone: msg`Digite um telefone válido com DDD.`,
  phoneStep: msg`Por favor, informe um telefone válido com DDD.`,
  phoneInUse: msg`O número de telefone informado já está em uso.`,
  passwordShort: msg`Mínimo 8 caracteres`,
  passwordStep: msg`Sua senha deve ter pelo menos 8 caracteres.`,
  passwordMismatch: msg`As senhas não coincidem.`,
  cpf: msg`Digite um CPF válido.`,
  terms: msg`Você precisa aceitar os termos e condições para continuar.`,
  identifierRequired: msg`Informe seu email ou telefone.`,
  passwordRequired: msg`Informe sua senha.`,
  required: msg`Campo obrigatório.`,
} satisfies Record<string, MessageDescriptor>

/**
 * local@domain.tld with a TLD of two or more letters. Written to accept no more than valibot's `v.email()` does,
 * which the register contract checks, so an address the form lets through is never refused by the contract.
 */
const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/i

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

export function validateName(value: string, variant: FormVariant): MessageDescriptor | null {
  const name = value.trim()
  if (name.length < NAME_MIN) return variant === 'step' ? authMessages.nameStep : authMessages.nameTooShort
  if (name.length > NAME_MAX) return authMessages.nameTooLong
  return null
}

export function validateEmail(value: string, variant: FormVariant): MessageDescriptor | null {
  if (!isEmail(value)) {
    if (variant === 'step') return authMessages.emailStep
    return variant === 'page' ? authMessages.emailPage : authMessages.emailField
  }
  if (variant === 'page' && value.trim().length > PAGE_EMAIL_MAX) return authMessages.emailTooLong
  return null
}

/**
 * At least 10 digits (the spec) and, beyond that, a real number: an Anatel DDD, a mobile of 9 digits starting with
 * 9 or a landline of 8.
 */
export function validatePhone(value: string, variant: FormVariant): MessageDescriptor | null {
  if (digitsOnly(value).length >= 10 && isValidBrPhone(value)) return null
  return variant === 'step' ? authMessages.phoneStep : authMessages.phone
}

export function validatePassword(value: string, variant: FormVariant): MessageDescriptor | null {
  if (value.length >= PASSWORD_MIN) return null
  return variant === 'field' ? authMessages.passwordShort : authMessages.passwordStep
}

export function validatePasswordConfirmation(password: string, confirmation: string): MessageDescriptor | null {
  return password === confirmation ? null : authMessages.passwordMismatch
}

export function validateCpf(value: string): MessageDescriptor | null {
  return isValidCpf(value) ? null : authMessages.cpf
}

/** Login, forgot-password and reset-password fields only need something typed. */
export function validateRequired(
  value: string,
  message: MessageDescriptor = authMessages.required,
): MessageDescriptor | null {
  return value.trim() === '' ? message : null
}
