import { REFERENCE_DATE } from '../db/reference.ts'

export type ClockMode = 'real' | 'manual'

/**
 * The one simulation clock: every "now" in the mock (timestamps, due jobs, session expiry) reads it.
 * - real: wall time, optionally sped up (`speed` 60 makes a minute pass per second); the browser and
 *   the mock server use it.
 * - manual: time stands still until `advance(ms)` or `set(date)`; tests use it.
 */
export interface SimClock {
  now(): Date
  nowMs(): number
  readonly mode: ClockMode
  readonly speed: number
  useReal(options?: { speed?: number; from?: Date | number }): void
  useManual(at?: Date | number): void
  /** Jumps to a time (both modes; in real mode time keeps running from there). */
  set(at: Date | number): void
  /** Moves time forward (both modes: the demo panel can skip ahead in real mode too). */
  advance(ms: number): void
  /** Called after every mode or time change (persistence, the demo panel). */
  subscribe(listener: () => void): () => void
}

export interface ClockState {
  mode: ClockMode
  speed: number
  /** Simulation time at the anchor. */
  anchorSim: number
  /** Wall time at the anchor (real mode). */
  anchorWall: number
}

export function createClock(
  wallNow: () => number = Date.now,
): SimClock & { state(): ClockState; restore(state: ClockState): void } {
  let state: ClockState = { mode: 'real', speed: 1, anchorSim: wallNow(), anchorWall: wallNow() }
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }

  const nowMs = () => (state.mode === 'manual' ? state.anchorSim : state.anchorSim + (wallNow() - state.anchorWall) * state.speed)

  return {
    now: () => new Date(nowMs()),
    nowMs,
    get mode() {
      return state.mode
    },
    get speed() {
      return state.speed
    },
    useReal(options = {}) {
      const from = options.from === undefined ? wallNow() : +options.from
      state = { mode: 'real', speed: options.speed ?? 1, anchorSim: from, anchorWall: wallNow() }
      notify()
    },
    useManual(at = REFERENCE_DATE) {
      state = { mode: 'manual', speed: 1, anchorSim: +at, anchorWall: wallNow() }
      notify()
    },
    set(at) {
      state = { ...state, anchorSim: +at, anchorWall: wallNow() }
      notify()
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error(`The clock only moves forward (got ${ms} ms)`)
      state = { ...state, anchorSim: nowMs() + ms, anchorWall: wallNow() }
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    state: () => ({ ...state }),
    restore(next) {
      state = { ...next }
      notify()
    },
  }
}

/** The mock's clock. Real time by default; mocks/node.ts resetMockState() makes it manual for tests. */
export const clock = createClock()
