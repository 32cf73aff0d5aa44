import { describe, expect, it } from 'vitest'
import { parseRegisterCode } from './register-code.ts'

const encode = (value: unknown) => btoa(JSON.stringify(value))

describe('parseRegisterCode', () => {
  it('a plain code is a referral code', () => {
    expect(parseRegisterCode('JOGADA1')).toEqual({ kind: 'referral', code: 'JOGADA1' })
    expect(parseRegisterCode(' amigo10 ')).toEqual({ kind: 'referral', code: 'amigo10' })
  })

  it('base64 of {signature, nonce} is a spin token, kept as sent, with its data when present', () => {
    const bare = encode({ signature: 'abc', nonce: 'n1' })
    expect(parseRegisterCode(bare)).toEqual({ kind: 'spin', token: bare, data: undefined })
    const withData = encode({ signature: 'abc', nonce: 'n1', data: { index: 2 } })
    expect(parseRegisterCode(withData)).toEqual({ kind: 'spin', token: withData, data: { index: 2 } })
  })

  it('reads URL-safe base64 without padding', () => {
    const token = encode({ signature: '??>>', nonce: 'ü' }).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    expect(parseRegisterCode(token)).toMatchObject({ kind: 'spin', token })
  })

  it('structured data without both fields, or of the wrong types, is a referral code', () => {
    for (const value of [{ signature: 'abc' }, { signature: 1, nonce: 'n' }, ['a'], 'text', 42]) {
      const code = encode(value)
      expect(parseRegisterCode(code)).toEqual({ kind: 'referral', code })
    }
  })
})
