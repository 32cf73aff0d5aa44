import { sanitizeAmountInput } from '@/shared/br/masks.ts'
import type { KeypadKey } from '@/shared/ui/numeric-keypad.tsx'

/**
 * The deposit keypad as a pure reducer: the form keeps the text and hands each press of the shared NumericKeypad
 * (src/shared/ui/numeric-keypad.tsx) to `reduceDepositKeypad(text, key)`. The withdraw page drives the same keypad
 * with its own reducer (centavos entry).
 */

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
