/**
 * A test can end with a request still out (a delayed answer, a timeout under way). Its failure would land in the next
 * test of the worker (a worker's files share it: `isolate: false`, docs/testing.md), as a toast over that test's
 * screen. So every request a test makes is tied to the test: when it ends, the ones still out are aborted and
 * settle, their callers' handlers run, and src/testing/setup.ts cleans the toasts they raised.
 */
const inFlight = new Set<Promise<unknown>>()
let testRequests = new AbortController()

/** Wraps the global fetch (MSW's, after `server.listen()`) so every request also listens to the test's signal. */
export function tieRequestsToTests(): void {
  const fetchOfTheMock = globalThis.fetch
  globalThis.fetch = (input, init) => {
    // The caller's own signal (ky's rides on the Request) still aborts it: a signal in init would replace that one.
    const own = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    const signal = own ? AbortSignal.any([own, testRequests.signal]) : testRequests.signal
    const request = fetchOfTheMock(input, { ...init, signal })
    inFlight.add(request)
    const done = () => inFlight.delete(request)
    request.then(done, done)
    return request
  }
}

/** Aborts the requests the test left out and waits until they and their callers' handlers have settled. */
export async function settleRequests(): Promise<void> {
  testRequests.abort()
  testRequests = new AbortController()
  if (inFlight.size === 0) return
  await Promise.allSettled([...inFlight])
  // A mutation's onError (and its toast) runs after the rejection, within the next turn.
  await new Promise((resolve) => setImmediate(resolve))
}
