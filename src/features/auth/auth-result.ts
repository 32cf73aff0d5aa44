import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useAtom, useSetAtom } from 'jotai'
import type { AuthSession } from '@/api/auth.ts'
import { fieldErrors, isApiError } from '@/api/errors.ts'
import { authModalAtom, redirectAfterAuthAtom, signInAtom } from '@/shared/session.ts'
import { PLAYER_QUERY_KEY } from '@/shared/wallet.ts'
import { useToast } from '@/shared/toast.ts'

export type AuthKind = 'login' | 'register'

/** What a failed login or registration shows: notices, the line in the form, and per-field errors. */
export interface AuthFailure {
  toasts: Array<string | MessageDescriptor>
  formError: string | MessageDescriptor
  fields: Record<string, string>
}

const texts = {
  login: {
    unexpected: msg`Um erro inesperado ocorreu durante o login.`,
    fallback: msg`Erro ao fazer login.`,
  },
  register: {
    unexpected: msg`Um erro inesperado ocorreu durante o cadastro.`,
    fallback: msg`Erro ao realizar cadastro.`,
  },
}
const unreadable = msg`Erro ao processar resposta do servidor.`
const noResponse = msg`Erro de conexão. Verifique sua internet e tente novamente.`

/**
 * Part 1 §8, in order: a body of field messages (every one a notice, the first in the form); an
 * unreadable body; a body with a message; otherwise the generic text; no response at all.
 */
export function describeAuthFailure(error: unknown, kind: AuthKind): AuthFailure {
  const t = texts[kind]
  if (!isApiError(error)) return { toasts: [t.unexpected], formError: unreadable, fields: {} }
  if (error.kind === 'network' || error.kind === 'timeout') return { toasts: [noResponse], formError: noResponse, fields: {} }
  // A 2xx that broke the contract, or an error answer that was not JSON.
  if (error.kind === 'malformed' || error.body === undefined) {
    return { toasts: [t.unexpected], formError: unreadable, fields: {} }
  }
  const fields = fieldErrors(error.body)
  const fieldMessages = Object.values(fields).length > 0 ? error.messages : []
  if (fieldMessages.length > 0) {
    return { toasts: fieldMessages, formError: fieldMessages[0] ?? t.fallback, fields }
  }
  const [message] = error.messages
  const text = message ?? t.fallback
  return { toasts: [text], formError: text, fields: {} }
}

/** Shows the failure's notices and returns what the form should display. */
export function useAuthFailure(kind: AuthKind) {
  const { i18n } = useLingui()
  const toast = useToast()
  return useCallback(
    (error: unknown) => {
      const failure = describeAuthFailure(error, kind)
      const text = (m: string | MessageDescriptor) => (typeof m === 'string' ? m : i18n._(m))
      toast.errors(failure.toasts.map(text))
      return { formError: text(failure.formError), fields: failure.fields }
    },
    [i18n, kind, toast],
  )
}

/**
 * Part 1 §4: store token and user, show the success notice, close the modal, then go to the remembered
 * destination (clearing it) or else home after login and /profile/deposit after registration.
 */
export function useCompleteAuth() {
  const { t } = useLingui()
  const toast = useToast()
  const signIn = useSetAtom(signInAtom)
  const setModal = useSetAtom(authModalAtom)
  const [redirectAfterAuth, setRedirectAfterAuth] = useAtom(redirectAfterAuthAtom)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(
    async (session: AuthSession, kind: AuthKind) => {
      signIn({ token: session.access_token, user: session.user })
      // Another player's cached wallet or profile must never show.
      queryClient.removeQueries({ queryKey: PLAYER_QUERY_KEY })
      toast.success(kind === 'login' ? t`Login realizado com sucesso!` : t`Cadastro realizado com sucesso!`)
      setModal(null)
      if (redirectAfterAuth) {
        setRedirectAfterAuth(null)
        await navigate({ href: redirectAfterAuth })
      } else if (kind === 'login') {
        await navigate({ to: '/{-$action}', params: { action: undefined } })
      } else {
        await navigate({ to: '/profile/deposit' })
      }
    },
    [navigate, queryClient, redirectAfterAuth, setModal, setRedirectAfterAuth, signIn, t, toast],
  )
}
