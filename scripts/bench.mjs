// `npm run bench`: Lighthouse (mobile, performance only) on
//   1. the deployed demo: `dist/` (mock backend on, in a service worker), served by `vite preview`;
//   2. the mock-off build against `npm run mock:server`, i.e. the app as it runs against a real backend.
// Prints performance score, FCP, LCP, TBT and CLS for each, and keeps the JSON reports in .lighthouse/.
// Not part of `npm test`: timings depend on the machine, sizes (scripts/size-budget.mjs) do not.
// Options: --runs N (median of N runs per target, default 1), --no-build (reuse dist/ and dist-e2e-server/).
// First, without a browser, the casino mock's own costs (scripts/bench-search.ts: catalogue build, search p50/p95)
// and the demo games' RTP over 1,000,000 rounds each (scripts/bench-rtp.ts, fails the bench when a game is off);
// --search-only stops after both, --rtp-only runs the RTP simulation alone.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { benchProcesses } from './bench-processes.mjs'
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const runs = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 1)
const build = !args.includes('--no-build')

if (!args.includes('--rtp-only')) {
  const searchBench = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/bench-search.ts'], { cwd: root, stdio: 'inherit' })
  if (searchBench.status !== 0) process.exit(searchBench.status ?? 1)
  console.log('')
}
const rtpBench = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/bench-rtp.ts'], { cwd: root, stdio: 'inherit' })
if (rtpBench.status !== 0) process.exit(rtpBench.status ?? 1)
if (args.includes('--search-only') || args.includes('--rtp-only')) process.exit(0)
console.log('')

const chromium = findChromium()
if (!chromium) {
  console.error('bench: no Chromium found (npm run browsers installs it, or set CHROMIUM_PATH).')
  process.exit(1)
}

const PORTS = { demo: 4401, mockServerApp: 4402, mockServer: 4010 }
const scratch = mkdtempSync(join(tmpdir(), 'jogada-bench-'))
const reportsDir = join(root, '.lighthouse')
mkdirSync(reportsDir, { recursive: true })
const env = {
  ...process.env,
  // chrome-launcher makes its profile in TMPDIR and Chromium leaves org.chromium.* there: keep both contained.
  TMPDIR: scratch,
  CHROME_PATH: chromium,
  PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(delimiter),
}

const { start, runToEnd, waitFor } = benchProcesses({ root, env, scratch, label: 'bench' })

async function lighthouse(name, url, run) {
  const output = join(reportsDir, `${name}-${run}.json`)
  const code = await runToEnd('lighthouse', [
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    '--quiet',
  ])
  if (code !== 0) throw new Error(`bench: lighthouse failed on ${url} (exit ${code})`)
  const report = JSON.parse(readFileSync(output, 'utf8'))
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

if (build) {
  const mockServerApi = `http://127.0.0.1:${PORTS.mockServer}/api/`
  for (const [outDir, extraEnv] of [
    ['dist', {}],
    [
      'dist-e2e-server',
      {
        VITE_API_MOCKING: 'false',
        VITE_API_BASE_URL: mockServerApi,
        VITE_REALTIME_URL: `ws://127.0.0.1:${PORTS.mockServer}/app/jogada`,
      },
    ],
  ]) {
    const code = await runToEnd('vite', ['build', '--outDir', outDir, '--logLevel', 'warn'], extraEnv)
    if (code !== 0) process.exit(code)
  }
}

const preview = (outDir, port) =>
  start('vite', ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'])
preview('dist', PORTS.demo)
preview('dist-e2e-server', PORTS.mockServerApp)
start('node', ['scripts/run-ts.mjs', 'mocks/server.ts', '--port', String(PORTS.mockServer)])

const targets = [
  { name: 'demo (mock on)', file: 'demo', url: `http://127.0.0.1:${PORTS.demo}/` },
  { name: 'mock-off + mock:server', file: 'mock-server', url: `http://127.0.0.1:${PORTS.mockServerApp}/` },
]
await Promise.all([
  ...targets.map((target) => waitFor(target.url)),
  waitFor(`http://127.0.0.1:${PORTS.mockServer}/api/settings/data`),
])

const rows = []
for (const target of targets) {
  const results = []
  for (let run = 1; run <= runs; run += 1) {
    console.log(`bench: ${target.name}, run ${run}/${runs}…`)
    results.push(await lighthouse(target.file, target.url, run))
  }
  rows.push({
    target: target.name,
    score: String(median(results.map((r) => r.score))),
    fcp: `${(median(results.map((r) => r.fcp)) / 1000).toFixed(2)} s`,
    lcp: `${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s`,
    tbt: `${Math.round(median(results.map((r) => r.tbt)))} ms`,
    cls: median(results.map((r) => r.cls)).toFixed(3),
  })
}

const headers = { target: 'target (Lighthouse mobile)', score: 'perf', fcp: 'FCP', lcp: 'LCP', tbt: 'TBT', cls: 'CLS' }
const widths = Object.fromEntries(
  Object.keys(headers).map((key) => [key, Math.max(...[headers, ...rows].map((row) => row[key].length))]),
)
const line = (row) => Object.keys(headers).map((key) => row[key].padEnd(widths[key])).join('  ')
console.log(`\n${line(headers)}`)
console.log(Object.values(widths).map((w) => '-'.repeat(w)).join('  '))
for (const row of rows) console.log(line(row))
console.log(`\nreports: ${reportsDir}/ (median of ${runs} run(s) per target)`)
process.exit(0)
