// `npm run bench`: the first screen of three builds, side by side:
//   1. the floor (scripts/bench-floor/): the app's stack drawing the lobby's first screen as static cards, nothing
//      else; what the app costs beyond it is its own start-up;
//   2. the mock-off build against `npm run mock:server`, i.e. the app as it runs against a real backend;
//   3. the deployed demo: `dist/` (mock backend on, in a service worker), served by `vite preview`.
// For each: the main-thread CPU of the first 10 s from a Chromium trace (scripts/bench-trace.mjs; CPU time, so it
// holds under load) and from the same trace the blocking time by CPU (Lighthouse's TBT counted by thread time), and
// Lighthouse (mobile, performance only): performance score, FCP, LCP, TBT and CLS. Then the
// ratios demo/mock-off and mock-off/floor of the CPU, against their targets (docs/performance.md). The Lighthouse
// reports and the traces are kept in .lighthouse/.
// Not part of `npm test`: timings depend on the machine, sizes (scripts/size-budget.mjs) do not.
// Options: --runs N (median of N runs per target, default 1; the targets take turns within each run, so a change in
// the machine's load falls on all three), --no-build (reuse dist/ and dist-e2e-server/; the floor is built on every
// run), --cpu-only (no Lighthouse), --pages-only (skip the two benches below), --lantern (what each Lighthouse LCP
// is made of: scripts/lantern-lcp.mjs); E2E_PORT_OFFSET moves every server's port, as for the end-to-end tests.
// First, without a browser, the casino mock's own costs (scripts/bench-search.ts: catalogue build, search p50/p95)
// and the demo games' RTP over 1,000,000 rounds each (scripts/bench-rtp.ts, fails the bench when a game is off);
// --search-only stops after both, --rtp-only runs the RTP simulation alone.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { benchProcesses } from './bench-processes.mjs'
import { median, ratioText, textTable, traceFirstScreen } from './bench-trace.mjs'
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs'
import { lcpGraphSummary, lcpGraphText } from './lantern-lcp.mjs'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const option = (name) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined)
const runs = Math.max(1, option('--runs') || 1)
const build = !args.includes('--no-build')
const cpuOnly = args.includes('--cpu-only')
const lantern = args.includes('--lantern')
// Every server's port moved, as the end-to-end tests' are, for a second checkout on one machine.
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0)

if (!args.includes('--pages-only')) {
  if (!args.includes('--rtp-only')) {
    const searchBench = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/bench-search.ts'], {
      cwd: root,
      stdio: 'inherit',
    })
    if (searchBench.status !== 0) process.exit(searchBench.status ?? 1)
    console.log('')
  }
  const rtpBench = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/bench-rtp.ts'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (rtpBench.status !== 0) process.exit(rtpBench.status ?? 1)
  if (args.includes('--search-only') || args.includes('--rtp-only')) process.exit(0)
  console.log('')
}

const chromium = findChromium()
if (!chromium) {
  console.error('bench: no Chromium found (npm run browsers installs it, or set CHROMIUM_PATH).')
  process.exit(1)
}

const PORTS = Object.fromEntries(
  Object.entries({ demo: 4401, mockServerApp: 4402, floor: 4403, mockServer: 4010 }).map(([name, port]) => [
    name,
    port + portOffset,
  ]),
)
const mockServerApi = `http://127.0.0.1:${PORTS.mockServer}/api/`
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
  const code = await runToEnd(
    'lighthouse',
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      '--quiet',
      // Lighthouse writes its simulated graphs beside the report only with both.
      ...(lantern ? ['--save-assets'] : []),
    ],
    lantern ? { LANTERN_DEBUG: '1' } : {},
  )
  if (code !== 0) throw new Error(`bench: lighthouse failed on ${url} (exit ${code})`)
  if (lantern) {
    for (const graph of ['optimistic', 'pessimistic']) {
      const file = output.replace(/\.json$/, `-${graph}LargestContentfulPaint.trace.json`)
      const trace = JSON.parse(readFileSync(file, 'utf8'))
      console.log(`  LCP, ${graph} graph: ${lcpGraphText(lcpGraphSummary(trace.traceEvents ?? trace))}`)
    }
  }
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

