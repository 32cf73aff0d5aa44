import type { Endpoint } from '@/api/define.ts'
import type { ApiError } from '@/api/errors.ts'

/**
 * The API client runs outside React, the session lives inside it: the client reports 401/403 here
 * (configureApi({ onAuthError: reportAuthError }) at boot) and the mounted SessionSupervisor acts.
 */
export interface AuthErrorEvent {
  error: ApiError
  endpointId: string
}

type Listener = (event: AuthErrorEvent) => void

const listeners = new Set<Listener>()
/**
 * The supervisor loads lazily after the first paint: a refusal that arrives before it listens is kept
 * (the latest one is enough, they all mean the same) and handed over when it subscribes.
 */
let undelivered: AuthErrorEvent | null = null

export function reportAuthError(error: ApiError, endpoint: Endpoint): void {
  const event = { error, endpointId: endpoint.id }
  if (listeners.size === 0) {
    undelivered = event
    return
  }
  for (const listener of listeners) listener(event)
}

export function subscribeAuthErrors(listener: Listener): () => void {
  listeners.add(listener)
  if (undelivered) {
    const event = undelivered
    undelivered = null
    listener(event)
  }
  return () => {
    listeners.delete(listener)
  }
}
