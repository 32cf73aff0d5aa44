import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { KEYPAD_LAYOUT, type KeypadKey } from '@/shared/ui/numeric-keypad.tsx'
import {
  WITHDRAW_KEYPAD_MAX_DIGITS,
  centavosToWithdrawKeypad,
  formatWithdrawKeypad,
  reduceWithdrawKeypad,
  withdrawKeypadCentavos,
} from './withdraw-keypad.ts'

const press = (keys: KeypadKey[], start = '') => keys.reduce(reduceWithdrawKeypad, start)

describe('withdraw page keypad: cents, at most 10 digits, two decimals', () => {
  it('typing 1, 2, 3 shows 1,23', () => {
    const digits = press(['1', '2', '3'])
    expect(digits).toBe('123')
    expect(withdrawKeypadCentavos(digits)).toBe(123)
    expect(formatWithdrawKeypad(digits)).toBe('1,23')
  })

  it('starts at 0,00; 00 appends two zeros; grouping in pt-BR', () => {
    expect(formatWithdrawKeypad('')).toBe('0,00')
    expect(press(['0', '00'])).toBe('')
    expect(press(['1', '00', '00'])).toBe('10000')
    expect(formatWithdrawKeypad(press(['1', '2', '3', '4', '5', '6']))).toBe('1.234,56')
  })

  it('at most 10 digits: a press past it changes nothing, 00 included', () => {
    const full = press(Array.from({ length: 12 }, () => '9' as const))
    expect(full).toBe('9999999999')
    expect(reduceWithdrawKeypad('999999999', '00')).toBe('999999999')
    expect(formatWithdrawKeypad(full)).toBe('99.999.999,99')
  })

  it('backspace drops the last digit', () => {
    expect(press(['1', '2', '3', 'backspace'])).toBe('12')
    expect(press(['backspace'])).toBe('')
  })

  it('Sacar Total and quick amounts fill it from centavos', () => {
    expect(centavosToWithdrawKeypad(25000)).toBe('25000')
    expect(centavosToWithdrawKeypad(0)).toBe('')
    expect(centavosToWithdrawKeypad(10 ** 12)).toBe('9999999999')
  })

  const keys = fc.array(fc.constantFrom(...KEYPAD_LAYOUT), { maxLength: 40 })

  it('property: at most 10 digits, never a leading zero, the value is the digits as centavos', () => {
    fc.assert(
      fc.property(keys, (sequence) => {
        let digits = ''
        for (const key of sequence) {
          digits = reduceWithdrawKeypad(digits, key)
          expect(digits).toMatch(/^(?:[1-9]\d*)?$/)
          expect(digits.length).toBeLessThanOrEqual(WITHDRAW_KEYPAD_MAX_DIGITS)
          expect(centavosToWithdrawKeypad(withdrawKeypadCentavos(digits))).toBe(digits)
        }
      }),
    )
  })

  it('property: backspace after an accepted digit restores the previous state', () => {
    fc.assert(
      fc.property(keys, fc.constantFrom<KeypadKey>('0', '1', '5', '9'), (sequence, digit) => {
        const before = press(sequence)
        const after = reduceWithdrawKeypad(before, digit)
        if (after !== before) expect(reduceWithdrawKeypad(after, 'backspace')).toBe(before)
      }),
    )
  })
})
