import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { notifications } from '@mantine/notifications'
import { resetMockState, server } from '../../mocks/node.ts'
import { configureApi } from '@/api/client.ts'
import { settleRouters } from './routers.ts'

// Mantine needs these browser APIs that jsdom lacks. (Tests that declare `@vitest-environment node`, such as the
// scripts' tests, have no window at all.)
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
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
}

// The home page (`/`, where many tests start) loads its lobby's code on first use: the first render of a test file
// takes a second or two while Vite transforms it, so the queries' waits allow for that.
configure({ asyncUtilTimeout: 4000 })

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
// Every test starts from the seeded mock: fresh database, clock stopped at the reference date, no latency or faults.
beforeEach(() => resetMockState())
afterEach(async () => {
  // A navigation the test started (a redirect home) finishes before the next test and before the window goes.
  await settleRouters()
  cleanup()
  // Mantine keeps toasts in a module-level store, which outlives the unmounted tree.
  notifications.clean()
  server.resetHandlers()
  globalThis.localStorage?.clear()
  configureApi({ getToken: () => null, onAuthError: undefined, timeout: 15_000 })
})
afterAll(() => server.close())
