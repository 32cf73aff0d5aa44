import { describe, expect, it } from 'vitest'
import { authLogout, authVerify } from '@/api/auth.ts'
import { LOGOUT_ENDPOINT_ID, VERIFY_ENDPOINT_ID } from './queries.ts'

describe('endpoint ids kept as strings', () => {
  it('match the contract', () => {
    expect(VERIFY_ENDPOINT_ID).toBe(authVerify.id)
    expect(LOGOUT_ENDPOINT_ID).toBe(authLogout.id)
  })
})
