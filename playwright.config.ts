import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, testBrowserPath } from './scripts/chromium.mjs'
import { LARAVEL_SERVER_ORIGIN, MOCK_SERVER_ORIGIN, PORTS } from './e2e/support.ts'
import { SCENARIO_STORAGE_KEY } from './mocks/scenarios.ts'

/**
 * End-to-end tests against production builds, never the dev server (what ships is what is tested):
 * - project `demo`: the deployed demo, `dist/` (mock backend on, in a service worker), served by `vite preview`
 *   without the app's config (scripts/serve-build.mjs);
 * - project `mock-server`: the mock-off build configured at deploy time to talk to `npm run mock:server`
 *   (`dist-e2e-server/`, a copy of `dist-nomock/` with its own config.json and policy: scripts/e2e-sites.ts), proving
 *   the app talks to a real HTTP backend over CORS, and that one build serves any backend without a rebuild.
 * The builds and the copy are made by scripts/test.mjs, not here. To iterate on specs: `npm test -- build e2e` once, then
 * `npm run test:e2e` (or `npx playwright test e2e/shell.spec.ts`) as often as needed.
 */
const root = fileURLToPath(new URL('.', import.meta.url))
for (const dir of ['dist', 'dist-e2e-server', 'dist-e2e-laravel']) {
  if (!existsSync(`${root}${dir}/index.html`)) {
    throw new Error(`${dir}/ is missing: build it first with \`npm test -- build e2e\` (see docs/testing.md).`)
  }
}

const DEMO_ORIGIN = `http://127.0.0.1:${PORTS.demo}`

const preview = (outDir: string, port: number) => ({
  command: `node scripts/serve-build.mjs ${outDir} ${port}`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 30_000,
})

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // A journey's bound, not a wait: the lobby now loads a few hundred cards on every visit to `/`, and the longest
  // journeys (five registration steps and a reload) took 34 s on the 2-core CI machine with two browsers running.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['line']] : [['list']],
  outputDir: './test-results',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Headless Chromium composites in software (SwiftShader): the lobby's winners marquee and the live badges'
    // endless animations cost about 40% of a core per open page, idle, which starved the other worker and made
    // page loads 5-7 times slower than a quiet machine's. The journeys test behaviour, not motion; the app honours
    // the preference (the marquee stands, the carousel does not autoplay), and the stories cover both.
    reducedMotion: 'reduce',
    // No trace in the suite: recording one keeps a DOM snapshot of the page around every action of every journey,
    // passing or not, and on the 2-core machine that was a sixth of the step's CPU (fifteen journeys: 296 s of CPU
    // and 163 s wall with traces kept on failure, 242 s and 138 s without). A failed journey keeps its screenshot
    // and the runner's log of the failing call; to see its trace, run it again with `--trace retain-on-failure`
    // (docs/testing.md, End to end). The screencast was already left out: encoding it cost the software compositor
    // more than the tests themselves.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: 'demo',
      testIgnore: /(mock-server|backend-dialect)\.spec\.ts/,
      use: {
        baseURL: DEMO_ORIGIN,
        // The demo answers with a product owner's latency (150-600 ms a call) unless told otherwise. A journey tests
        // behaviour, not waiting: every page starts with the scenario set to no latency, which took most of the
        // idle time out of the step. Loading states are the stories' and component tests' business; a journey that
        // is about waiting asks for it in its address (`?mock=slow`, `?mock=realistic`), which wins for that load.
        storageState: {
          cookies: [],
          origins: [
            {
              origin: DEMO_ORIGIN,
              localStorage: [{ name: SCENARIO_STORAGE_KEY, value: JSON.stringify({ latency: 'none', faults: {} }) }],
            },
          ],
        },
      },
    },
    {
      name: 'mock-server',
      testMatch: /mock-server\.spec\.ts/,
      // The app's own mock is compiled out of this build: no service worker may answer in its place.
      use: { baseURL: `http://127.0.0.1:${PORTS.mockServerApp}`, serviceWorkers: 'block' },
    },
    {
      // The same mock-off build configured for a backend in the original platform's dialect, with routes missing.
      name: 'laravel-backend',
      testMatch: /backend-dialect\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${PORTS.laravelApp}`, serviceWorkers: 'block' },
    },
  ],
  webServer: [
    preview('dist', PORTS.demo),
    preview('dist-e2e-server', PORTS.mockServerApp),
    preview('dist-e2e-laravel', PORTS.laravelApp),
    {
      command: `node scripts/run-ts.mjs mocks/server.ts --port ${PORTS.laravelServer} --dialect laravel`,
      url: `${LARAVEL_SERVER_ORIGIN}/api/categories`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/run-ts.mjs mocks/server.ts --port ${PORTS.mockServer}`,
      url: `${MOCK_SERVER_ORIGIN}/api/settings/data`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
