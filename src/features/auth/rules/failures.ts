import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/errors.ts'
import { describeApiFailure, failureFieldErrors } from '@/shared/notices.ts'
import { type Notice } from '@/shared/notice.ts'

/**
 * The auth forms' failure texts (the spec's words), each failure read by describeApiFailure: the server's words
 * from a 4xx answer, the form's own text for a 5xx, the connection text when nothing came back.
 */
export const authFailureMessages = {
  noResponse: msg`Erro de conexão. Verifique sua internet e tente novamente.`,
  loginFallback: msg`Erro ao fazer login.`,
  loginUnexpected: msg`Um erro inesperado ocorreu durante o login.`,
  registerFallback: msg`Erro ao realizar cadastro.`,
  registerUnexpected: msg`Um erro inesperado ocorreu durante o cadastro.`,
  /** The form's line when the answer could not be read (not JSON, or a 2xx breaking the contract). */
  unreadable: msg`Erro ao processar resposta do servidor.`,
  /** Forgot and reset password: the answer had no words for the player. */
  request: msg`Erro ao processar requisição`,
} satisfies Record<string, MessageDescriptor>

export type AuthKind = 'login' | 'register'

/** What a failed login or registration shows: notices, the line in the form, and per-field errors. */
export interface AuthFailure {
  toasts: Notice[]
  formError: Notice
  fields: Record<string, string>
}

const kindTexts = {
  login: { fallback: authFailureMessages.loginFallback, unexpected: authFailureMessages.loginUnexpected },
  register: { fallback: authFailureMessages.registerFallback, unexpected: authFailureMessages.registerUnexpected },
}

/**
 * Login and register, in the spec's order: a 4xx body of field messages (every one a notice, the first in the
 * form, each under its field); an unreadable answer (the unexpected-error notice, the processing line); a 4xx
 * body with a message; otherwise the form's generic text; no response at all, the connection text.
 */
export function describeAuthFailure(error: unknown, kind: AuthKind): AuthFailure {
  const { fallback, unexpected } = kindTexts[kind]
  const unreadable = isUnreadableAnswer(error)
  const toasts = describeApiFailure(error, {
    fallback: unreadable ? unexpected : fallback,
    unreadable: unexpected,
    noResponse: authFailureMessages.noResponse,
  })
  const formError = unreadable ? authFailureMessages.unreadable : (toasts[0] ?? fallback)
  return { toasts, formError, fields: failureFieldErrors(error) }
}

/** Forgot and reset password: every word of a 4xx answer a notice, and the field messages under the inputs. */
export function describeRequestFailure(error: unknown): { toasts: Notice[]; fields: Record<string, string> } {
  return {
    toasts: describeApiFailure(error, {
      fallback: authFailureMessages.request,
      noResponse: authFailureMessages.noResponse,
    }),
    fields: failureFieldErrors(error),
  }
}

/**
 * Not an answer the app can read: a bug in the app, a 2xx that breaks the contract, or an error page that is not
 * JSON (the client keeps JSON bodies only, so such an answer arrives without a body).
 */
function isUnreadableAnswer(error: unknown): boolean {
  if (!isApiError(error)) return true
  return error.kind === 'malformed' || (error.kind === 'http' && error.body === undefined)
}
