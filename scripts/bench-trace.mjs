// The bench's CPU measure (`npm run bench`, scripts/bench.mjs; docs/performance.md): the main-thread CPU a page's
// first seconds cost, read from a Chromium trace. CPU time (the trace's thread time), not wall time: on a machine
// where other work runs, a task takes longer by the clock but not on the CPU, so the figure moves little with the load,
// unlike Lighthouse's, whose simulated throttling scales the wall time it observes.
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright'
import { CHROMIUM_FLAGS } from './chromium.mjs'

/** The first seconds measured, from the page's navigation start. */
export const WINDOW_MS = 10_000

/**
 * A scheduler task's trace events (the `toplevel` category): Chromium nests some of them (RunTask around
 * ThreadControllerImpl::RunTask), so only the outermost of each nest is counted.
 */
const TOP_LEVEL = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
])

/** Lighthouse's long task: what a task takes beyond 50 ms blocks (microseconds, as the trace's times). */
const BLOCKING_FROM_US = 50_000

/** Lighthouse's phone (a Moto G Power): the lobby's phone layout, as `npm run bench`'s Lighthouse runs see it. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  '__metadata',
]

/**
 * The page's renderer main thread and its CPU in the first `windowMs` after the navigation to `url` started: the sum
 * of its top-level tasks' thread time (`tdur`; the wall `dur` when a task has none), a task crossing the window's end
 * counted in proportion. `wallMs` is the same tasks' wall time (longer under load), `tasks` how many there were.
 *
 * `blockingMs` is Lighthouse's blocking time counted by thread time: each task from the page's first paint on counts
 * as Lighthouse's phone would see it (four times its time, less the 50 ms a task may take) but by its CPU, not by the
 * clock. Lighthouse's own TBT scales wall time, which on a busy machine is two to three times the CPU (a thread
 * waiting for a core); this figure moves little with the load (docs/performance.md).
 * Throws when the trace has no navigation to `url` (the page did not load).
 */
export function mainThreadCpu(traceEvents, url, windowMs = WINDOW_MS) {
  const start = traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isOutermostMainFrame !== false &&
      event.args?.data?.documentLoaderURL === url,
  )
  if (!start) throw new Error(`bench: the trace has no navigation to ${url}`)
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  )
  // The thread that started the navigation is the page's (its SVG images' documents run there too).
  const thread = `${start.pid}:${start.tid}`
  if (!mainThreads.has(thread)) throw new Error(`bench: the navigation to ${url} is not on a renderer main thread`)
  const end = start.ts + windowMs * 1000
  const tasks = traceEvents
    .filter(
      (event) =>
        event.ph === 'X' &&
        TOP_LEVEL.has(event.name) &&
        `${event.pid}:${event.tid}` === thread &&
        event.ts + (event.dur ?? 0) > start.ts &&
        event.ts < end,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  // The page's first paint (the boot frame's): until then nothing is on screen to be blocked.
  const painted = traceEvents.find(
    (event) => event.name === 'firstPaint' && `${event.pid}:${event.tid}` === thread && event.ts >= start.ts,
  )
  const firstPaint = painted?.ts ?? start.ts
  let cpu = 0
  let wall = 0
  let blocking = 0
  let count = 0
  let outerEnd = -Infinity
  for (const task of tasks) {
    const dur = task.dur ?? 0
    if (task.ts < outerEnd) continue
    outerEnd = task.ts + dur
    const from = Math.max(task.ts, start.ts)
    const to = Math.min(task.ts + dur, end)
    const share = dur > 0 ? (to - from) / dur : 1
    cpu += (task.tdur ?? dur) * share
    wall += to - from
    count += 1
    if (task.ts >= firstPaint) blocking += Math.max(0, 4 * (task.tdur ?? dur) * share - BLOCKING_FROM_US)
  }
  return { cpuMs: cpu / 1000, wallMs: wall / 1000, blockingMs: blocking / 1000, tasks: count }
}

/**
 * Whether the page shows its first screen: the images it asked for first (`fetchpriority="high"`: the first banner
 * and the grid's first row, in the app as in the floor) are there and drawn. A page that did not get there within the
 * window (a machine so busy that its start-up took longer) spent less CPU in it for that reason: its figure is not
 * comparable, and bench.mjs leaves it out of the median.
 */
const FIRST_SCREEN_SHOWN = `(() => {
  const images = [...document.querySelectorAll('img[fetchpriority="high"]')]
  return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0)
})()`

/**
 * Loads `url` in a fresh Chromium (the phone above, no throttling), traces it for `windowMs` after the navigation and
 * returns mainThreadCpu's reading and whether the first screen was shown by then (`shown`); the trace is written to
 * `tracePath` for DevTools' Performance panel.
 */
export async function traceFirstScreen({ executablePath, url, tracePath, windowMs = WINDOW_MS }) {
  const browser = await chromium.launch({
    executablePath,
    // Playwright adds its own headless flag.
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
  })
  try {
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    const started = Date.now()
    await page.goto(url, { waitUntil: 'commit' })
    // The window counts from the navigation's start, which is before `goto` returns: the rest of it, and a margin for
    // the trace's last tasks to be flushed.
    await page.waitForTimeout(Math.max(0, windowMs - (Date.now() - started)) + 500)
    const shown = await page.evaluate(FIRST_SCREEN_SHOWN)
    const buffer = await browser.stopTracing()
    writeFileSync(tracePath, buffer)
    const trace = JSON.parse(buffer.toString('utf8'))
    return { ...mainThreadCpu(Array.isArray(trace) ? trace : trace.traceEvents, url, windowMs), shown }
  } finally {
    await browser.close()
  }
}

/** The middle value (the upper one of an even count); NaN for none. */
export function median(values) {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** `a / b` to two decimals, with the target it is held to ("1.22 (≤ 1.15)"); "n/a" when either is missing. */
export function ratioText(a, b, target) {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b <= 0) return 'n/a'
  const value = (a / b).toFixed(2)
  return target === undefined ? value : `${value} (target ≤ ${target}${a / b <= target ? ', met' : ', not met'})`
}

/** A plain-text table: columns padded to their widest cell, a rule under the header. */
export function textTable(headers, rows) {
  const keys = Object.keys(headers)
  const widths = Object.fromEntries(
    keys.map((key) => [key, Math.max(...[headers, ...rows].map((row) => String(row[key] ?? '').length))]),
  )
  const line = (row) =>
    keys
      .map((key) => String(row[key] ?? '').padEnd(widths[key]))
      .join('  ')
      .trimEnd()
  return [line(headers), keys.map((key) => '-'.repeat(widths[key])).join('  '), ...rows.map(line)].join('\n')
}
