import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai'
import type * as v from 'valibot'
import { userChannel } from '@/api/broadcasting.ts'
import { subscribePrivate } from '@/api/realtime.ts'
import { userAtom } from './session.ts'

/**
 * Listens to one event on the logged-in player's private channel (`private-App.Models.User.{id}`) while the
 * component is mounted and `enabled`: the payload is parsed with `schema` at the boundary (a payload that breaks it
 * never reaches the handler), and the handler may change on every render without resubscribing.
 */
export function useUserChannelEvent<S extends v.GenericSchema>(
  event: string,
  schema: S,
  handler: (payload: v.InferOutput<S>) => void,
  { enabled = true }: { enabled?: boolean } = {},
): void {
  const userId = useAtomValue(userAtom)?.id
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    if (!enabled || userId === undefined) return
    return subscribePrivate(userChannel(userId), event, (payload) => latest.current(payload), schema)
  }, [enabled, userId, event, schema])
}
