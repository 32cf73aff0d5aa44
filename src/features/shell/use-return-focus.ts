import { useRef } from 'react'

/**
 * The lazily loaded menus mount already open, after the button the player pressed was replaced, so
 * Mantine's own focus return has nothing to go back to. On close, focus goes to the menu's target
 * unless the player already put it somewhere else (clicked another control).
 */
export function useReturnFocus<T extends HTMLElement>() {
  const targetRef = useRef<T>(null)
  const returnFocus = () => {
    requestAnimationFrame(() => {
      const active = document.activeElement
      const lost = !active || active === document.body || active.closest('[role="menu"]') !== null
      if (lost) targetRef.current?.focus()
    })
  }
  return { targetRef, returnFocus }
}
