// What the frame-rate benches (bench-sports-fps.mjs, bench-games-fps.mjs) share: the figures of a run of
// requestAnimationFrame timestamps, and the plain-text table they print.

/** A frame slower than one and a half 60 Hz frames means at least one frame was dropped. */
export const DROPPED_MS = 25
export const LONG_FRAME_MS = 50

/** Frames per second, dropped and long frames, and the p99 frame of rAF timestamps (ms), as table cells. */
export function frameFigures(frames) {
  const deltas = frames.slice(1).map((t, i) => t - frames[i])
  const span = (frames.at(-1) - frames[0]) / 1000
  const sorted = [...deltas].sort((a, b) => a - b)
  return {
    fps: (deltas.length / span).toFixed(1),
    dropped: String(deltas.filter((d) => d > DROPPED_MS).length),
    long: String(deltas.filter((d) => d > LONG_FRAME_MS).length),
    p99: `${sorted[Math.floor(sorted.length * 0.99)]?.toFixed(1) ?? '-'} ms`,
  }
}

/** Prints `rows` under `headers` (both keyed alike, string cells), columns padded to their widest cell. */
export function printTable(headers, rows) {
  const widths = Object.fromEntries(
    Object.keys(headers).map((key) => [key, Math.max(...[headers, ...rows].map((row) => row[key].length))]),
  )
  const line = (row) =>
    Object.keys(headers)
      .map((key) => row[key].padEnd(widths[key]))
      .join('  ')
  console.log(`\n${line(headers)}`)
  console.log(
    Object.values(widths)
      .map((w) => '-'.repeat(w))
      .join('  '),
  )
  for (const row of rows) console.log(line(row))
}
