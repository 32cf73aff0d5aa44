import { RUNTIME_CONFIG_URL, buildDefaults, setRuntimeConfig } from '@/api/runtime-config.ts'
import { fetchRuntimeConfig } from '@/api/runtime-config-schema.ts'
import { memoryStorage } from '../db/memory-storage.ts'
import { indexedDbBackend } from './stored-storage.ts'
import { installMockWorker, type WorkerScopeLike } from './worker-scope.ts'

/**
 * The demo's service worker (built into one classic script, `mock-sw.js`, by mocks/worker/vite-plugin.ts): the mock
 * backend itself, one for every tab of the site (docs/decisions/057-mock-in-the-service-worker.md). The mock's
 * modules are read only after the deployment's config.json is in force, since its handlers match the configured API
 * address (mocks/config.ts); the bundler inlines that import, so the script stays one file.
 */
// The service worker's global, as far as the worker uses it (the project's types are the page's, not a worker's).
const scope = globalThis as unknown as WorkerScopeLike

// MSW keeps its cookie jar in localStorage and refuses to start without one; a worker has none. The jar in memory is
// enough: the mock's answers set no cookie the app relies on (the session is a bearer token).
if (!('localStorage' in globalThis)) {
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true })
}

/** The paths below the site's base the mock answers, known once the configuration is read. */
let mockPaths: readonly string[] = []

installMockWorker(scope, {
  mockPaths: () => mockPaths,
  async start() {
    const reading = await fetchRuntimeConfig({ url: RUNTIME_CONFIG_URL, defaults: buildDefaults() })
    for (const problem of reading.problems) console.warn(`[mock worker] ${problem}`)
    setRuntimeConfig(reading)
    const [{ startWorkerMock }, { apiPathPrefix }] = await Promise.all([
      import('./mock-runtime.ts'),
      import('../config.ts'),
    ])
    const base = new URL('./', scope.location.href).pathname
    const api = apiPathPrefix.startsWith(base) ? apiPathPrefix.slice(base.length) : apiPathPrefix.replace(/^\//, '')
    mockPaths = [api, 'storage/', '__mock/']
    return startWorkerMock({ backend: indexedDbBackend() })
  },
})
