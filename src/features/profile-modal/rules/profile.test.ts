import { describe, expect, it } from 'vitest'
import { AVATAR_MAX_BYTES, checkAvatarFile, profileMessages, validateProfileName } from './profile.ts'

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
