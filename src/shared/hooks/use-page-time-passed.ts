import { useEffect, useState } from 'react'

/**
 * False until the page has been open `atMs` milliseconds (`performance.now()`, counted from the navigation), then
 * true. A part that waits for it and mounts later finds it true at once: the wait belongs to the visit's start,
 * not to each mount. An infinite `atMs` never passes.
 */
export function usePageTimePassed(atMs: number): boolean {
  const [passed, setPassed] = useState(() => performance.now() >= atMs)
  useEffect(() => {
    // Never (an infinite or unknown moment): a timer would take it for 0 and fire at once.
    if (passed || !Number.isFinite(atMs)) return
    const id = setTimeout(() => setPassed(true), Math.max(0, atMs - performance.now()))
    return () => clearTimeout(id)
  }, [atMs, passed])
  return passed
}
