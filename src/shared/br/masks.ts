/**
 * A tiny input-mask engine and the masks the Brazilian forms use. Masks run on every keystroke and on paste, so
 * each one is idempotent (masking masked text changes nothing) and never grows past its maximum length.
 */
import type { PixKeyType } from '@/api/wallet-area.ts'

export interface MaskOptions {
  /** `#` also takes letters (upper-cased): the alphanumeric CNPJ of July 2026. */
  alnum?: boolean
}

/** Keeps the ASCII digits only: what a document or phone is sent to the server as. */
export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '')
}

/** Keeps ASCII letters and digits, letters upper-cased. */
export function alnumOnly(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
}

/**
 * Lays the significant characters of `raw` (digits, or letters and digits with `alnum`) into `pattern`, where `#`
 * takes one of them and anything else is a literal. A literal is written only when a character follows it, so a
 * half-typed value has no dangling separator, and characters beyond the pattern are dropped.
 */
export function applyMask(pattern: string, raw: string, options: MaskOptions = {}): string {
  const chars = options.alnum ? alnumOnly(raw) : digitsOnly(raw)
  let out = ''
  let next = 0
  let pendingLiterals = ''
  for (const token of pattern) {
    if (next >= chars.length) break
    if (token === '#') {
      out += pendingLiterals + chars.charAt(next)
      pendingLiterals = ''
      next += 1
    } else {
      pendingLiterals += token
    }
  }
  return out
}

export const CPF_PATTERN = '###.###.###-##'
export const CNPJ_PATTERN = '##.###.###/####-##'
export const LANDLINE_PATTERN = '(##) ####-####'
export const MOBILE_PATTERN = '(##) #####-####'

export const CPF_MASK_MAX = CPF_PATTERN.length // 14
export const PHONE_MASK_MAX = MOBILE_PATTERN.length // 15

export function maskCpf(raw: string): string {
  return applyMask(CPF_PATTERN, raw)
}

export function maskCnpj(raw: string): string {
  return applyMask(CNPJ_PATTERN, raw, { alnum: true })
}

/** (##) ####-#### up to ten digits, switching to (##) #####-#### at the eleventh. */
export function maskPhone(raw: string): string {
  const digits = digitsOnly(raw)
  return applyMask(digits.length > 10 ? MOBILE_PATTERN : LANDLINE_PATTERN, digits)
}

/** The login and register pages' fixed mobile mask (##) #####-####, max 15 characters. */
export function maskMobilePhone(raw: string): string {
  return applyMask(MOBILE_PATTERN, raw)
}

/** The longest key each PIX key type (the contract's PixKeyType) takes, masked. */
export const PIX_KEY_MAX_LENGTH: Record<PixKeyType, number> = {
  document: 18,
  phoneNumber: 15,
  email: 36,
  randomKey: 36,
}

/**
 * A document key masks as a CPF while it has at most 11 digits and no letters, otherwise as a CNPJ (which may be
 * alphanumeric from July 2026).
 */
export function maskDocument(raw: string): string {
  const chars = alnumOnly(raw)
  return chars.length <= 11 && /^[0-9]*$/.test(chars) ? maskCpf(chars) : maskCnpj(chars)
}

export function maskPixKey(type: PixKeyType, raw: string): string {
  switch (type) {
    case 'document':
      return maskDocument(raw)
    case 'phoneNumber':
      return maskMobilePhone(raw)
    case 'email':
      return raw.replace(/\s/g, '').toLowerCase().slice(0, PIX_KEY_MAX_LENGTH.email)
    case 'randomKey':
      // Random keys (EVP) are UUIDs: hex digits and dashes, 36 characters.
      return raw
        .replace(/[^0-9A-Za-z-]/g, '')
        .toLowerCase()
        .slice(0, PIX_KEY_MAX_LENGTH.randomKey)
  }
}

/**
 * What the withdraw request carries as `pix_key`: a document without its punctuation (digits only, or the
 * alphanumeric CNPJ's characters), a phone as digits, an e-mail trimmed and lower-cased, a random key trimmed.
 */
export function pixKeyToWire(type: PixKeyType, masked: string): string {
  switch (type) {
    case 'document':
      return alnumOnly(masked)
    case 'phoneNumber':
      return digitsOnly(masked)
    case 'email':
      return masked.trim().toLowerCase()
    case 'randomKey':
      return masked.trim()
  }
}

const MAX_INTEGER_DIGITS = 6
const MAX_DECIMAL_DIGITS = 2

/**
 * The deposit's money input rule: up to six integer digits and two decimals, a comma as the decimal separator.
 * A dot is taken as the decimal separator too (numeric keypads type one) unless the text also has a comma, in which
 * case the dots are pt-BR thousands separators, as in a pasted "1.234,56". Leading zeros go; a lone separator
 * becomes "0,".
 */
export function sanitizeAmountInput(raw: string): string {
  const kept = raw.replace(/[^0-9.,]/g, '')
  const normalized = kept.includes(',') ? kept.replace(/\./g, '') : kept.replace(/\./g, ',')
  const separator = normalized.indexOf(',')
  const integerRaw = separator === -1 ? normalized : normalized.slice(0, separator)
  const integer = integerRaw
    .replace(/,/g, '')
    .replace(/^0+(?=[0-9])/, '')
    .slice(0, MAX_INTEGER_DIGITS)
  if (separator === -1) return integer
  const decimals = normalized
    .slice(separator + 1)
    .replace(/,/g, '')
    .slice(0, MAX_DECIMAL_DIGITS)
  return `${integer === '' ? '0' : integer},${decimals}`
}

/** Centavos back to the input's text: 5000 -> "50", 1050 -> "10,50" (quick-amount buttons fill the field). */
export function centavosToAmountInput(centavos: number): string {
  const whole = Math.trunc(centavos / 100)
  const cents = Math.abs(centavos % 100)
  return cents === 0 ? String(whole) : `${whole},${String(cents).padStart(2, '0')}`
}
