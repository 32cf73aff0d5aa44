import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai'
import type * as v from 'valibot'
import { userChannel } from '@/api/broadcasting.ts'
import { onPrivateSubscribed, subscribePrivate, subscribePublic } from '@/api/realtime.ts'
import { userAtom } from './session.ts'

/**
 * The two ways a component listens to the realtime server (docs/architecture.md, "Server state"): an event on the
 * logged-in player's private channel, or on a public channel every visitor may hear (the sportsbook's odds feed).
 * Both subscribe while the component is mounted and `enabled`, parse the payload with `schema` at the boundary (a
 * payload that breaks it never reaches the handler), and let the handler change on every render without
 * resubscribing.
 */

/** The latest handler, read when an event arrives: a new closure per render must not resubscribe. */
function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  })
  return latest
}

/**
 * One event on `private-App.Models.User.{id}` of the logged-in player; a visitor listens to nothing. `onSubscribed`
 * runs each time the server accepts the subscription (at first and after a reconnection): an event sent before that
 * was lost, so a screen that waits on one asks for the state then.
 */
export function useUserChannelEvent<S extends v.GenericSchema>(
  event: string,
  schema: S,
  handler: (payload: v.InferOutput<S>) => void,
  { enabled = true, onSubscribed }: { enabled?: boolean; onSubscribed?: () => void } = {},
): void {
  const userId = useAtomValue(userAtom)?.id
  const latest = useLatest(handler)
  const latestSubscribed = useLatest(onSubscribed)
  useEffect(() => {
    if (!enabled || userId === undefined) return
    const channel = userChannel(userId)
    const stopSubscribed = onPrivateSubscribed(channel, () => latestSubscribed.current?.())
    const unsubscribe = subscribePrivate(channel, event, (payload) => latest.current(payload), schema)
    return () => {
      unsubscribe()
      stopSubscribed()
    }
  }, [enabled, userId, event, schema, latest, latestSubscribed])
}

/** One event on a public channel (no signature, logged in or not). */
export function usePublicChannelEvent<S extends v.GenericSchema>(
  channel: string,
  event: string,
  schema: S,
  handler: (payload: v.InferOutput<S>) => void,
  { enabled = true }: { enabled?: boolean } = {},
): void {
  const latest = useLatest(handler)
  useEffect(() => {
    if (!enabled) return
    return subscribePublic(channel, event, (payload) => latest.current(payload), schema)
  }, [enabled, channel, event, schema, latest])
}
