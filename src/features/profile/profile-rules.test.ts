import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors.ts'
import {
  AVATAR_MAX_BYTES,
  checkAvatarFile,
  describeProfileFailure,
  profileMessages,
  validateProfileName,
} from './profile-rules.ts'

describe('validateProfileName', () => {
  it('takes 3 to 64 characters, counted without surrounding spaces', () => {
    expect(validateProfileName('Ana')).toBeNull()
    expect(validateProfileName('a'.repeat(64))).toBeNull()
    expect(validateProfileName('  Al  ')).toBe(profileMessages.nameTooShort)
    expect(validateProfileName('')).toBe(profileMessages.nameTooShort)
    expect(validateProfileName('a'.repeat(65))).toBe(profileMessages.nameTooLong)
  })
})

describe('checkAvatarFile', () => {
  it('accepts the contract image types up to 2 MB', () => {
    expect(checkAvatarFile(new Blob(['x'], { type: 'image/png' }))).toBeNull()
    expect(checkAvatarFile(new Blob([new Uint8Array(AVATAR_MAX_BYTES)], { type: 'image/webp' }))).toBeNull()
  })

  it('refuses other types and bigger files', () => {
    expect(checkAvatarFile(new Blob(['x'], { type: 'application/pdf' }))).toBe(profileMessages.avatarType)
    expect(checkAvatarFile(new Blob(['x'], { type: 'image/svg+xml' }))).toBe(profileMessages.avatarType)
    expect(checkAvatarFile(new Blob([new Uint8Array(AVATAR_MAX_BYTES + 1)], { type: 'image/jpeg' }))).toBe(
      profileMessages.avatarSize,
    )
  })
})

describe('describeProfileFailure', () => {
  const fallback = profileMessages.nameFailed

  it('gives the connection text when no answer came', () => {
    expect(describeProfileFailure(new ApiError({ kind: 'network', endpointId: 'x' }), fallback)).toEqual([
      profileMessages.noResponse,
    ])
    expect(describeProfileFailure(new ApiError({ kind: 'timeout', endpointId: 'x' }), fallback)).toEqual([
      profileMessages.noResponse,
    ])
  })

  it('gives every message of the body, in order', () => {
    const error = new ApiError({
      kind: 'http',
      endpointId: 'x',
      status: 422,
      body: { name: ['O campo nome é obrigatório.'], other: 'Outro problema.' },
    })
    expect(describeProfileFailure(error, fallback)).toEqual(['O campo nome é obrigatório.', 'Outro problema.'])
  })

  it("falls back to the action's text for a wordless or broken answer", () => {
    expect(describeProfileFailure(new ApiError({ kind: 'http', endpointId: 'x', status: 500 }), fallback)).toEqual([
      fallback,
    ])
    expect(describeProfileFailure(new ApiError({ kind: 'malformed', endpointId: 'x' }), fallback)).toEqual([fallback])
    expect(describeProfileFailure(new Error('boom'), fallback)).toEqual([fallback])
  })
})
