import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { notifications } from '@mantine/notifications'
import { staticMediaQueryList } from './media.ts'
import { settleRequests } from './requests.ts'
import { settleRouters } from './routers.ts'

// The DOM's part of a jsdom test file's setup, after src/testing/setup-node.ts (the mock backend and the API
// client, which the `unit-node` project's files get alone).

// Mantine needs these browser APIs that jsdom lacks. (Tests that declare `@vitest-environment node` have no window.)
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => staticMediaQueryList(query, false),
  })
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
  // Embla (the carousels) watches which slides are in view; jsdom lays nothing out, so nothing ever is.
  class IntersectionObserverStub {
    readonly root = null
    readonly rootMargin = '0px'
    readonly thresholds = [0]
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver
  Element.prototype.scrollIntoView ??= () => {}
  window.HTMLElement.prototype.scrollTo ??= () => {}
  // jsdom has window.scrollTo but only reports "Not implemented" on every call (a route change scrolls to the top).
  window.scrollTo = () => {}
  // jsdom has no 2D canvas: getContext answers null, as the canvas code expects (the game-play particles, the crash
  // game's scene), but first logs "Not implemented" with a stack, thousands of times in a run. The same null, silently.
  HTMLCanvasElement.prototype.getContext = () => null
}

// The home page (`/`, where many tests start) loads its lobby's code on first use: the first render of a test file
// takes a second or two while Vite transforms it, so the queries' waits allow for that.
configure({ asyncUtilTimeout: 4000 })

afterEach(async () => {
  // A navigation the test started (a redirect home) finishes before the next test and before the window goes.
  await settleRouters()
  cleanup()
  await settleRequests()
  // Mantine keeps toasts in a module-level store, which outlives the unmounted tree.
  notifications.clean()
})
