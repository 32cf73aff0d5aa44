/**
 * The PIX withdraw page's keypad (part 2 §5) as a pure reducer: "keypad entry works in cents, at most 10 digits, two
 * decimals". The state is the digits typed, without leading zeros, read as centavos like a card machine: typing 1, 2,
 * 3 shows 1,23.
 *
 * Keys: the digits, `00` and `backspace` (accessible name 'Apagar'), laid out as WITHDRAW_KEYPAD_LAYOUT. The deposit
 * keypad has the same keys (features/deposit/rules/keypad.ts); the key type is a plain string union, so one keypad
 * component can drive either reducer.
 */
export type KeypadDigit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'
export type KeypadKey = KeypadDigit | '00' | 'backspace'

export const WITHDRAW_KEYPAD_LAYOUT: readonly KeypadKey[] = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '00',
  '0',
  'backspace',
]

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
