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
  const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

  it('formats centavos as reais, with a no-break space after R$ and the minus before it', () => {
    expect(formatBRL(123456)).toBe('R$\u00a01.234,56')
    expect(formatBRL(-5)).toBe('-R$\u00a00,05')
    expect(formatBRL(0)).toBe('R$\u00a00,00')
    expect(formatBRL(100_000_000)).toBe('R$\u00a01.000.000,00')
  })

  it("is Intl's pt-BR BRL format to the character, for any whole number of centavos", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1_000_000, max: 1_000_000 }),
          fc.integer({ min: -(1e15 - 1), max: 1e15 - 1 }),
          fc.constantFrom(-0, 1, -1, 99, -99, 100, 999, 1000, 99_999, 100_000, 999_999_999_999_999),
        ),
        (centavos) => {
          expect(formatBRL(centavos)).toBe(intl.format(centavos / 100))
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('leaves to Intl what is not a whole number of centavos, beyond 15 digits or not finite', () => {
    for (const value of [12.5, -0.4, 1e15, -1e15, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatBRL(value)).toBe(intl.format(value / 100))
    }
  })
})
