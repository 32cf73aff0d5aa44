import { describe, expect, it } from 'vitest'
import { BR_STATES, isAtLeast, isIsoDate, isUf, isValidCep, maskCep } from './address.ts'

describe('CEP', () => {
  it('masks as #####-### as it is typed, never longer', () => {
    expect(maskCep('0131')).toBe('0131')
    expect(maskCep('013100')).toBe('01310-0')
    expect(maskCep('01310-100999')).toBe('01310-100')
    expect(maskCep(maskCep('01310100'))).toBe('01310-100')
  })
  it('takes eight digits, bare or masked, not all zeros', () => {
    expect(isValidCep('01310-100')).toBe(true)
    expect(isValidCep('01310100')).toBe(true)
    expect(isValidCep('0131010')).toBe(false)
    expect(isValidCep('00000-000')).toBe(false)
    expect(isValidCep('0131a-100')).toBe(false)
  })
})

describe('states', () => {
  it('lists the 26 states and the Distrito Federal once each', () => {
    expect(BR_STATES).toHaveLength(27)
    expect(new Set(BR_STATES.map((s) => s.uf)).size).toBe(27)
    expect(isUf('SP')).toBe(true)
    expect(isUf('XX')).toBe(false)
  })
})

describe('birth date', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2000-02-29')).toBe(true)
    expect(isIsoDate('2001-02-29')).toBe(false)
    expect(isIsoDate('2001-13-01')).toBe(false)
    expect(isIsoDate('01/02/2001')).toBe(false)
  })
  it('is 18 or older from the 18th birthday on', () => {
    const today = new Date('2026-11-01T12:00:00Z')
    expect(isAtLeast('2008-11-01', today)).toBe(true)
    expect(isAtLeast('2008-11-02', today)).toBe(false)
    expect(isAtLeast('1970-01-01', today)).toBe(true)
  })
  it('a leap-day birthday comes of age on 1 March of a common year', () => {
    expect(isAtLeast('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(false)
    expect(isAtLeast('2008-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(true)
  })
})
