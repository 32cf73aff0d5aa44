import { act, waitFor } from '@testing-library/react'
import { expect, vi } from 'vitest'

/**
 * requestIdleCallback held back: what waits for the browser to be idle (useWhenIdle) runs once the test runs what was
 * queued (`runQueued`), or never. The test undoes it with `vi.unstubAllGlobals()`.
 */
export function holdIdleCallbacks() {
  const queued: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => queued.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
  return {
    queued,
    /** Runs every queued callback, once at least one is queued. */
    async runQueued() {
      await waitFor(() => expect(queued.length).toBeGreaterThan(0))
      act(() => queued.splice(0).forEach((callback) => callback()))
    },
  }
}
