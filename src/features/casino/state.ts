import { atom } from 'jotai'

/**
 * A game a visitor asked to favorite before logging in. The login modal opens; once the session exists, the first
 * card of that game on the page saves the favorite (taking it, so a second card of the same game does nothing).
 */
export const pendingFavoriteAtom = atom<number | null>(null)

/** Takes the pending favorite when it is this game: true once, for the first taker. */
export const takePendingFavoriteAtom = atom(null, (get, set, gameId: number): boolean => {
  if (get(pendingFavoriteAtom) !== gameId) return false
  set(pendingFavoriteAtom, null)
  return true
})

/**
 * Whether this app has drawn the lobby whole (home-page.tsx). Only a visit's first screen of the lobby draws its first
 * rows before the rest; a return to the lobby draws it whole at once, tall enough for the router to restore the
 * player's scroll into.
 */
export const lobbyDrawnWholeAtom = atom(false)
