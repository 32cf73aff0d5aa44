import { hashText, mulberry32 } from '@/shared/prng.ts'
import type { KeyValueStorage } from './db/persistence.ts'
import { persistedStore } from './persisted-store.ts'

/**
 * How the mock misbehaves: latency for every answer, and faults per endpoint id (`settings.data`) or
 * for all (`*`). Set from the demo panel (persisted), the URL (`?mock=slow`,
 * `?mockFault=settings.data:500,*:network`, for that page load) and tests (`scenarios.set`).
 */
export const LATENCY_MODES = ['none', 'realistic', 'slow'] as const
export type LatencyMode = (typeof LATENCY_MODES)[number]

/**
 * - 500: Laravel's production error `{ "message": "Server Error" }`
 * - network: the connection fails (no response at all)
 * - timeout: no answer until the client gives up and aborts
 * - malformed: 200 with a body that breaks the contract
 */
export const FAULT_KINDS = ['500', 'network', 'timeout', 'malformed'] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

/** The fault key that applies to every endpoint without a fault of its own. */
export const ALL_ENDPOINTS = '*'

export interface Scenario {
  latency: LatencyMode
  /** endpoint id or `*` -> fault */
  faults: Readonly<Record<string, FaultKind>>
}

export const SCENARIO_STORAGE_KEY = 'jogada:mock-scenario'

const isLatency = (value: unknown): value is LatencyMode => LATENCY_MODES.includes(value as LatencyMode)
const isFault = (value: unknown): value is FaultKind => FAULT_KINDS.includes(value as FaultKind)

/**
 * Reads `?mock=<latency>` and `?mockFault=<id>:<kind>,…` (unknown values are ignored).
 * `?mockFault=` with no value clears faults.
 */
export function parseScenarioParams(search: string | URLSearchParams): Partial<Scenario> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const result: { latency?: LatencyMode; faults?: Record<string, FaultKind> } = {}
  const latency = params.get('mock')
  if (isLatency(latency)) result.latency = latency
  const faultParam = params.get('mockFault')
  if (faultParam !== null) {
    const faults: Record<string, FaultKind> = {}
    for (const entry of faultParam.split(',')) {
      const separator = entry.lastIndexOf(':')
      if (separator <= 0) continue
      const id = entry.slice(0, separator).trim()
      const kind = entry.slice(separator + 1).trim()
      if (id && isFault(kind)) faults[id] = kind
    }
    result.faults = faults
  }
  return result
}

/** The inverse of parseScenarioParams (the panel can show a shareable link). */
export function scenarioToParams(scenario: Scenario): URLSearchParams {
  const params = new URLSearchParams()
  params.set('mock', scenario.latency)
  const faults = Object.entries(scenario.faults)
  if (faults.length > 0) params.set('mockFault', faults.map(([id, kind]) => `${id}:${kind}`).join(','))
  return params
}

function sanitize(input: unknown, fallback: Scenario): Scenario {
  if (!input || typeof input !== 'object') return fallback
  const record = input as { latency?: unknown; faults?: unknown }
  const faults: Record<string, FaultKind> = {}
  if (record.faults && typeof record.faults === 'object') {
    for (const [id, kind] of Object.entries(record.faults)) if (isFault(kind)) faults[id] = kind
  }
  return { latency: isLatency(record.latency) ? record.latency : fallback.latency, faults }
}

const LATENCY_RANGES: Record<LatencyMode, readonly [number, number]> = {
  none: [0, 0],
  realistic: [150, 600],
  slow: [2_000, 4_000],
}

export interface ScenarioStore {
  get(): Scenario
  /** Changes the scenario (persisted when storage is attached). */
  set(patch: Partial<Scenario>): void
  setFault(endpointId: string, kind: FaultKind): void
  clearFault(endpointId: string): void
  /** Back to the environment's default (tests: no latency, no faults). */
  reset(): void
  /** Applies URL parameters for this page load only (not persisted). Returns whether any applied. */
  applyUrl(search: string | URLSearchParams): boolean
  /** Loads the persisted scenario and saves changes there from now on; `defaults` is what reset() returns to. */
  attachStorage(storage: KeyValueStorage, defaults?: Partial<Scenario>): void
  /** The fault for an endpoint: its own, else the `*` one. */
  faultFor(endpointId: string): FaultKind | undefined
  /** Milliseconds to wait before answering this call (deterministic per endpoint and call number). */
  latencyFor(endpointId: string): number
  subscribe(listener: () => void): () => void
}

export function createScenarioStore(): ScenarioStore {
  let defaults: Scenario = { latency: 'none', faults: {} }
  const store = persistedStore<Scenario>(SCENARIO_STORAGE_KEY, defaults)
  const calls = new Map<string, number>()
  const current = () => store.get()

  return {
    get: current,
    set(patch) {
      store.commit(sanitize({ ...current(), ...patch }, current()), true)
    },
    setFault(endpointId, kind) {
      store.commit({ ...current(), faults: { ...current().faults, [endpointId]: kind } }, true)
    },
    clearFault(endpointId) {
      const faults = { ...current().faults }
      delete faults[endpointId]
      store.commit({ ...current(), faults }, true)
    },
    reset() {
      calls.clear()
      store.commit(defaults, true)
    },
    applyUrl(search) {
      const patch = parseScenarioParams(search)
      if (patch.latency === undefined && patch.faults === undefined) return false
      store.commit({ ...current(), ...patch }, false)
      return true
    },
    attachStorage(target, envDefaults = {}) {
      defaults = sanitize({ ...defaults, ...envDefaults }, defaults)
      store.attach(target, (stored) => (stored ? sanitize(stored, defaults) : defaults))
    },
    faultFor(endpointId) {
      return current().faults[endpointId] ?? current().faults[ALL_ENDPOINTS]
    },
    latencyFor(endpointId) {
      const [min, max] = LATENCY_RANGES[current().latency]
      if (max === 0) return 0
      const n = (calls.get(endpointId) ?? 0) + 1
      calls.set(endpointId, n)
      // Seeded by the call, not drawn at random: the same endpoint's n-th call always waits the same time.
      const draw = mulberry32(hashText(`${endpointId}#${n}`))()
      return Math.round(min + draw * (max - min))
    },
    subscribe: store.subscribe,
  }
}

/** The mock's scenario. Defaults to none; mocks/browser.ts makes the browser default `realistic`. */
export const scenarios = createScenarioStore()
