// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mainThreadCpu, median, ratioText, textTable } from './bench-trace.mjs'

const URL = 'http://127.0.0.1:4403/'
const PAGE = { pid: 10, tid: 11 }

/** A trace of the page's renderer (pid 10) beside the browser process (pid 1); times in microseconds. */
function trace(tasks: { ts: number; dur: number; tdur?: number; name?: string; pid?: number; tid?: number }[]) {
  return [
    { ph: 'M', name: 'thread_name', pid: 1, tid: 1, args: { name: 'CrBrowserMain' } },
    { ph: 'M', name: 'thread_name', ...PAGE, args: { name: 'CrRendererMain' } },
    { ph: 'M', name: 'thread_name', pid: 10, tid: 12, args: { name: 'Compositor' } },
    // The blank page's navigation first, then the page's own.
    {
      ph: 'R',
      name: 'navigationStart',
      ...PAGE,
      ts: 500,
      args: { data: { documentLoaderURL: '', isOutermostMainFrame: true } },
    },
    {
      ph: 'R',
      name: 'navigationStart',
      ...PAGE,
      ts: 1_000,
      args: { data: { documentLoaderURL: URL, isOutermostMainFrame: true } },
    },
    ...tasks.map(({ name = 'RunTask', pid = PAGE.pid, tid = PAGE.tid, ...task }) => ({
      ph: 'X',
      cat: 'toplevel',
      name,
      pid,
      tid,
      ...task,
    })),
  ]
}

describe('mainThreadCpu', () => {
  it("sums the thread time of the page's main-thread tasks in the window, not their wall time", () => {
    const events = trace([
      { ts: 2_000, dur: 50_000, tdur: 20_000 },
      { ts: 60_000, dur: 10_000, tdur: 10_000 },
    ])
    expect(mainThreadCpu(events, URL)).toMatchObject({ cpuMs: 30, wallMs: 60, tasks: 2 })
  })

  it('counts a nested task once, its outermost', () => {
    const events = trace([
      { ts: 2_000, dur: 10_000, tdur: 8_000 },
      { ts: 2_001, dur: 9_000, tdur: 7_000, name: 'ThreadControllerImpl::RunTask' },
    ])
    expect(mainThreadCpu(events, URL)).toMatchObject({ cpuMs: 8, wallMs: 10, tasks: 1 })
  })

  it('leaves out other threads, other processes, other events and what falls outside the window', () => {
    const events = trace([
      { ts: 2_000, dur: 1_000, tdur: 1_000 },
      { ts: 2_000, dur: 5_000, tdur: 5_000, tid: 12 },
      { ts: 2_000, dur: 5_000, tdur: 5_000, pid: 1, tid: 1 },
      { ts: 3_000, dur: 5_000, tdur: 5_000, name: 'FunctionCall' },
      // Before the navigation and after its 10 s.
      { ts: 600, dur: 100, tdur: 100 },
      { ts: 1_000 + 10_000_000, dur: 5_000, tdur: 5_000 },
    ])
    expect(mainThreadCpu(events, URL)).toMatchObject({ cpuMs: 1, wallMs: 1, tasks: 1 })
  })

  it("counts a task across the window's end in proportion, and a task without thread time by its wall time", () => {
    const events = trace([
      { ts: 1_000 + 10_000_000 - 2_000, dur: 4_000, tdur: 2_000 },
      { ts: 5_000, dur: 3_000 },
    ])
    expect(mainThreadCpu(events, URL)).toMatchObject({ cpuMs: 4, wallMs: 5, tasks: 2 })
    expect(mainThreadCpu(events, URL, 1_000).tasks).toBe(1)
  })

  it('counts blocking time from the first paint on, by thread time: four times each task, less 50 ms', () => {
    const events = [
      ...trace([
        // Before the first paint: long, but nothing is on screen yet.
        { ts: 2_000, dur: 40_000, tdur: 40_000 },
        // 20 ms of CPU in 60 ms by the clock: 4 × 20 − 50 = 30 ms, not 4 × 60 − 50.
        { ts: 100_000, dur: 60_000, tdur: 20_000 },
        // 12 ms of CPU: 48 ms on Lighthouse's phone, under 50: no blocking.
        { ts: 200_000, dur: 12_000, tdur: 12_000 },
      ]),
      { ph: 'R', name: 'firstPaint', ...PAGE, ts: 50_000 },
    ]
    expect(mainThreadCpu(events, URL)).toEqual({ cpuMs: 72, wallMs: 112, blockingMs: 30, tasks: 3 })
    // Without a first paint in the trace, from the navigation's start: the first task counts too (4 × 40 − 50).
    expect(mainThreadCpu(events.filter((event) => event.name !== 'firstPaint'), URL).blockingMs).toBe(140)
  })

  it('fails when the trace has no navigation to the page', () => {
    expect(() => mainThreadCpu(trace([{ ts: 2_000, dur: 1_000 }]), 'http://127.0.0.1:9999/')).toThrow(
      /no navigation to http:\/\/127\.0\.0\.1:9999\//,
    )
  })
})

describe('median, ratioText, textTable', () => {
  it('takes the middle value, the upper one of an even count, NaN of none', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(3)
    expect(median([])).toBeNaN()
  })

  it('gives a ratio to two decimals with whether its target is met, n/a without figures', () => {
    expect(ratioText(122, 100, 1.15)).toBe('1.22 (target ≤ 1.15, not met)')
    expect(ratioText(300, 100, 3)).toBe('3.00 (target ≤ 3, met)')
    expect(ratioText(1, 3)).toBe('0.33')
    expect(ratioText(Number.NaN, 100, 3)).toBe('n/a')
    expect(ratioText(100, 0, 3)).toBe('n/a')
  })

  it('pads the columns to their widest cell', () => {
    expect(textTable({ a: 'A', b: 'Bee' }, [{ a: 'long', b: '1' }])).toBe('A     Bee\n----  ---\nlong  1')
  })
})
