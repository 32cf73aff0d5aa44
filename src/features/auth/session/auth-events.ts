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

export function reportAuthError(error: ApiError, endpoint: Endpoint): void {
  for (const listener of listeners) listener({ error, endpointId: endpoint.id })
}

export function subscribeAuthErrors(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
