import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import type { Game } from '@/api/casino.ts'
import { authModalAtom, isAuthenticatedAtom, redirectAfterAuthAtom } from '@/shared/session.ts'
import { useFavoriteGame } from './queries.ts'
import { pendingFavoriteAtom, takePendingFavoriteAtom } from './state.ts'

/**
 * A game's favorite, as the card's heart and the game page's button toggle it. A player toggles it at once
 * (optimistic; a failure puts it back and says so: useFavoriteGame). A visitor gets the login modal and comes back to this page; the
 * favorite is then saved by the first toggle of that game on the page (pendingFavoriteAtom).
 */
export function useFavoriteToggle(game: Game): { isFavorite: boolean; toggle: () => void } {
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const setPending = useSetAtom(pendingFavoriteAtom)
  const takePending = useSetAtom(takePendingFavoriteAtom)
  const openModal = useSetAtom(authModalAtom)
  const setRedirect = useSetAtom(redirectAfterAuthAtom)
  // Read when the heart is pressed, not subscribed to: every card of a grid would render again at each change of
  // the address (a filter, a page) for a value only a visitor's press needs.
  const router = useRouter()
  const { mutate } = useFavoriteGame()
  const isFavorite = Boolean(game.hasFavorite)

  useEffect(() => {
    if (authenticated && takePending(game.id)) {
      mutate({ gameId: game.id, favorite: true })
    }
  }, [authenticated, game.id, mutate, takePending])

  const toggle = () => {
    if (!authenticated) {
      setPending(game.id)
      setRedirect(router.state.location.href)
      openModal('login')
      return
    }
    mutate({ gameId: game.id, favorite: !isFavorite })
  }

  return { isFavorite, toggle }
}
