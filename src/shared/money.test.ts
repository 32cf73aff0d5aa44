import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { centavosToAmountInput } from './br/masks.ts'
import { formatBRL, parseReais } from './money.ts'

describe('parseReais (comma accepted)', () => {
  it.each([
    ['50', 5000],
    ['50,5', 5050],
    ['50,05', 5005],
    ['50,', 5000],
    [',5', 50],
    ['10.50', 1050],
    ['150.5', 15050],
    ['1.234,56', 123456],
    ['1.500,00', 150000],
    ['1.234.567', 123456700],
    [' 20 ', 2000],
    ['0', 0],
  ])('%j -> %i centavos', (text, centavos) => {
    expect(parseReais(text)).toBe(centavos)
  })

  it.each(['', ' ', ',', 'abc', '12a', '1,234', '10,505', '-5', 'R$ 20', '1.23.4', '1e3'])(
    '%j is not an amount',
    (text) => {
      expect(parseReais(text)).toBeNull()
    },
  )

  it('property: every amount the deposit field can show reads back to its centavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (centavos) => {
        expect(parseReais(centavosToAmountInput(centavos))).toBe(centavos)
      }),
    )
  })
})

describe('formatBRL', () => {
  it('formats centavos as reais', () => {
    expect(formatBRL(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56')
  })
})
