// What Lighthouse's simulated LCP is made of (`npm run bench -- --lantern`; docs/performance.md). Lighthouse does not
// time the page it loads: its simulation (Lantern) replays the page's requests and main-thread tasks on the bench's
// phone and network, in two graphs, and the LCP it reports is the mean of both graphs' end. With LANTERN_DEBUG set and
// --save-assets, Lighthouse writes each graph's simulated timeline as a trace; this reads the requests out of the two
// LCP graphs: which request ends each graph, and when the app's entry downloaded in it. The figures are simulated
// milliseconds from the navigation's start.

/** The simulation's time origin in the traces Lighthouse writes (its trace saver starts them at 1,000 s). */
const ORIGIN_US = 1_000_000_000

/**
 * The requests of one simulated graph, in the order they started: address, priority, bytes on the wire, simulated
 * start and end (ms).
 */
export function lanternRequests(traceEvents) {
  const byId = new Map()
  for (const event of traceEvents) {
    const data = event.args?.data
    if (!data?.requestId) continue
    const request = byId.get(data.requestId) ?? { url: '', priority: '', bytes: 0, start: Number.NaN, end: Number.NaN }
    byId.set(data.requestId, request)
    if (event.name === 'ResourceSendRequest') {
      request.url = data.url
      request.priority = data.priority ?? ''
      request.start = (event.ts - ORIGIN_US) / 1000
    } else if (event.name === 'ResourceFinish') {
      request.bytes = data.encodedDataLength ?? 0
      request.end = (event.ts - ORIGIN_US) / 1000
    }
  }
  return [...byId.values()].filter((request) => request.url).sort((a, b) => a.start - b.start || a.end - b.end)
}

/**
 * One LCP graph in a line's worth of facts: its end (the request that finishes last), the entry's download (the
 * first module script named `index-*.js` under /assets/) and how many bytes were on the wire before the entry ended.
 */
export function lcpGraphSummary(traceEvents) {
  const requests = lanternRequests(traceEvents)
  const last = requests.reduce((latest, request) => (request.end > (latest?.end ?? -1) ? request : latest), undefined)
  const entry = requests.find((request) => /\/assets\/index-[^/]*\.js$/.test(new URL(request.url).pathname))
  const bytesBeforeEntry = entry
    ? requests.filter((request) => request.start < entry.end).reduce((sum, request) => sum + request.bytes, 0)
    : Number.NaN
  return { requests: requests.length, last, entry, bytesBeforeEntry }
}

/** The summary's text for the bench's output: "ends 2682 ms with /storage/…svg; entry 696–2355 ms, 205 KB in flight". */
export function lcpGraphText({ requests, last, entry, bytesBeforeEntry }) {
  if (!last) return 'no requests'
  const path = (url) => new URL(url).pathname
  const entryText = entry
    ? `; the entry ${Math.round(entry.start)}–${Math.round(entry.end)} ms, ${Math.round(bytesBeforeEntry / 1024)} KB on the wire until it ended`
    : '; no entry'
  return `ends ${Math.round(last.end)} ms with ${path(last.url)} (${requests} requests)${entryText}`
}
