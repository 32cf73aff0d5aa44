import { afterAll, beforeAll } from 'vitest'
import { server } from './node.ts'
import { startMockServer, type MockServerOptions, type RunningMockServer } from './server.ts'

/**
 * mock:server on a free port for one test file, with msw/node's interception off meanwhile so requests reach the real
 * HTTP server (and put back after, for the next file of the worker). Returns the running server once it is up.
 */
export function runMockServerForFile(options: MockServerOptions = {}): () => RunningMockServer {
  let running: RunningMockServer | undefined
  beforeAll(async () => {
    server.close()
    running = await startMockServer({ port: 0, ...options })
  })
  afterAll(async () => {
    await running?.close()
    server.listen({ onUnhandledFrame: 'error' })
  })
  return () => {
    if (!running) throw new Error('mock:server is not running yet (use it inside a test or a later beforeAll)')
    return running
  }
}
