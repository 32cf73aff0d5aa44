import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/errors.ts'

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
  noResponse: msg`Erro de conexão. Verifique sua internet e tente novamente.`,
  nameFailed: msg`Não foi possível atualizar o nome.`,
  avatarFailed: msg`Não foi possível atualizar a foto de perfil.`,
  likeFailed: msg`Não foi possível curtir o perfil.`,
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

/**
 * What a failed profile action shows, one notice each: no response at all gives the connection text; a
 * server answer gives every message of its body (part 1 §8); an answer without words, or one that broke
 * the contract, gives the action's own text.
 */
export function describeProfileFailure(error: unknown, fallback: MessageDescriptor): Array<string | MessageDescriptor> {
  if (!isApiError(error)) return [fallback]
  if (error.kind === 'network' || error.kind === 'timeout') return [profileMessages.noResponse]
  if (error.kind === 'malformed') return [fallback]
  const messages = error.messages
  return messages.length > 0 ? messages : [fallback]
}
