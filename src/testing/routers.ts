import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/** The routers renderRoute made in the current test (setup.ts lets their loads end before the next test). */
const routers = new Set<{ state: { status: string } }>()

export function trackRouter(router: { state: { status: string } }): void {
  routers.add(router)
}

/** Longer than any loader's own bounded wait (the home waits at most 1.5 s for its first screen). */
const SETTLE_TIMEOUT_MS = 1600

/**
 * Waits until every router of the test has finished its load, so that no loader (the home's wait for its first
 * screen) settles after the test's window is gone; then forgets them. A load the test holds on purpose (a page's
 * data never answered) is left as it is after that wait.
 */
export async function settleRouters(): Promise<void> {
  const pending = [...routers]
  routers.clear()
  await Promise.all(
    pending.map((router) =>
      waitFor(() => expect(router.state.status).toBe('idle'), { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined),
    ),
  )
}
