// `npm run bench:sports`: the live page with about 300 live matches whose odds tick once a second, watched in
// Chromium for 10 s: frames per second and long frames (requestAnimationFrame timestamps), the odds buttons that
// changed meanwhile (so the figure is known to be under load), and a Chromium performance trace of the page's main
// thread (long tasks, busy time), kept in .lighthouse/sports-fps-<target>.json for the DevTools Performance panel.
// Two targets, as `npm run bench` has: the demo build (the mock plays the matches in its service worker, off the
// page's main thread but on the same machine) and the mock-off build against `npm run mock:server` (only the app's
// own work in the page).
// Options: --no-build (reuse dist/ and dist-e2e-server/ of `npm test -- build` with the same E2E_PORT_OFFSET),
// --seconds N (default 10), --target demo|mock-server (default both), --reduced-motion (the page as a player who
// asked for less motion sees it).
// Not part of `npm test`: frame rates depend on the machine and its load.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { benchProcesses } from './bench-processes.mjs'
import { DROPPED_MS, frameFigures, LONG_FRAME_MS, printTable } from './bench-table.mjs'
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const build = !args.includes('--no-build')
const seconds = Math.max(2, Number(option('--seconds')) || 10)
const only = option('--target')

const executablePath = findChromium()
if (!executablePath) {
  console.error('bench:sports: no Chromium found (npm run browsers installs it, or set CHROMIUM_PATH).')
  process.exit(1)
}

// The end-to-end ports (e2e/support.ts), so `--no-build` can serve the builds `npm test -- build` made.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const PORTS = { demo: 4301 + offset, mockServerApp: 4302 + offset, mockServer: 4010 + offset }
const MOCK_SERVER = `http://127.0.0.1:${PORTS.mockServer}`
/**
 * The sportsbook's load, set through the demo panel's action (mocks/panel/actions.ts, `sports.load`) over HTTP, as
 * the panel itself does: 'bench' plays about 300 live. The same call reaches the demo's service worker (from the
 * page, which it controls) and mock:server (docs/decisions/056-demo-panel-over-http.md).
 */
const SPORTS_LOAD_ACTION = '/__mock/panel/sports.load'
const LONG_TASK_MS = 50

const scratch = mkdtempSync(join(tmpdir(), 'jogada-bench-sports-'))
const reportsDir = join(root, '.lighthouse')
mkdirSync(reportsDir, { recursive: true })
const env = {
  ...process.env,
  TMPDIR: scratch,
  PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(delimiter),
}

const { start, runToEnd, waitFor } = benchProcesses({ root, env, scratch, label: 'bench:sports' })

const targets = [
  { name: 'demo (mock on)', file: 'demo', outDir: 'dist', port: PORTS.demo, extraEnv: {} },
  {
    name: 'mock-off + mock:server',
    file: 'mock-server',
    outDir: 'dist-e2e-server',
    port: PORTS.mockServerApp,
    extraEnv: {
      VITE_API_MOCKING: 'false',
      VITE_API_BASE_URL: `${MOCK_SERVER}/api/`,
      VITE_REALTIME_URL: `ws://127.0.0.1:${PORTS.mockServer}/app/jogada`,
    },
  },
].filter((target) => !only || target.file === only)

