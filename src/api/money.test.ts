import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import {
  DecimalStringSchema,
  FlagSchema,
  IdSchema,
  MoneySchema,
  NumericSchema,
  WireAmountSchema,
  toCentavos,
  toDecimal,
} from './money.ts'

// Centavos that stay exact as a float of reais (|c| / 100 keeps two decimals in a double).
const centavos = fc.integer({ min: -999_999_999_999, max: 999_999_999_999 })

describe('toCentavos', () => {
  it('reads numbers and decimal strings without float error', () => {
    expect(toCentavos(1.005)).toBe(101)
    expect(toCentavos('1.005')).toBe(101)
    expect(toCentavos('50.00')).toBe(5000)
    expect(toCentavos(20)).toBe(2000)
    expect(toCentavos('0,1')).toBe(10)
    expect(toCentavos(0.1 + 0.2)).toBe(30)
    expect(toCentavos('.5')).toBe(50)
    expect(toCentavos('7.')).toBe(700)
    expect(toCentavos(' 12.34 ')).toBe(1234)
    expect(toCentavos(1e-7)).toBe(0)
    expect(toCentavos('-0.001')).toBe(0)
    expect(v.parse(MoneySchema, '5000.00')).toBe(500000)
  })

  it('round-trips with toDecimal for every integer amount', () => {
    expect(toDecimal(123456)).toBe('1234.56')
    expect(toDecimal(-5)).toBe('-0.05')
    fc.assert(fc.property(centavos, (c) => toCentavos(toDecimal(c)) === c))
  })

  it('gives the same centavos for the number and the string form', () => {
    fc.assert(
      fc.property(centavos, (c) => {
        const reais = c / 100
        return toCentavos(reais) === c && toCentavos(String(reais)) === c && toCentavos(toDecimal(c)) === c
      }),
    )
  })

  it('accepts a comma as the decimal separator', () => {
    fc.assert(fc.property(centavos, (c) => toCentavos(toDecimal(c).replace('.', ',')) === c))
    expect(v.parse(MoneySchema, '1234,5')).toBe(123450)
  })

  it('rounds half away from zero on the third decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999 }),
        fc.integer({ min: 0, max: 9 }),
        fc.stringMatching(/^\d{0,6}$/),
        (c, third, rest) => {
          const expected = c + (third >= 5 ? 1 : 0)
          const text = `${toDecimal(c)}${third}${rest}`
          return toCentavos(text) === expected && toCentavos(`-${text}`) === (expected === 0 ? 0 : -expected)
        },
      ),
    )
    expect(toCentavos('0.004')).toBe(0)
    expect(toCentavos('0.005')).toBe(1)
    expect(toCentavos('-2.675')).toBe(-268)
  })

  it('rejects garbage, as an exception from toCentavos and as an issue from MoneySchema', () => {
    const garbage = ['', ' ', '.', ',', '-', 'abc', '1e5', '1.2.3', '1,234.56', 'R$ 10', '10 reais', '--1', '1-']
    for (const text of garbage) {
      expect(() => toCentavos(text), text).toThrow()
      expect(v.safeParse(MoneySchema, text).success, text).toBe(false)
    }
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, {}, [], 1e16]) {
      expect(v.safeParse(MoneySchema, value).success, String(value)).toBe(false)
    }
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\s*-?(?:\d+(?:[.,]\d*)?|[.,]\d+)\s*$/.test(s)),
        (text) => !v.safeParse(MoneySchema, text).success,
      ),
    )
  })

  it('never throws out of MoneySchema: anything is either centavos or an issue', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.stringMatching(/^-?\d{1,20}([.,]\d{0,20})?$/)), (value) => {
        const result = v.safeParse(MoneySchema, value)
        return !result.success || Number.isSafeInteger(result.output)
      }),
    )
  })
})

describe('toDecimal', () => {
  it('writes two decimals and refuses fractions of a centavo', () => {
    expect(toDecimal(0)).toBe('0.00')
    expect(toDecimal(5)).toBe('0.05')
    expect(toDecimal(500000)).toBe('5000.00')
    expect(() => toDecimal(1.5)).toThrow()
  })
  it('writes what the request schemas accept', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (c) => v.is(DecimalStringSchema, toDecimal(c))))
  })
})

describe('Laravel scalars', () => {
  it('FlagSchema reads true/false, 1/0 and "1"/"0"', () => {
    expect([true, 1, '1'].map((x) => v.parse(FlagSchema, x))).toEqual([true, true, true])
    expect([false, 0, '0'].map((x) => v.parse(FlagSchema, x))).toEqual([false, false, false])
    for (const bad of [2, 'true', 'yes', null, undefined, '']) expect(v.safeParse(FlagSchema, bad).success).toBe(false)
  })
  it('NumericSchema reads numbers and numeric strings', () => {
    expect(v.parse(NumericSchema, '12')).toBe(12)
    expect(v.parse(NumericSchema, 1.5)).toBe(1.5)
    expect(v.parse(NumericSchema, ' -3.25 ')).toBe(-3.25)
    expect(v.safeParse(NumericSchema, '12abc').success).toBe(false)
  })
  it('IdSchema keeps ids as text', () => {
    expect(v.parse(IdSchema, 42)).toBe('42')
    expect(v.parse(IdSchema, 'tx_9')).toBe('tx_9')
    expect(v.safeParse(IdSchema, '').success).toBe(false)
    expect(v.safeParse(IdSchema, 1.5).success).toBe(false)
  })
  it('WireAmountSchema takes a decimal string or a non-negative number', () => {
    expect(v.is(WireAmountSchema, '50.00')).toBe(true)
    expect(v.is(WireAmountSchema, 50)).toBe(true)
    expect(v.is(WireAmountSchema, '50,00')).toBe(false)
    expect(v.is(WireAmountSchema, -1)).toBe(false)
  })
})
