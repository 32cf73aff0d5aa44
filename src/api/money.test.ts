import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { MoneySchema, toCentavos, toDecimal } from './money.ts'

describe('toCentavos', () => {
  it('reads numbers and decimal strings without float error', () => {
    expect(toCentavos(1.005)).toBe(101)
    expect(toCentavos('1.005')).toBe(101)
    expect(toCentavos('50.00')).toBe(5000)
    expect(toCentavos(20)).toBe(2000)
    expect(toCentavos('0,1')).toBe(10)
    expect(v.parse(MoneySchema, '5000.00')).toBe(500000)
  })
  it('round-trips with toDecimal', () => {
    expect(toDecimal(123456)).toBe('1234.56')
    expect(toCentavos(toDecimal(-5))).toBe(-5)
  })
})
