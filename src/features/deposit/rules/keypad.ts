import { sanitizeAmountInput } from '@/shared/br/masks.ts'

/**
 * The deposit keypad as a pure reducer: the component keeps the text and hands each key press to
 * `reduceDepositKeypad(text, key)`.
 *
 * Keys: the digits, `00` and `backspace` (whose accessible name is 'Apagar'), laid out as KEYPAD_LAYOUT: 1-9 on three
 * rows, then 00, 0 and backspace. The withdraw page's keypad (same keys, centavos entry) is in
 * features/wallet/rules/withdraw-keypad.ts, beside the page that uses it: features do not import each other.
 */
export type KeypadDigit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'
export type KeypadKey = KeypadDigit | '00' | 'backspace'

export const KEYPAD_LAYOUT: readonly KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0', 'backspace']

export function isKeypadKey(value: string): value is KeypadKey {
  return (KEYPAD_LAYOUT as readonly string[]).includes(value)
}

/** "The keypad adds digits (including 00) up to 10 characters". */
export const DEPOSIT_KEYPAD_MAX = 10

/**
 * The deposit amount field's text, which the player both types (comma as the decimal separator) and fills from the
 * keypad, so both paths share one state: the text as `sanitizeAmountInput` leaves it ("1234", "10,5", "0,50").
 *
 * A key press appends its digits and strips leading zeros (so 0 or 00 on an empty field leaves it empty, and the
 * keypad never produces "05"). A press is refused whole, leaving the text unchanged, when the result would pass 10
 * characters or break the field's mask (six integer digits, two decimals): a half-applied 00 would type a
 * different amount than the one pressed. Backspace removes the last character, a trailing comma included.
 */
export function reduceDepositKeypad(text: string, key: KeypadKey): string {
  if (key === 'backspace') return text.slice(0, -1)
  const next = (text + key).replace(/^0+(?=[1-9])|^0+$/, '')
  if (next.length > DEPOSIT_KEYPAD_MAX) return text
  return sanitizeAmountInput(next) === next ? next : text
}

/** What typing or pasting into the deposit amount field leaves in it (the same mask the keypad respects). */
export function typeDepositAmount(raw: string): string {
  return sanitizeAmountInput(raw)
}
