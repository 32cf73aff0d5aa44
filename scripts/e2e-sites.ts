// The sites the end-to-end tests serve besides the demo (`dist/`): copies of the mock-off build (`dist-nomock/`),
// configured at deploy time (scripts/configure.ts) rather than built again, which proves that one build serves any
// backend. scripts/test.mjs runs this after the builds; playwright.config.ts serves the copies.
import { resolve } from 'node:path'
import { configuredCopy, describeReport, type ConfigPatch } from './configure.ts'

const root = resolve(import.meta.dirname, '..')

// The ports of e2e/support.ts (PORTS.mockServer), moved by E2E_PORT_OFFSET for a second checkout on one machine.
const mockServerPort = 4010 + Number(process.env.E2E_PORT_OFFSET ?? 0)
// PORTS.laravelServer: the same mock answering in the original Laravel platform's dialect.
const laravelServerPort = 4011 + Number(process.env.E2E_PORT_OFFSET ?? 0)

/** Each configured copy: its folder and what its config.json says on top of the mock-off build's. */
export const E2E_SITES: ReadonlyArray<{ folder: string; config: ConfigPatch }> = [
  {
    // `npm run mock:server`, over CORS on another origin, with its websocket beside it (mock-server.spec.ts).
    folder: 'dist-e2e-server',
    config: {
      apiBaseUrl: `http://127.0.0.1:${mockServerPort}/api/`,
      realtime: { wsHost: '127.0.0.1', wsPort: mockServerPort, wssPort: null, forceTLS: false, key: 'jogada' },
    },
  },
  {
    // `npm run mock:server -- --dialect laravel`: a backend in another dialect, some routes missing
    // (backend-dialect.spec.ts). The build is the same; only this file differs.
    folder: 'dist-e2e-laravel',
    config: {
      apiBaseUrl: `http://127.0.0.1:${laravelServerPort}/api/`,
      realtime: { wsHost: '127.0.0.1', wsPort: laravelServerPort, wssPort: null, forceTLS: false, key: 'jogada' },
    },
  },
]

export function main(): number {
  for (const site of E2E_SITES) {
    const report = configuredCopy({
      from: resolve(root, 'dist-nomock'),
      to: resolve(root, site.folder),
      config: site.config,
    })
    console.log(describeReport(report))
  }
  return 0
}
