import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useAtom, useSetAtom } from 'jotai'
import type { AuthSession } from '@/api/auth.ts'
import { noticeText } from '@/shared/notice.ts'
import { authModalAtom, redirectAfterAuthAtom, signInAtom } from '@/shared/session.ts'
import { CATALOGUE_QUERY_KEY, PLAYER_QUERY_KEY } from '@/shared/queries.ts'
import { useToast } from '@/shared/toast.ts'
import { describeAuthFailure, type AuthKind } from './rules/failures.ts'

/** Shows the failure's notices and returns what the form should display. */
export function useAuthFailure(kind: AuthKind) {
  const { i18n } = useLingui()
  const toast = useToast()
  return useCallback(
    (error: unknown) => {
      const failure = describeAuthFailure(error, kind)
      toast.errors(failure.toasts)
      return { formError: noticeText(i18n, failure.formError), fields: failure.fields }
    },
    [i18n, kind, toast],
  )
}

/**
 * After a login or a registration: store token and user, show the success notice, close the modal, then go to the
 * remembered destination (clearing it) or else home after login and /profile/deposit after registration.
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
      // The catalogue's games carry the viewer's favorites.
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY })
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
