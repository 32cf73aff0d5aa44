import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { resetMockState, server } from '../../mocks/node.ts'
import { configureApi } from '@/api/client.ts'
import { resetDriftReports } from '@/api/drift.ts'
import { settleRequests, tieRequestsToTests } from './requests.ts'

// What every unit test file gets, in Node (project `unit-node`) as in jsdom (src/testing/setup.ts adds the DOM's
// part): the mock backend through msw/node, reset before each test, and the API client's defaults after it.

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))

// Every request of a test is tied to it: the ones still out when it ends are aborted and settle before the next test
// (src/testing/requests.ts). After listen(): MSW puts its own fetch in place there.
beforeAll(tieRequestsToTests)
// Every test starts from the seeded mock: fresh database, clock stopped at the reference date, no latency or faults.
// The contract-drift reports are once per page load (src/api/drift.ts): each test is a page load of its own, and files
// share a worker's modules (`isolate: false`), so the record starts empty too.
beforeEach(() => {
  resetMockState()
  resetDriftReports()
})
// Registered before the DOM's afterEach in setup.ts, so it runs after it (Vitest runs afterEach hooks last-first):
// a page the DOM part unmounts has stopped asking the mock before the handlers are reset.
afterEach(async () => {
  await settleRequests()
  server.resetHandlers()
  globalThis.localStorage?.clear()
  configureApi({ getToken: () => null, onAuthError: undefined, timeout: 15_000 })
})
afterAll(() => server.close())
