import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { signOutAtom } from './session.ts'
import { CATALOGUE_QUERY_KEY, PLAYER_QUERY_KEY } from './queries.ts'

let ending = false

/**
 * The server has already ended this session (a break or an exclusion just taken) and the app is leaving its page
 * before clearing it here: a 401 of a call still carrying the token (the home page loading) is the expected end,
 * not a reason to ask for a login. useEndSession clears the mark.
 */
export function markSessionEnding(): void {
  ending = true
}

export function isSessionEnding(): boolean {
  return ending
}

/**
 * Ends the session on this device: token and user cleared (memory and storage) and every player-scoped query
 * dropped, so another player never sees them (this also ends the wallet's periodic refresh); the catalogue, whose
 * games carry the viewer's favorites, is asked again.
 */
export function useEndSession() {
  const signOut = useSetAtom(signOutAtom)
  const queryClient = useQueryClient()
  return useCallback(() => {
    signOut()
    ending = false
    queryClient.removeQueries({ queryKey: PLAYER_QUERY_KEY })
    void queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY })
  }, [queryClient, signOut])
}
