import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { describeApiFailure } from '@/shared/notices.ts'
import { type Notice } from '@/shared/notice.ts'

/** The profile modal's failure texts (the spec's words). */
export const profileFailureMessages = {
  noResponse: msg`Erro de conexão. Verifique sua internet e tente novamente.`,
  loadFailed: msg`Não foi possível carregar seu perfil.`,
  nameFailed: msg`Não foi possível atualizar o nome.`,
  avatarFailed: msg`Não foi possível atualizar a foto de perfil.`,
  likeFailed: msg`Não foi possível curtir o perfil.`,
} satisfies Record<string, MessageDescriptor>

/**
 * What a failed profile action shows, one notice each: no response at all gives the connection text; a 4xx answer
 * gives every message of its body; a 5xx, an answer without words, or one that broke the contract gives the
 * action's own text.
 */
export function describeProfileFailure(error: unknown, fallback: MessageDescriptor): Notice[] {
  return describeApiFailure(error, { fallback, noResponse: profileFailureMessages.noResponse })
}