if (build) {
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

start('node', ['scripts/run-ts.mjs', 'mocks/server.ts', '--port', String(PORTS.mockServer)])
// It builds its catalogue first: on a busy machine that took beyond the 30 s the previews are given.
await waitFor(`${mockServerApi}settings/data`, 120_000)

// The floor's screen is read from the mock server's answers when it is built (scripts/bench-floor/vite.config.ts),
// on every run, --no-build too: a few seconds, and its images then name this run's mock server.
const FLOOR_CONFIG = 'scripts/bench-floor/vite.config.ts'
const FLOOR_OUT = join(root, 'dist-bench-floor')
const floorBuild = await runToEnd(
  'vite',
  ['build', '--config', FLOOR_CONFIG, '--outDir', FLOOR_OUT, '--logLevel', 'warn'],
  { FLOOR_API_BASE_URL: mockServerApi },
)
if (floorBuild !== 0) process.exit(floorBuild)

// Served as the end-to-end tests serve them (scripts/serve-build.mjs: `vite preview` without a config to load).
const preview = (outDir, port) => start('node', ['scripts/serve-build.mjs', outDir, String(port)])
preview('dist', PORTS.demo)
preview('dist-e2e-server', PORTS.mockServerApp)
preview(FLOOR_OUT, PORTS.floor)

const targets = [
  { name: 'floor (static first screen)', file: 'floor', url: `http://127.0.0.1:${PORTS.floor}/` },
  { name: 'mock-off + mock:server', file: 'mock-server', url: `http://127.0.0.1:${PORTS.mockServerApp}/` },
  { name: 'demo (mock on)', file: 'demo', url: `http://127.0.0.1:${PORTS.demo}/` },
]
await Promise.all(targets.map((target) => waitFor(target.url)))

const results = new Map(targets.map((target) => [target.file, []]))
for (let run = 1; run <= runs; run += 1) {
  for (const target of targets) {
    console.log(`bench: ${target.name}, run ${run}/${runs}…`)
    const cpu = await traceFirstScreen({
      executablePath: chromium,
      url: target.url,
      tracePath: join(reportsDir, `${target.file}-${run}.trace.json`),
    })
    const page = cpuOnly ? {} : await lighthouse(target.file, target.url, run)
    results.get(target.file).push({ ...cpu, ...page })
  }
}

// A run whose page had not shown its first screen by the window's end is not comparable (scripts/bench-trace.mjs):
// the CPU medians leave it out, unless no run of the target got there.
const shownRuns = (file) => {
  const shown = results.get(file).filter((result) => result.shown)
  return shown.length > 0 ? shown : results.get(file)
}
const TRACE_KEYS = new Set(['cpuMs', 'wallMs', 'blockingMs'])
const medianOf = (file, key) =>
  median((TRACE_KEYS.has(key) ? shownRuns(file) : results.get(file)).map((r) => r[key] ?? Number.NaN))
const shownText = (file) => `${results.get(file).filter((result) => result.shown).length}/${runs}`
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–')
const seconds = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '–')
const rows = targets.map(({ name, file }) => ({
  target: name,
  cpu: ms(medianOf(file, 'cpuMs')),
  shown: shownText(file),
  wall: ms(medianOf(file, 'wallMs')),
  blocking: ms(medianOf(file, 'blockingMs')),
  score: Number.isFinite(medianOf(file, 'score')) ? String(medianOf(file, 'score')) : '–',
  fcp: seconds(medianOf(file, 'fcp')),
  lcp: seconds(medianOf(file, 'lcp')),
  tbt: ms(medianOf(file, 'tbt')),
  cls: Number.isFinite(medianOf(file, 'cls')) ? medianOf(file, 'cls').toFixed(3) : '–',
}))
const headers = {
  target: 'target',
  cpu: 'main-thread CPU 10 s',
  wall: '(its wall time)',
  shown: 'first screen in 10 s',
  blocking: 'blocking by CPU',
  score: 'perf',
  fcp: 'FCP',
  lcp: 'LCP',
  tbt: 'TBT',
  cls: 'CLS',
}
console.log(`\n${textTable(headers, rows)}`)
const cpu = (file) => medianOf(file, 'cpuMs')
const tbt = (file) => medianOf(file, 'tbt')
console.log(`\nCPU demo/mock-off:   ${ratioText(cpu('demo'), cpu('mock-server'), 1.15)}`)
console.log(`CPU mock-off/floor:  ${ratioText(cpu('mock-server'), cpu('floor'), 3)}`)
const blocking = (file) => medianOf(file, 'blockingMs')
console.log(`blocking by CPU, mock-off/floor: ${ratioText(blocking('mock-server'), blocking('floor'))}`)
if (!cpuOnly) {
  console.log(`TBT demo/mock-off:   ${ratioText(tbt('demo'), tbt('mock-server'))}`)
  console.log(`TBT mock-off/floor:  ${ratioText(tbt('mock-server'), tbt('floor'))}`)
}
console.log(
  `\nreports and traces: ${reportsDir}/ (median of ${runs} run(s) per target; CPU: Chromium trace, a phone's ` +
    `viewport, no throttling; the rest: Lighthouse mobile)`,
)
process.exit(0)
