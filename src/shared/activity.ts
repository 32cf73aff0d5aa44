/**
 * The player's activity that the page's own event listeners cannot see: a round played or a bet placed inside a game
 * frame reaches the page only as a message, so the game-play and sports features call markActivity() when one
 * happens. The inactivity watcher (src/features/protection/inactivity) listens here as well as to the page's pointer,
 * key, touch and scroll events.
 */
type Listener = () => void

const listeners = new Set<Listener>()

export function markActivity(): void {
  for (const listener of listeners) listener()
}

export function subscribeActivity(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
