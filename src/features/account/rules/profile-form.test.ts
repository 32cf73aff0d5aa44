import { describe, expect, it } from 'vitest'
import type { ProfileUser as User } from '@/api/profile-data.ts'
import { COUNTRY_CODES, countryForDialCode, countryName } from './country-codes.ts'
import {
  checkSection,
  isValidPixKeyOf,
  maskProfilePhone,
  profileTexts,
  sectionBody,
  valuesFromUser,
} from './profile-form.ts'

const today = new Date('2026-11-01T12:00:00Z')
const user: User = {
  id: 1,
  name: 'Jogador Demo',
  email: 'demo@jogada.com.br',
  cpf: '52998224725',
  phone: '11987654321',
}
const values = (patch = {}) => ({ ...valuesFromUser(user), ...patch })

describe('valuesFromUser', () => {
  it('fills the form masked, Brazil and São Paulo by default', () => {
    expect(valuesFromUser(user)).toMatchObject({
      phoneCountry: 'BR',
      phone: '(11) 98765-4321',
      document: '529.982.247-25',
      zip: '',
      pixType: '',
      timezone: 'America/Sao_Paulo',
    })
  })
  it('masks the saved CEP and PIX key', () => {
    expect(valuesFromUser({ ...user, zip: '01310100', pix_type: 'phoneNumber', pix_key: '11987654321' })).toMatchObject(
      {
        zip: '01310-100',
        pixKey: '(11) 98765-4321',
      },
    )
  })
})

describe('checkSection', () => {
  it('general: 18 or older, a phone with a real DDD under +55, any 6-14 digits elsewhere', () => {
    expect(checkSection('general', values({ birthDate: '2008-11-02' }), today)).toEqual({
      birthDate: profileTexts.underAge,
    })
    expect(checkSection('general', values({ birthDate: '2008-11-01' }), today)).toEqual({})
    expect(checkSection('general', values({ phone: '(20) 98765-4321' }), today)).toEqual({
      phone: profileTexts.phoneBr,
    })
    expect(checkSection('general', values({ phone: '' }), today)).toEqual({ phone: profileTexts.phoneRequired })
    expect(checkSection('general', values({ phoneCountry: 'PT', phone: '912345678' }), today)).toEqual({})
    expect(checkSection('general', values({ phoneCountry: 'PT', phone: '123' }), today)).toEqual({
      phone: profileTexts.phoneOther,
    })
  })
  it('pix: a key needs its type and the type its key, valid for it', () => {
    expect(checkSection('pix', values({ pixType: 'email', pixKey: '' }), today)).toEqual({
      pixKey: profileTexts.pixKey,
    })
    expect(checkSection('pix', values({ pixType: 'email', pixKey: 'x@' }), today)).toEqual({
      pixKey: profileTexts.pixKeyInvalid,
    })
    expect(checkSection('pix', values({ pixType: 'document', pixKey: '529.982.247-25' }), today)).toEqual({})
    expect(checkSection('pix', values({ pixType: '', pixKey: '' }), today)).toEqual({})
  })
  it('address: a CEP of 8 digits, a UF of the list, both optional', () => {
    expect(checkSection('address', values({ zip: '01310-10' }), today)).toEqual({ zip: profileTexts.zip })
    expect(checkSection('address', values({ zip: '01310-100', state: 'SP' }), today)).toEqual({})
    expect(checkSection('address', values({ state: 'XX' }), today)).toEqual({ state: profileTexts.state })
  })
  it('info: a name of 3 to 64 characters and a CPF with its check digits', () => {
    expect(checkSection('info', values({ name: 'Jo' }), today)).toEqual({ name: profileTexts.name })
    expect(checkSection('info', values({ document: '529.982.247-24' }), today)).toEqual({
      document: profileTexts.document,
    })
    expect(checkSection('info', values({ document: '' }), today)).toEqual({})
  })
})

describe('sectionBody', () => {
  it("sends a section's own fields in the contract's names and wire forms", () => {
    expect(sectionBody('general', values({ birthDate: '1990-05-20' }))).toEqual({
      birth_date: '1990-05-20',
      phone_country: '+55',
      phone: '11987654321',
    })
    expect(sectionBody('address', values({ zip: '01310-100', city: '  Recife ' }))).toEqual({
      zip: '01310100',
      state: null,
      city: 'Recife',
      address: null,
    })
    expect(sectionBody('pix', values({ pixType: 'document', pixKey: '529.982.247-25' }))).toEqual({
      pix_type: 'document',
      pix_key: '52998224725',
    })
    expect(sectionBody('info', values())).toMatchObject({ name: 'Jogador Demo', cpf: '52998224725' })
  })
})

describe('phone and country codes', () => {
  it('about 45 countries, Brazil first, each calling code well formed', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(45)
    expect(COUNTRY_CODES[0]).toEqual(['BR', '+55'])
    for (const [, dial] of COUNTRY_CODES) expect(dial).toMatch(/^\+[1-9]\d{0,3}$/)
    expect(countryForDialCode('+351')).toBe('PT')
    expect(countryForDialCode(null)).toBe('BR')
    expect(countryName('BR', 'pt-BR')).toBe('Brasil')
  })
  it('masks the Brazilian way under +55 only', () => {
    expect(maskProfilePhone('BR', '11987654321')).toBe('(11) 98765-4321')
    expect(maskProfilePhone('PT', '+351 912-345-678')).toBe('351912345678')
  })
  it('PIX keys by type', () => {
    expect(isValidPixKeyOf('randomKey', '123e4567-e89b-12d3-a456-426614174000')).toBe(true)
    expect(isValidPixKeyOf('phoneNumber', '(11) 98765-4321')).toBe(true)
    expect(isValidPixKeyOf('document', '11.222.333/0001-81')).toBe(true)
  })
})
