import { alnumOnly, applyMask, CNPJ_PATTERN } from './masks.ts'
import type { RandomInt } from './cpf.ts'

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** Only letters, digits and the punctuation a formatted CNPJ carries. */
const CNPJ_TEXT = /^[0-9A-Za-z.\-/\s]*$/

/** From July 2026 the first 12 characters may be letters: each counts as its ASCII code minus 48 ('A' = 17). */
function charValue(char: string): number {
  return char.charCodeAt(0) - 48
}

function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0
  for (let i = 0; i < weights.length; i += 1) sum += charValue(chars.charAt(i)) * (weights[i] ?? 0)
  const remainder = sum % 11
  return remainder < 2 ? 0 : 11 - remainder
}

/** The two numeric check digits for a 12-character base (digits, or letters and digits). */
export function cnpjCheckDigits(base: string): string {
  const chars = alnumOnly(base)
  if (!/^[0-9A-Z]{12}$/.test(chars)) throw new RangeError(`A CNPJ base has 12 letters or digits, got "${chars}"`)
  const first = checkDigit(chars, FIRST_WEIGHTS)
  const second = checkDigit(chars + String(first), SECOND_WEIGHTS)
  return `${first}${second}`
}

/**
 * Numeric or alphanumeric CNPJ, bare or formatted (##.###.###/####-##, letters case-insensitive). The check digits
 * are always numeric. Fourteen equal characters (00.000.000/0000-00) are rejected as the numeric rule always did.
 */
export function isValidCnpj(input: string): boolean {
  if (!CNPJ_TEXT.test(input)) return false
  const chars = alnumOnly(input)
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(chars) || /^(.)\1{13}$/.test(chars)) return false
  return cnpjCheckDigits(chars.slice(0, 12)) === chars.slice(12)
}

/** ##.###.###/####-## with letters kept (upper-cased); partial input is formatted as far as it goes. */
export function formatCnpj(input: string): string {
  return applyMask(CNPJ_PATTERN, input, { alnum: true })
}

/** A valid CNPJ as 14 characters; `alphanumeric` lets the first 12 be letters too. */
export function generateCnpj(random: RandomInt, options: { alphanumeric?: boolean } = {}): string {
  const alphabet = options.alphanumeric ? ALNUM : ALNUM.slice(0, 10)
  const pick = () => {
    const index = Math.trunc(random(0, alphabet.length - 1))
    return alphabet.charAt(((index % alphabet.length) + alphabet.length) % alphabet.length)
  }
  let base = Array.from({ length: 12 }, pick).join('')
  // A zero base gives 00000000000000, which isValidCnpj rejects.
  if (/^0{12}$/.test(base)) base = `${base.slice(0, 11)}1`
  return base + cnpjCheckDigits(base)
}
