import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { BR_DDDS, formatPhone, generateMobilePhone, isValidBrPhone, isValidDdd, phoneKind } from './phone.ts'

describe('DDD list', () => {
  it('has the 67 Anatel area codes', () => {
    expect(BR_DDDS).toHaveLength(67)
    expect(new Set(BR_DDDS).size).toBe(67)
    for (const ddd of [
      11, 19, 21, 22, 24, 27, 28, 31, 35, 37, 38, 41, 49, 51, 53, 55, 61, 69, 71, 73, 75, 77, 79, 81, 89, 91, 99,
    ]) {
      expect(isValidDdd(ddd)).toBe(true)
    }
    for (const ddd of [0, 1, 10, 20, 23, 25, 26, 29, 30, 36, 39, 40, 50, 52, 56, 60, 70, 72, 76, 78, 80, 90, 100]) {
      expect(isValidDdd(ddd)).toBe(false)
    }
    expect(isValidDdd('11')).toBe(true)
    expect(isValidDdd('1')).toBe(false)
    expect(isValidDdd('011')).toBe(false)
  })
})

describe('Brazilian phone numbers', () => {
  it('accepts mobiles (9 digits starting with 9) and landlines (8 digits), bare or formatted', () => {
    expect(isValidBrPhone('(11) 91234-5678')).toBe(true)
    expect(isValidBrPhone('11912345678')).toBe(true)
    expect(phoneKind('11912345678')).toBe('mobile')
    expect(isValidBrPhone('(11) 3456-7890')).toBe(true)
    expect(phoneKind('1134567890')).toBe('landline')
  })

  it('rejects unknown DDDs, wrong lengths, mobiles not starting with 9 and letters', () => {
    expect(isValidBrPhone('(20) 91234-5678')).toBe(false)
    expect(isValidBrPhone('(11) 81234-5678')).toBe(false)
    expect(isValidBrPhone('(11) 1234-5678')).toBe(false)
    expect(isValidBrPhone('(11) 9123-456')).toBe(false)
    expect(isValidBrPhone('119123456789')).toBe(false)
    expect(isValidBrPhone('(11) 9I234-5678')).toBe(false)
    expect(isValidBrPhone('')).toBe(false)
  })

  it('formats 10 digits as (##) ####-#### and 11 as (##) #####-####', () => {
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890')
    expect(formatPhone('11912345678')).toBe('(11) 91234-5678')
    expect(formatPhone('11')).toBe('(11')
    expect(formatPhone('119')).toBe('(11) 9')
    expect(formatPhone('119123456789')).toBe('(11) 91234-5678')
  })

  it('property: generated mobiles are valid and format to 15 characters', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 9 }), (values) => {
        let i = 0
        const phone = generateMobilePhone((min, max) => min + ((values[i++ % values.length] ?? 0) % (max - min + 1)))
        expect(phone).toMatch(/^[0-9]{11}$/)
        expect(isValidBrPhone(phone)).toBe(true)
        expect(formatPhone(phone)).toHaveLength(15)
        expect(isValidBrPhone(formatPhone(phone))).toBe(true)
      }),
    )
  })

  it('property: any number with an unassigned DDD is invalid', () => {
    const unassigned = Array.from({ length: 90 }, (_, i) => i + 10).filter((d) => !BR_DDDS.includes(d))
    fc.assert(
      fc.property(fc.constantFrom(...unassigned), fc.stringMatching(/^9[0-9]{8}$|^[2-5][0-9]{7}$/), (ddd, rest) => {
        expect(isValidBrPhone(`${ddd}${rest}`)).toBe(false)
      }),
    )
  })
})
