/** The crash curve: m(t) = e^(growth * t), t in seconds since the round started on the provider's clock. */

export function multiplierAt(growth: number, seconds: number): number {
  return Math.exp(growth * Math.max(0, seconds))
}

/** Seconds the curve takes to reach `multiplier` (0 for anything at or below 1x). */
export function secondsToReach(growth: number, multiplier: number): number {
  return multiplier <= 1 ? 0 : Math.log(multiplier) / growth
}

/** Multipliers are shown and compared rounded down to two decimals, as the provider pays them. */
export function floor2(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100
}

/**
 * The round's start on the local clock. With the in-browser provider both clocks are the same; the mock server's may
 * differ, so when the provider's `startedAt` is further than `maxSkewMs` from the moment the answer arrived, the
 * arrival is taken as the start (the curve then lags by the request's latency instead of jumping).
 */
export function localStart(startedAt: number, receivedAt: number, maxSkewMs = 2000): number {
  return Math.abs(receivedAt - startedAt) <= maxSkewMs ? Math.min(startedAt, receivedAt) : receivedAt
}

export interface View {
  /** Seconds across the plot. */
  seconds: number
  /** Multiplier at the top of the plot. */
  top: number
}

/** The plot's window: at least 8 s and 2x, growing with the curve so its head stays inside. */
export function viewFor(seconds: number, multiplier: number): View {
  return { seconds: Math.max(8, seconds * 1.15), top: Math.max(2, 1 + (multiplier - 1) * 1.25) }
}

/** Points of the curve from 0 to `seconds`, in a width x height box (y grows downward, 1x at the bottom). */
export function curvePoints(
  growth: number,
  seconds: number,
  view: View,
  width: number,
  height: number,
  samples = 60,
): Array<[number, number]> {
  const points: Array<[number, number]> = []
  for (let i = 0; i <= samples; i++) {
    const time = (seconds * i) / samples
    const m = multiplierAt(growth, time)
    points.push([(time / view.seconds) * width, height - ((m - 1) / (view.top - 1)) * height])
  }
  return points
}

/** Parses what the player types for an auto cash-out ("2", "2,5", "2.50x"): >= 1.01, two decimals, or null. */
export function parseAutoCashout(input: string): number | null {
  const text = input.trim().replace(/x$/i, '').replace(',', '.')
  if (text === '') return null
  const value = Number(text)
  if (!Number.isFinite(value)) return null
  const rounded = Math.round(value * 100) / 100
  return rounded >= 1.01 ? rounded : null
}
