import { act } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * An IntersectionObserver the test drives (jsdom lays nothing out, and src/testing/setup.ts's stub never reports):
 * `scrolled(element, onScreen)` is what the browser would report for the element. `installObserverFake()` puts a
 * constructor of its own in place for the test (vi.unstubAllGlobals() takes it out), since code may keep one observer
 * per constructor.
 */
export interface ObserverFake {
  /** The elements being watched, by any of the observers made. */
  watched(element: Element): boolean
  scrolled(element: Element, onScreen: boolean): void
  /** How many observers were made. */
  made(): number
}

export function installObserverFake(): ObserverFake {
  const observers: { callback: IntersectionObserverCallback; elements: Set<Element>; self: unknown }[] = []
  class Fake {
    readonly root = null
    readonly rootMargin = '0px'
    readonly thresholds = [0]
    private readonly elements = new Set<Element>()
    constructor(callback: IntersectionObserverCallback) {
      observers.push({ callback, elements: this.elements, self: this })
    }
    observe(element: Element) {
      this.elements.add(element)
    }
    unobserve(element: Element) {
      this.elements.delete(element)
    }
    disconnect() {
      this.elements.clear()
    }
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake)
  return {
    watched: (element) => observers.some((observer) => observer.elements.has(element)),
    made: () => observers.length,
    scrolled(element, onScreen) {
      for (const observer of observers.filter((one) => one.elements.has(element))) {
        act(() =>
          observer.callback(
            [{ target: element, isIntersecting: onScreen } as IntersectionObserverEntry],
            observer.self as IntersectionObserver,
          ),
        )
      }
    },
  }
}

/** Makes `document.visibilityState` what the test says and tells the page, as a switch of tabs does. */
export function fakeTabVisibility(): (state: DocumentVisibilityState) => void {
  let state: DocumentVisibilityState = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state)
  return (next) => {
    state = next
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
  }
}
