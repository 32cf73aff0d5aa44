import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cnpjCheckDigits, formatCnpj, generateCnpj, isValidCnpj } from './cnpj.ts'

const randomFrom = (values: number[]) => {
  let i = 0
  return (min: number, max: number) => {
    const value = values[i % values.length] ?? 0
    i += 1
    return min + (Math.abs(value) % (max - min + 1))
  }
}

describe('CNPJ', () => {
  it('validates numeric CNPJs, bare or formatted', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true)
    expect(isValidCnpj('11222333000181')).toBe(true)
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false)
    expect(isValidCnpj('1122233300018')).toBe(false)
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false)
    expect(isValidCnpj('')).toBe(false)
  })

  it('validates the alphanumeric CNPJ of July 2026 (letters count as ASCII - 48)', () => {
    // The Receita Federal's published example.
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35')
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true)
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true)
    expect(isValidCnpj('12ABC34501DE35')).toBe(true)
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false)
    // Check digits stay numeric.
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false)
    expect(isValidCnpj('12.ABC.345/01DE-35!')).toBe(false)
    expect(() => cnpjCheckDigits('12ABC34501D')).toThrow(RangeError)
  })

  it('formats as ##.###.###/####-##, letters upper-cased', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81')
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35')
    expect(formatCnpj('11222')).toBe('11.222')
    expect(formatCnpj('112223330001819999')).toBe('11.222.333/0001-81')
  })

  it('generates valid CNPJs, never the all-zero one', () => {
    expect(generateCnpj(() => 0)).toBe('00000000000191')
    expect(isValidCnpj(generateCnpj(() => 0))).toBe(true)
  })

  it('property: generated numeric and alphanumeric CNPJs validate, formatted or not', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 12 }), fc.boolean(), (values, alphanumeric) => {
        const cnpj = generateCnpj(randomFrom(values), { alphanumeric })
        expect(cnpj).toMatch(alphanumeric ? /^[0-9A-Z]{12}[0-9]{2}$/ : /^[0-9]{14}$/)
        expect(isValidCnpj(cnpj)).toBe(true)
        expect(formatCnpj(cnpj)).toHaveLength(18)
        expect(isValidCnpj(formatCnpj(cnpj))).toBe(true)
        expect(isValidCnpj(formatCnpj(cnpj).toLowerCase())).toBe(true)
      }),
    )
  })

  it('property: changing a check digit invalidates', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 12, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (values, position, delta) => {
          const cnpj = generateCnpj(randomFrom(values), { alphanumeric: true })
          const changed =
            cnpj.slice(0, position) + String((Number(cnpj[position]) + delta) % 10) + cnpj.slice(position + 1)
          expect(isValidCnpj(changed)).toBe(false)
        },
      ),
    )
  })
})
