import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react'

/**
 * One IntersectionObserver for every element that animates only while seen: the sports page has a live badge per
 * match, hundreds of them. Rebuilt when the global constructor changes (tests put their own in its place).
 */
let shared: { observer: IntersectionObserver; made: typeof IntersectionObserver } | undefined
const watchers = new Map<Element, (seen: boolean) => void>()

function watch(element: Element, onChange: (seen: boolean) => void): () => void {
  if (shared?.made !== IntersectionObserver) {
    shared = {
      made: IntersectionObserver,
      observer: new IntersectionObserver((entries) => {
        for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting)
      }),
    }
  }
  const { observer } = shared
  watchers.set(element, onChange)
  observer.observe(element)
  return () => {
    watchers.delete(element)
    observer.unobserve(element)
  }
}

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

const pageShown = () => document.visibilityState !== 'hidden'

/**
 * Whether an endless animation on `ref`'s element should run: the element is on screen and the tab is shown. Until
 * the observer's first report it is false (the animation starts a frame late rather than running unseen); without
 * IntersectionObserver it follows the tab alone. The element's CSS pauses it otherwise (`animation-play-state`), so
 * nothing repaints or recomposites for a marquee or a badge nobody sees.
 */
export function usePlaysWhenSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  const shown = useSyncExternalStore(subscribeToVisibility, pageShown, () => true)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    return watch(element, setSeen)
  }, [ref])
  return seen && shown
}
