import { useCallback, useEffect, useState, type RefObject } from 'react'

export interface Fullscreen {
  /** The browser can put an element in fullscreen (iOS Safari on a phone cannot). */
  supported: boolean
  /** Something is in fullscreen now: what the browser says, updated on every `fullscreenchange`. */
  active: boolean
  enter: () => void
  exit: () => void
}

const isActive = () => typeof document !== 'undefined' && document.fullscreenElement != null

/**
 * Fullscreen for the game screen's element. The state follows the browser's `fullscreenchange`, so leaving with
 * Escape or the browser's own control shows the right button too. A refused request (no user gesture, a policy)
 * changes nothing and says nothing: the button stays as it was.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const [active, setActive] = useState(isActive)
  useEffect(() => {
    const follow = () => setActive(isActive())
    document.addEventListener('fullscreenchange', follow)
    return () => document.removeEventListener('fullscreenchange', follow)
  }, [])
  const enter = useCallback(() => {
    const element = target.current
    if (!element || typeof element.requestFullscreen !== 'function') return
    element.requestFullscreen().catch(() => undefined)
  }, [target])
  const exit = useCallback(() => {
    if (!isActive() || typeof document.exitFullscreen !== 'function') return
    document.exitFullscreen().catch(() => undefined)
  }, [])
  return { supported: document.fullscreenEnabled === true, active, enter, exit }
}
