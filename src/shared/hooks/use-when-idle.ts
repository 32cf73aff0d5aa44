import { startTransition, useEffect, useState } from 'react'

/** The longest a part waits for the browser to be idle (requestIdleCallback's `timeout`). */
export const IDLE_TIMEOUT_MS = 1000

/**
 * False until the browser, after this component mounted, has a moment to spare (`requestIdleCallback`), then true.
 * For the parts of the shell a first screen does not show (the footer, the cookie notice, the modal hosts): their
 * chunks then download and render after the page's largest paint, not in the way of it. Browsers without
 * requestIdleCallback get a macrotask instead.
 */
export function useWhenIdle({
  transition = false,
}: {
  /** The render that follows is a transition, which React splits into slices between frames: for a long one. */
  transition?: boolean
} = {}): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const show = () => (transition ? startTransition(() => setIdle(true)) : setIdle(true))
    const { requestIdleCallback: request, cancelIdleCallback: cancel } = globalThis
    if (typeof request === 'function' && typeof cancel === 'function') {
      const id = request(show, { timeout: IDLE_TIMEOUT_MS })
      return () => cancel(id)
    }
    const id = setTimeout(show, 0)
    return () => clearTimeout(id)
  }, [transition])
  return idle
}
