import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The profile modal's own checks. The name bounds repeat the register form's (3 to 64, the bounds of the
 * profile/updateName contract) with the same wording, kept here because features do not import each other.
 */
export const PROFILE_NAME_MIN = 3
export const PROFILE_NAME_MAX = 64

/** The contract's accepted types (src/api/profile.ts) and Laravel's `max:2048` kilobytes. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const
export const AVATAR_MAX_BYTES = 2048 * 1024

export const profileMessages = {
  nameTooShort: msg`O nome deve ter pelo menos 3 caracteres.`,
  nameTooLong: msg`O nome deve ter no máximo 64 caracteres.`,
  avatarType: msg`Escolha uma imagem JPG, PNG, WEBP ou GIF.`,
  avatarSize: msg`A imagem deve ter no máximo 2 MB.`,
} satisfies Record<string, MessageDescriptor>

export function validateProfileName(value: string): MessageDescriptor | null {
  const name = value.trim()
  if (name.length < PROFILE_NAME_MIN) return profileMessages.nameTooShort
  if (name.length > PROFILE_NAME_MAX) return profileMessages.nameTooLong
  return null
}

/** Checked before uploading, so a wrong file costs no request; the server checks the same again. */
export function checkAvatarFile(file: Blob): MessageDescriptor | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return profileMessages.avatarType
  if (file.size > AVATAR_MAX_BYTES) return profileMessages.avatarSize
  return null
}
