import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element comes within `margin` of the screen, and from then on. A section far down the page waits for
 * it before it asks for its data, so the first screen's requests and images go first.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, ref, margin])
  return near
}
