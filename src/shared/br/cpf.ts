import { applyMask, CPF_PATTERN, digitsOnly } from './masks.ts'

/** A function returning an integer in [min, max], e.g. `(min, max) => faker.number.int({ min, max })`. */
export type RandomInt = (min: number, max: number) => number

/** Only digits and the punctuation a formatted document carries; anything else makes the value invalid. */
const DOCUMENT_TEXT = /^[0-9.\-/\s]*$/

function checkDigit(digits: readonly number[], firstWeight: number): number {
  const sum = digits.reduce((acc, digit, index) => acc + digit * (firstWeight - index), 0)
  const remainder = sum % 11
  return remainder < 2 ? 0 : 11 - remainder
}

/**
 * The two check digits for the first nine digits of a CPF: weights 10..2, then 11..2 over the first ten; a
 * remainder below 2 gives 0, otherwise 11 minus it.
 */
export function cpfCheckDigits(base: string): string {
  const digits = digitsOnly(base)
  if (digits.length !== 9) throw new RangeError(`A CPF base has 9 digits, got ${digits.length}`)
  const nine = [...digits].map(Number)
  const first = checkDigit(nine, 10)
  const second = checkDigit([...nine, first], 11)
  return `${first}${second}`
}

/** Accepts digits or the formatted ###.###.###-##; all-equal digits (000.000.000-00 …) are invalid. */
export function isValidCpf(input: string): boolean {
  if (!DOCUMENT_TEXT.test(input)) return false
  const digits = digitsOnly(input)
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9)
}

/** ###.###.###-## (partial input is formatted as far as it goes). */
export function formatCpf(input: string): string {
  return applyMask(CPF_PATTERN, input)
}

function randomDigit(random: RandomInt): number {
  const value = Math.trunc(random(0, 9))
  return ((value % 10) + 10) % 10
}

/**
 * A valid CPF as 11 digits, driven by the caller's random source so a seeded faker gives a reproducible seed.
 * Nine equal base digits would give an all-equal (invalid) CPF, so the last one is nudged.
 */
export function generateCpf(random: RandomInt): string {
  const base = Array.from({ length: 9 }, () => randomDigit(random))
  if (base.every((digit) => digit === base[0])) base[8] = ((base[8] ?? 0) + 1) % 10
  const nine = base.join('')
  return nine + cpfCheckDigits(nine)
}
