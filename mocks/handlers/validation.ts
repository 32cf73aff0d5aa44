import * as v from 'valibot'

/**
 * A small Laravel validator for the handlers' `rules` option, with the pt-BR messages of Laravel's
 * translation files (laravel-pt-BR-localization) and the backend notes' unique wording. Like the original's
 * TrimStrings middleware, strings other than passwords are trimmed first; a field stops at its first failing rule (the app shows
 * the first message per field anyway).
 */
export type Rule = (value: unknown, attribute: string, input: Record<string, unknown>) => string | null

export interface FieldRules {
  /** The field's name in messages: `O campo ${attribute} é obrigatório.` */
  attribute: string
  rules: Rule[]
  /** Laravel's `nullable`/`sometimes`: an absent or empty value skips the rules. */
  optional?: boolean
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value)
const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

export function validateFields(
  input: Record<string, unknown>,
  fields: Record<string, FieldRules>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const [field, { attribute, rules, optional }] of Object.entries(fields)) {
    // TrimStrings leaves passwords alone: a space is part of one.
    const value = field.startsWith('password') ? input[field] : text(input[field])
    if (optional && isEmpty(value)) continue
    for (const rule of rules) {
      const message = rule(value, attribute, input)
      if (message) {
        errors[field] = [message]
        break
      }
    }
  }
  return errors
}

export const required: Rule = (value, attribute) => (isEmpty(value) ? `O campo ${attribute} é obrigatório.` : null)

export const isString: Rule = (value, attribute) =>
  typeof value === 'string' ? null : `O campo ${attribute} deve ser uma string.`

export const min =
  (length: number): Rule =>
  (value, attribute) =>
    typeof value === 'string' && value.length < length
      ? `O campo ${attribute} deve ter pelo menos ${length} caracteres.`
      : null

export const max =
  (length: number): Rule =>
  (value, attribute) =>
    typeof value === 'string' && value.length > length
      ? `O campo ${attribute} não pode ser superior a ${length} caracteres.`
      : null

// The contract's own e-mail check, so an address this accepts is never refused by the schema after it.
const EmailSchema = v.pipe(v.string(), v.email())

export const email: Rule = (value, attribute) =>
  v.is(EmailSchema, value) ? null : `O campo ${attribute} deve ser um endereço de e-mail válido.`

export const digitsBetween =
  (least: number, most: number): Rule =>
  (value, attribute) =>
    typeof value === 'string' && new RegExp(`^\\d{${least},${most}}$`).test(value)
      ? null
      : `O campo ${attribute} deve ter entre ${least} e ${most} dígitos.`

/** `unique:users,column`: `taken` says whether another row already holds the value. */
export const unique =
  (taken: (value: string) => boolean): Rule =>
  (value, attribute) =>
    typeof value === 'string' && taken(value) ? `O campo ${attribute} já está em uso.` : null

const ACCEPTED = new Set<unknown>([true, 1, '1', 'yes', 'on', 'true'])

export const accepted: Rule = (value, attribute) =>
  ACCEPTED.has(value) ? null : `O campo ${attribute} deve ser aceito.`

/**
 * Laravel's `confirmed`, reported on the confirmation field with the app's wording, as the contract's own
 * check does (src/api/auth.ts), so the message is the same whichever of the two catches it.
 */
export const sameAs =
  (field: string): Rule =>
  (value, _attribute, input) =>
    value === input[field] ? null : 'As senhas não coincidem.'

export const custom =
  (passes: (value: unknown) => boolean, message: (attribute: string) => string): Rule =>
  (value, attribute) =>
    passes(value) ? null : message(attribute)
