import { useRef } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useAuthFailure, useCompleteAuth } from '../auth-result.ts'
import { loginMutationOptions, type LoginBody } from '../queries.ts'

export type { LoginBody }

export interface LoginFailure {
  formError: string
  fields: Record<string, string>
}

/**
 * POST auth/login with the session rules around it: success stores the session and moves on, failure
 * shows the notices and hands the form its line. A second submit while one is in flight is ignored:
 * the ref closes the gap before React re-renders with isPending.
 */
export function useLogin({ onFailure }: { onFailure: (failure: LoginFailure, error: unknown) => void }) {
  const completeAuth = useCompleteAuth()
  const showFailure = useAuthFailure('login')
  const inFlight = useRef(false)
  const mutation = useMutation({
    ...loginMutationOptions(),
    onSuccess: (session) => completeAuth(session, 'login'),
    onError: (error) => onFailure(showFailure(error), error),
    onSettled: () => {
      inFlight.current = false
    },
  })
  const submit = (body: LoginBody) => {
    if (inFlight.current || mutation.isPending) return
    inFlight.current = true
    mutation.mutate(body)
  }
  return { submit, isPending: mutation.isPending }
}
