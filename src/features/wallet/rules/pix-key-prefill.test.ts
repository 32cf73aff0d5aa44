import { describe, expect, it } from 'vitest'
import { defaultPixKeyType, isPixKeyLocked, prefilledPixKey } from './pix-key-prefill.ts'

const data = { cpf: '52998224725', phone: '11987654321', email: 'Demo@Jogada.com.br' }

describe('PIX key prefill', () => {
  it('fills each type from the player data, masked', () => {
    expect(prefilledPixKey('document', data)).toBe('529.982.247-25')
    expect(prefilledPixKey('phoneNumber', data)).toBe('(11) 98765-4321')
    expect(prefilledPixKey('email', data)).toBe('demo@jogada.com.br')
    expect(prefilledPixKey('randomKey', data)).toBe('')
  })

  it('reads a phone stored with +55 or punctuation as the national number', () => {
    expect(prefilledPixKey('phoneNumber', { ...data, phone: '+55 (11) 98765-4321' })).toBe('(11) 98765-4321')
    expect(prefilledPixKey('phoneNumber', { ...data, phone: '5511987654321' })).toBe('(11) 98765-4321')
  })

  it('a CNPJ-length document masks as CNPJ', () => {
    expect(prefilledPixKey('document', { ...data, cpf: '11222333000181' })).toBe('11.222.333/0001-81')
  })

  it('locks document and phone only when the data has them', () => {
    expect(isPixKeyLocked('document', data)).toBe(true)
    expect(isPixKeyLocked('phoneNumber', data)).toBe(true)
    expect(isPixKeyLocked('email', data)).toBe(false)
    expect(isPixKeyLocked('randomKey', data)).toBe(false)
    expect(isPixKeyLocked('document', { ...data, cpf: null })).toBe(false)
    expect(isPixKeyLocked('phoneNumber', { ...data, phone: '' })).toBe(false)
    expect(isPixKeyLocked('document', undefined)).toBe(false)
    expect(prefilledPixKey('email', undefined)).toBe('')
  })
})

describe('the key type the withdraw page starts with', () => {
  const none = { cpf: null, phone: null, email: null }
  it('is CPF when the player has one, else the phone, else the e-mail, else CPF', () => {
    expect(defaultPixKeyType({ cpf: '52998224725', phone: '11987654321', email: 'a@b.com' })).toBe('document')
    expect(defaultPixKeyType({ ...none, phone: '11987654321', email: 'a@b.com' })).toBe('phoneNumber')
    expect(defaultPixKeyType({ ...none, email: 'a@b.com' })).toBe('email')
    expect(defaultPixKeyType(none)).toBe('document')
    expect(defaultPixKeyType(undefined)).toBe('document')
  })
})
