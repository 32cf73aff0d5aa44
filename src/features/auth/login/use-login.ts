import { useRef } from 'react'
import { useMutation } from '@tanstack/react-query'
import type * as v from 'valibot'
import { authLogin, type LoginBodySchema } from '@/api/auth.ts'
import { callApi } from '@/api/client.ts'
import { useAuthFailure, useCompleteAuth } from '../auth-result.ts'

export type LoginBody = v.InferInput<typeof LoginBodySchema>

export interface LoginFailure {
  formError: string
  fields: Record<string, string>
}

/**
 * POST auth/login with part 1 §4 and §8 around it: success stores the session and moves on, failure
 * shows the notices and hands the form its line. A second submit while one is in flight is ignored:
 * the ref closes the gap before React re-renders with isPending.
 */
export function useLogin({ onFailure }: { onFailure: (failure: LoginFailure) => void }) {
  const completeAuth = useCompleteAuth()
  const showFailure = useAuthFailure('login')
  const inFlight = useRef(false)
  const mutation = useMutation({
    mutationFn: (body: LoginBody) => callApi(authLogin, { body }),
    onSuccess: (session) => completeAuth(session, 'login'),
    onError: (error) => onFailure(showFailure(error)),
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
