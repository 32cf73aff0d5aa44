import { useCallback, useRef } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RegisterBody } from '@/api/auth.ts'
import { useAuthFailure, useCompleteAuth } from '../auth-result.ts'
import { phoneExistsQueryOptions, registerMutationOptions } from '../queries.ts'

export type RegisterOutcome = { ok: true } | { ok: false; formError: string; fields: Record<string, string> }

/**
 * auth/register for the modal and the page: failures as notices, the form's line and per-field messages
 * (rules/failures.ts); success stores the session, says so, closes the modal and goes on. Resolves to null for a submit made while one is in flight:
 * the ref, not the render's isPending, guards it, because two clicks can land before React re-renders.
 */
export function useRegister() {
  const describeFailure = useAuthFailure('register')
  const completeAuth = useCompleteAuth()
  const inFlight = useRef(false)
  const { mutateAsync, isPending } = useMutation(registerMutationOptions())

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

/** Whether the phone (digits) is already registered; a failed check counts as not existing (it must not block a sign-up). */
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
