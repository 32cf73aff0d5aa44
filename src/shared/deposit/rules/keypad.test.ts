import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sanitizeAmountInput } from '@/shared/br/masks.ts'
import { KEYPAD_LAYOUT, type KeypadKey } from '@/shared/ui/numeric-keypad.tsx'
import { DEPOSIT_KEYPAD_MAX, reduceDepositKeypad, typeDepositAmount } from './keypad.ts'

const press = (keys: KeypadKey[], start = '') => keys.reduce(reduceDepositKeypad, start)
const digitKeys: KeypadKey[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']

describe('deposit keypad: text entry, at most 10 characters', () => {
  it('appends digits, 00 included', () => {
    expect(press(['5', '0'])).toBe('50')
    expect(press(['1', '00'])).toBe('100')
    expect(press(['2', '5', '00'])).toBe('2500')
  })

  it('strips leading zeros: 0 and 00 on an empty field change nothing', () => {
    expect(press(['0'])).toBe('')
    expect(press(['00'])).toBe('')
    expect(press(['0', '00', '7'])).toBe('7')
    expect(reduceDepositKeypad('0', '5')).toBe('5')
  })

  it('backspace removes the last character', () => {
    expect(press(['1', '2', 'backspace'])).toBe('1')
    expect(press(['backspace'])).toBe('')
    expect(reduceDepositKeypad('10,', 'backspace')).toBe('10')
    expect(reduceDepositKeypad('10,5', 'backspace')).toBe('10,')
  })

  it('continues a typed amount with a comma, up to two decimals', () => {
    expect(reduceDepositKeypad('10,', '5')).toBe('10,5')
    expect(reduceDepositKeypad('10,5', '0')).toBe('10,50')
    expect(reduceDepositKeypad('10,50', '1')).toBe('10,50')
    expect(reduceDepositKeypad('0,', '5')).toBe('0,5')
    expect(reduceDepositKeypad('10,5', '00')).toBe('10,5')
  })

  it('refuses a press that would break the mask or pass 10 characters, whole', () => {
    expect(press(['1', '2', '3', '4', '5', '6'])).toBe('123456')
    expect(reduceDepositKeypad('123456', '7')).toBe('123456')
    expect(reduceDepositKeypad('12345', '00')).toBe('12345')
    expect(reduceDepositKeypad('123456,78', '9')).toBe('123456,78')
  })

  it('typing goes through the amount mask (comma decimal, six integer digits, two decimals)', () => {
    expect(typeDepositAmount('50,5')).toBe('50,5')
    expect(typeDepositAmount('1.234,567')).toBe('1234,56')
    expect(typeDepositAmount('abc')).toBe('')
    expect(typeDepositAmount('0050')).toBe('50')
  })

  const keys = fc.array(fc.constantFrom(...KEYPAD_LAYOUT), { maxLength: 40 })
  const typed = fc.string({ maxLength: 15 }).map(typeDepositAmount)

  it('property: never longer than 10 characters, never a leading zero, always a masked amount', () => {
    fc.assert(
      fc.property(keys, (sequence) => {
        let text = ''
        for (const key of sequence) {
          text = reduceDepositKeypad(text, key)
          expect(text.length).toBeLessThanOrEqual(DEPOSIT_KEYPAD_MAX)
          expect(text).not.toMatch(/^0/)
          expect(sanitizeAmountInput(text)).toBe(text)
        }
      }),
    )
  })

  it('property: from a typed amount too, the text stays masked and within 10 characters', () => {
    fc.assert(
      fc.property(typed, keys, (start, sequence) => {
        const text = press(sequence, start)
        expect(text.length).toBeLessThanOrEqual(DEPOSIT_KEYPAD_MAX)
        expect(sanitizeAmountInput(text)).toBe(text)
      }),
    )
  })

  it('property: backspace after an accepted digit restores the previous text', () => {
    fc.assert(
      fc.property(keys, fc.constantFrom(...digitKeys), (sequence, digit) => {
        const before = press(sequence)
        const after = reduceDepositKeypad(before, digit)
        if (after !== before) expect(reduceDepositKeypad(after, 'backspace')).toBe(before)
      }),
    )
  })
})
