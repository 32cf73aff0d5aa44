import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cpfCheckDigits, formatCpf, generateCpf, isValidCpf } from './cpf.ts'

/** A RandomInt driven by fast-check's stream of integers. */
const randomFrom = (values: number[]) => {
  let i = 0
  return (min: number, max: number) => {
    const value = values[i % values.length] ?? 0
    i += 1
    return min + (Math.abs(value) % (max - min + 1))
  }
}

describe('CPF', () => {
  it('accepts the published example, bare or formatted', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf('52998224725')).toBe(true)
    expect(cpfCheckDigits('529982247')).toBe('25')
  })

  it('rejects wrong check digits, wrong lengths, letters and all-equal digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false)
    expect(isValidCpf('529.982.247-52')).toBe(false)
    expect(isValidCpf('5299822472')).toBe(false)
    expect(isValidCpf('529982247250')).toBe(false)
    expect(isValidCpf('529a982247-25')).toBe(false)
    expect(isValidCpf('')).toBe(false)
    for (let d = 0; d <= 9; d += 1) expect(isValidCpf(String(d).repeat(11))).toBe(false)
  })

  it('computes each check digit from its remainder (below 2 gives 0)', () => {
    // 111.444.777-35 is the classic worked example; 000.000.001-91 exercises the small-sum path.
    expect(cpfCheckDigits('111444777')).toBe('35')
    expect(cpfCheckDigits('000000001')).toBe('91')
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError)
  })

  it('formats as ###.###.###-##, partial input as far as it goes', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25')
    expect(formatCpf('5299')).toBe('529.9')
    expect(formatCpf('529')).toBe('529')
    expect(formatCpf('529.982.247-25999')).toBe('529.982.247-25')
    expect(formatCpf('')).toBe('')
  })

  it('generates valid CPFs even from a degenerate random source', () => {
    expect(isValidCpf(generateCpf(() => 0))).toBe(true)
    expect(isValidCpf(generateCpf(() => 7))).toBe(true)
    expect(isValidCpf(generateCpf(() => -13.7))).toBe(true)
    expect(generateCpf(() => 0)).toMatch(/^[0-9]{11}$/)
  })

  it('property: every generated CPF is valid, formats to 14 characters and stays valid formatted', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 9 }), (values) => {
        const cpf = generateCpf(randomFrom(values))
        expect(cpf).toMatch(/^[0-9]{11}$/)
        expect(isValidCpf(cpf)).toBe(true)
        expect(formatCpf(cpf)).toHaveLength(14)
        expect(isValidCpf(formatCpf(cpf))).toBe(true)
      }),
    )
  })

  // Not any digit: remainders 0 and 1 both give check digit 0, so some changes to the first nine go unnoticed.
  it('property: changing a check digit of a valid CPF makes it invalid', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 9, maxLength: 9 }),
        fc.integer({ min: 9, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (values, position, delta) => {
          const cpf = generateCpf(randomFrom(values))
          const digit = (Number(cpf[position]) + delta) % 10
          const changed = cpf.slice(0, position) + String(digit) + cpf.slice(position + 1)
          expect(isValidCpf(changed)).toBe(false)
        },
      ),
    )
  })
})
