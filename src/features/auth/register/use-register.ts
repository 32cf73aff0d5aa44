import { useCallback, useRef } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RegisterBody } from '@/api/auth.ts'
import { authRegister } from '@/api/auth.ts'
import { callApi } from '@/api/client.ts'
import { useAuthFailure, useCompleteAuth } from '../auth-result.ts'
import { phoneExistsQueryOptions } from './queries.ts'

export type RegisterOutcome =
  | { ok: true }
  | { ok: false; formError: string; fields: Record<string, string> }

/**
 * auth/register for the modal and the page: part 1 §8 failures (notices, the form's line, per-field messages)
 * and part 1 §4 success (store, notice, close, go on). Resolves to null for a submit made while one is in flight:
 * the ref, not the render's isPending, guards it, because two clicks can land before React re-renders.
 */
export function useRegister() {
  const describeFailure = useAuthFailure('register')
  const completeAuth = useCompleteAuth()
  const inFlight = useRef(false)
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (body: RegisterBody) => callApi(authRegister, { body }),
  })

  const register = useCallback(
    async (body: RegisterBody): Promise<RegisterOutcome | null> => {
      if (inFlight.current) return null
      inFlight.current = true
      let session
      try {
        session = await mutateAsync(body)
      } catch (error) {
        return { ok: false, ...describeFailure(error) }
      } finally {
        inFlight.current = false
      }
      await completeAuth(session, 'register')
      return { ok: true }
    },
    [completeAuth, describeFailure, mutateAsync],
  )

  return { register, isPending }
}

/** Whether the phone (digits) is already registered; a failed check counts as not existing (part 1 §5). */
export function usePhoneExistsCheck() {
  const queryClient = useQueryClient()
  return useCallback(
    (digits: string) =>
      queryClient.fetchQuery(phoneExistsQueryOptions(digits)).then(
        (answer) => answer.exists,
        () => false,
      ),
    [queryClient],
  )
}
