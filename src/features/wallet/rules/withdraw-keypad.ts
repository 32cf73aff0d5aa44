import type { KeypadKey } from '@/shared/ui/numeric-keypad.tsx'

/**
 * The PIX withdraw page's keypad as a pure reducer: keypad entry works in cents, at most 10 digits, two decimals.
 * The state is the digits typed, without leading zeros, read as centavos like a card machine: typing 1, 2, 3 shows
 * 1,23. The keys are the shared NumericKeypad's (src/shared/ui/numeric-keypad.tsx); the deposit drives the same
 * keypad with its own reducer (text entry).
 */
export const WITHDRAW_KEYPAD_MAX_DIGITS = 10

/**
 * A press appends its digits and drops leading zeros (0 or 00 on an empty amount changes nothing). A press that
 * would pass 10 digits is refused whole: a half-applied 00 would type a different amount than the one pressed.
 */
export function reduceWithdrawKeypad(digits: string, key: KeypadKey): string {
  if (key === 'backspace') return digits.slice(0, -1)
  const next = (digits + key).replace(/^0+/, '')
  return next.length > WITHDRAW_KEYPAD_MAX_DIGITS ? digits : next
}

/** The typed digits as centavos ("" is 0). */
export function withdrawKeypadCentavos(digits: string): number {
  return digits === '' ? 0 : Number(digits)
}

/**
 * Centavos back to keypad digits, for 'Sacar Total' and the quick amounts. More than 10 digits cannot be typed, so
 * a larger amount is capped at the largest that can (99.999.999,99), which the limits then refuse with their message.
 */
export function centavosToWithdrawKeypad(centavos: number): string {
  const capped = Math.min(Math.max(0, Math.trunc(centavos)), 10 ** WITHDRAW_KEYPAD_MAX_DIGITS - 1)
  return capped === 0 ? '' : String(capped)
}

const plainAmount = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** The amount field's text: "" -> "0,00", "123" -> "1,23", "123456" -> "1.234,56" (pt-BR grouping, no R$). */
export function formatWithdrawKeypad(digits: string): string {
  return plainAmount.format(withdrawKeypadCentavos(digits) / 100)
}