if (build) {
  for (const target of targets) {
    const code = await runToEnd('vite', ['build', '--outDir', target.outDir, '--logLevel', 'warn'], target.extraEnv)
    if (code !== 0) process.exit(code)
  }
}
for (const target of targets) {
  // As the end-to-end tests serve a build (scripts/serve-build.mjs: `vite preview` without a config to load).
  start('node', ['scripts/serve-build.mjs', target.outDir, String(target.port)])
}
if (targets.some((target) => target.file === 'mock-server')) {
  start('node', ['scripts/run-ts.mjs', 'mocks/server.ts', '--port', String(PORTS.mockServer)])
  // It builds its catalogue first: on a busy machine that took beyond waitFor's default 30 s.
  await waitFor(`${MOCK_SERVER}/api/settings/data`, 120_000)
  const answer = await fetch(`${MOCK_SERVER}${SPORTS_LOAD_ACTION}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(['bench']),
  })
  if (!answer.ok) throw new Error(`bench:sports: the mock server refused the bench load (${answer.status})`)
}
await Promise.all(targets.map((target) => waitFor(`http://127.0.0.1:${target.port}/`)))

/* global document, MutationObserver, Node, requestAnimationFrame -- watchInPage and the wait run in the page */
/** Watches the page for `ms`: rAF timestamps and how many odds buttons changed their text. */
function watchInPage(ms) {
  return new Promise((resolvePromise) => {
    const frames = []
    let changed = 0
    const observer = new MutationObserver((records) => {
      const buttons = new Set()
      for (const record of records) {
        const node = record.target.nodeType === Node.ELEMENT_NODE ? record.target : record.target.parentElement
        const button = node?.closest('button[data-bet]')
        if (button) buttons.add(button)
      }
      changed += buttons.size
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    const start = performance.now()
    const step = (now) => {
      frames.push(now)
      if (now - start < ms) requestAnimationFrame(step)
      else {
        observer.disconnect()
        resolvePromise({ frames, changed, cards: document.querySelectorAll('main article').length })
      }
    }
    requestAnimationFrame(step)
  })
}

/** The renderer main thread with the most work in the trace: its long tasks and its busy share of the window. */
function mainThreadFigures(trace) {
  const events = trace.traceEvents ?? []
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const tasks = new Map()
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`
    if (e.ph !== 'X' || !mains.has(thread) || (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask'))
      continue
    const list = tasks.get(thread) ?? []
    list.push(e)
    tasks.set(thread, list)
  }
  const busiest = [...tasks.values()].sort(
    (a, b) => b.reduce((s, e) => s + e.dur, 0) - a.reduce((s, e) => s + e.dur, 0),
  )[0]
  if (!busiest?.length) return { longTasks: 0, longest: 0, busy: 0, blocking: 0 }
  const first = Math.min(...busiest.map((e) => e.ts))
  const last = Math.max(...busiest.map((e) => e.ts + e.dur))
  const long = busiest.filter((e) => e.dur / 1000 > LONG_TASK_MS)
  return {
    longTasks: long.length,
    longest: Math.max(...busiest.map((e) => e.dur)) / 1000,
    busy: busiest.reduce((s, e) => s + e.dur, 0) / (last - first),
    blocking: long.reduce((s, e) => s + e.dur / 1000 - LONG_TASK_MS, 0),
  }
}

const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS })
const rows = []
try {
  for (const target of targets) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      reducedMotion: args.includes('--reduced-motion') ? 'reduce' : 'no-preference',
    })
    await context.addInitScript(() => localStorage.setItem('cookieAccepted', 'true'))
    const page = await context.newPage()
    console.log(`bench:sports: ${target.name}, /sports/live with the bench load…`)
    if (target.file === 'demo') {
      // The demo's mock is the service worker: once it controls a page, the page's call reaches it.
      await page.goto(`http://127.0.0.1:${target.port}/terms/service`)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 })
      const status = await page.evaluate(
        (path) =>
          fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '["bench"]' }).then(
            (answer) => answer.status,
          ),
        SPORTS_LOAD_ACTION,
      )
      if (status !== 200) throw new Error(`bench:sports: the demo's mock refused the bench load (${status})`)
    }
    await page.goto(`http://127.0.0.1:${target.port}/sports/live`)
    const cards = page.locator('main article')
    // The list is up when most of the ~300 live matches are on the page.
    await page.waitForFunction(() => document.querySelectorAll('main article').length >= 250, null, {
      timeout: 120_000,
    })
    // Two seconds to let the first render's follow-up work (images, idle mounts) finish before measuring.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 2_000)))

    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
    const watched = await page.evaluate(watchInPage, seconds * 1000)
    const traceBuffer = await browser.stopTracing()
    const tracePath = join(reportsDir, `sports-fps-${target.file}.json`)
    writeFileSync(tracePath, traceBuffer)
    const main = mainThreadFigures(JSON.parse(traceBuffer.toString('utf8')))

    rows.push({
      target: target.name,
      cards: String(watched.cards || (await cards.count())),
      changed: String(watched.changed),
      ...frameFigures(watched.frames),
      tasks: `${main.longTasks} (longest ${main.longest.toFixed(0)} ms)`,
      busy: `${(main.busy * 100).toFixed(0)} %`,
    })
    await context.close()
  }
} finally {
  await browser.close()
}

const headers = {
  target: `target (${seconds} s on /sports/live)`,
  cards: 'live cards',
  changed: 'odds changed',
  fps: 'fps',
  dropped: `frames > ${DROPPED_MS} ms`,
  long: `frames > ${LONG_FRAME_MS} ms`,
  p99: 'p99 frame',
  tasks: `tasks > ${LONG_TASK_MS} ms`,
  busy: 'main thread busy',
}
printTable(headers, rows)
console.log(`\ntraces: ${reportsDir}/sports-fps-*.json (open them in the DevTools Performance panel)`)
process.exit(0)
