import { describe, expect, it } from 'vitest'
import { decodeSpinToken } from '@mocks/spin/spins.ts'
import { encodeSpinResult } from './spin-token.ts'

const outcome = { index: 5, prize: { value: 5000, currency: 'BRL' }, signature: 'ab'.repeat(32), nonce: 'cd'.repeat(8) }

describe('the spin result carried to the registration', () => {
  it('is one URL-safe path segment: base64url of the signature, the nonce and the result as data', () => {
    const token = encodeSpinResult(outcome)
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
    const json: unknown = JSON.parse(atob(token.replace(/-/g, '+').replace(/_/g, '/')))
    expect(json).toEqual({
      signature: outcome.signature,
      nonce: outcome.nonce,
      data: { index: 5, prize: { value: '50.00', currency: 'BRL' } },
    })
  })

  it('is a token the mock verifies: signature and nonce', () => {
    expect(decodeSpinToken(encodeSpinResult(outcome))).toEqual({ signature: outcome.signature, nonce: outcome.nonce })
  })
})
