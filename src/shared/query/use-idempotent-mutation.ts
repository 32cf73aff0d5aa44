import { useCallback, useRef } from 'react'
import { useMutation, type MutateOptions, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query'
import { isApiError } from '@/api/errors.ts'

export interface IdempotentMutationOptions<TData, TInput> extends Omit<
  UseMutationOptions<TData, unknown, TInput>,
  'mutationFn'
> {
  /** Sends the request with this Idempotency-Key (src/api/client.ts passes it for endpoints marked idempotent). */
  mutationFn: (input: TInput, idempotencyKey: string) => Promise<TData>
  /** Which inputs are the same money action (default: the input as JSON). */
  fingerprint?: (input: TInput) => string
}

export type IdempotentMutation<TData, TInput> = UseMutationResult<TData, unknown, TInput> & {
  /** Sends, unless this action is already on its way: a second click or Enter while sending does nothing. */
  submit: (input: TInput, callbacks?: MutateOptions<TData, unknown, TInput>) => void
}

/**
 * The one way a money action (deposit, withdrawals, coupon) is sent, so that retrying it is safe:
 * - a second submit while one is in flight is ignored (a ref, so even two clicks in one frame send once);
 * - each action gets a fresh Idempotency-Key, and the same key is sent again only when the previous attempt of the
 *   same action got no answer at all (network down, timeout): that attempt may have reached the server, which then
 *   answers the retry with the first result instead of moving the money twice. Any answer, success or refusal,
 *   ends the key, so the next deposit of the same amount is a new one.
 */
export function useIdempotentMutation<TData, TInput>({
  mutationFn,
  fingerprint = (input) => JSON.stringify(input),
  ...options
}: IdempotentMutationOptions<TData, TInput>): IdempotentMutation<TData, TInput> {
  const unanswered = useRef<{ fingerprint: string; key: string } | null>(null)
  const inFlight = useRef(false)
  const mutation = useMutation<TData, unknown, TInput>({
    ...options,
    mutationFn: async (input) => {
      const print = fingerprint(input)
      const previous = unanswered.current
      const key = previous?.fingerprint === print ? previous.key : crypto.randomUUID()
      try {
        const answer = await mutationFn(input, key)
        unanswered.current = null
        return answer
      } catch (error) {
        unanswered.current = gotNoAnswer(error) ? { fingerprint: print, key } : null
        throw error
      } finally {
        inFlight.current = false
      }
    },
  })
  const { mutate } = mutation
  const submit = useCallback(
    (input: TInput, callbacks?: MutateOptions<TData, unknown, TInput>) => {
      if (inFlight.current) return
      inFlight.current = true
      mutate(input, callbacks)
    },
    [mutate],
  )
  return { ...mutation, submit }
}

/** A failure after which the request may still have reached the server. */
export function gotNoAnswer(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
}
