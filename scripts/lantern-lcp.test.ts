// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { lanternRequests, lcpGraphSummary, lcpGraphText } from './lantern-lcp.mjs'

const ORIGIN_US = 1_000_000_000

/** A simulated graph's trace as Lighthouse's trace saver writes it: times in µs from 1,000 s; one CPU task among them. */
function graph(requests: { id: string; url: string; start: number; end: number; bytes: number; priority?: string }[]) {
  return [
    { ph: 'I', name: 'TracingStartedInPage', ts: ORIGIN_US - 100_000, args: { data: {} } },
    ...requests.flatMap(({ id, url, start, end, bytes, priority = 'High' }) => [
      { ph: 'I', name: 'ResourceSendRequest', ts: ORIGIN_US + start * 1000, args: { data: { requestId: id, url, priority } } },
      { ph: 'I', name: 'ResourceReceiveResponse', ts: ORIGIN_US + end * 1000 - 10, args: { data: { requestId: id } } },
      { ph: 'I', name: 'ResourceFinish', ts: ORIGIN_US + end * 1000, args: { data: { requestId: id, encodedDataLength: bytes } } },
    ]),
    { ph: 'X', name: 'Task', ts: ORIGIN_US + 600_000, dur: 80_000, args: {} },
  ]
}

const PAGE = [
  { id: '1', url: 'http://127.0.0.1:4402/', start: 0, end: 609, bytes: 4_000, priority: 'VeryHigh' },
  { id: '3', url: 'http://127.0.0.1:4402/assets/index-CPh_0BVt.js', start: 918, end: 2427, bytes: 129_000 },
  { id: '2', url: 'http://127.0.0.1:4010/api/games/all', start: 609, end: 1579, bytes: 19_300 },
  { id: '4', url: 'http://127.0.0.1:4010/storage/banners/welcome-mobile.svg', start: 2427, end: 2593, bytes: 1_800 },
]

describe('lanternRequests', () => {
  it('reads each request’s simulated start, end, bytes and priority, in the order they started', () => {
    expect(lanternRequests(graph(PAGE))).toEqual([
      { url: 'http://127.0.0.1:4402/', priority: 'VeryHigh', bytes: 4_000, start: 0, end: 609 },
      { url: 'http://127.0.0.1:4010/api/games/all', priority: 'High', bytes: 19_300, start: 609, end: 1579 },
      { url: 'http://127.0.0.1:4402/assets/index-CPh_0BVt.js', priority: 'High', bytes: 129_000, start: 918, end: 2427 },
      {
        url: 'http://127.0.0.1:4010/storage/banners/welcome-mobile.svg',
        priority: 'High',
        bytes: 1_800,
        start: 2427,
        end: 2593,
      },
    ])
  })
})

describe('lcpGraphSummary', () => {
  it('names the request that ends the graph and the entry’s download, with the bytes on the wire until it ended', () => {
    const summary = lcpGraphSummary(graph(PAGE))
    expect(summary.requests).toBe(4)
    expect(summary.last?.url).toBe('http://127.0.0.1:4010/storage/banners/welcome-mobile.svg')
    expect(summary.entry).toMatchObject({ start: 918, end: 2427 })
    // Everything that started before the entry ended shared the network with it; the banner started after.
    expect(summary.bytesBeforeEntry).toBe(4_000 + 19_300 + 129_000)
    expect(lcpGraphText(summary)).toBe(
      'ends 2593 ms with /storage/banners/welcome-mobile.svg (4 requests); the entry 918–2427 ms, 149 KB on the wire until it ended',
    )
  })

  it('says so when a graph has no entry or no request at all', () => {
    const withoutEntry = lcpGraphSummary(graph(PAGE.filter((request) => !request.url.includes('/assets/'))))
    expect(withoutEntry.entry).toBeUndefined()
    expect(lcpGraphText(withoutEntry)).toBe(
      'ends 2593 ms with /storage/banners/welcome-mobile.svg (3 requests); no entry',
    )
    expect(lcpGraphText(lcpGraphSummary(graph([])))).toBe('no requests')
  })
})
