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
