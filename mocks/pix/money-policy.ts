import type { KeyValueStorage } from '../db/persistence.ts'
import { persistedStore } from '../persisted-store.ts'

/**
 * How the simulated payment gateway behaves with NEW money movements: after how long a PIX deposit is paid, and
 * what happens to a withdrawal in analysis. Set from the demo panel (persisted in localStorage like the latency
 * and faults scenario, so a reload or a data reset keeps it) and from tests (`moneyPolicy.set`).
 * Movements already made keep the job they were given; the panel acts on those one by one.
 */
export const SETTLE_DELAYS = ['5s', '20s', '60s', 'never'] as const
export type SettleDelay = (typeof SETTLE_DELAYS)[number]

const SETTLE_MS: Record<SettleDelay, number | null> = { '5s': 5_000, '20s': 20_000, '60s': 60_000, never: null }

/** Milliseconds from a deposit's creation to its payment; null: never paid by itself. */
export function settleDelayMs(delay: SettleDelay): number | null {
  return SETTLE_MS[delay]
}

/** approve / reject: decided REVIEW_DELAY_MS after the request; manual: waits for the demo panel. */
export const REVIEW_POLICIES = ['approve', 'reject', 'manual'] as const
export type ReviewPolicy = (typeof REVIEW_POLICIES)[number]
export const REVIEW_DELAY_MS = 60_000

export interface MoneyPolicy {
  settle: SettleDelay
  review: ReviewPolicy
}

/** The defaults: a PIX is paid about 20 s after it was generated; a withdrawal is approved after 60 s. */
export const DEFAULT_MONEY_POLICY: MoneyPolicy = { settle: '20s', review: 'approve' }

export const MONEY_POLICY_STORAGE_KEY = 'jogada:mock-money'

const isSettle = (value: unknown): value is SettleDelay => SETTLE_DELAYS.includes(value as SettleDelay)
const isReview = (value: unknown): value is ReviewPolicy => REVIEW_POLICIES.includes(value as ReviewPolicy)

function sanitize(input: unknown, fallback: MoneyPolicy): MoneyPolicy {
  if (!input || typeof input !== 'object') return fallback
  const record = input as Record<string, unknown>
  return {
    settle: isSettle(record.settle) ? record.settle : fallback.settle,
    review: isReview(record.review) ? record.review : fallback.review,
  }
}

export interface MoneyPolicyStore {
  get(): MoneyPolicy
  set(patch: Partial<MoneyPolicy>): void
  /** Back to the defaults (tests; resetMockState). */
  reset(): void
  /** Loads the stored policy and saves changes there from now on. */
  attachStorage(storage: KeyValueStorage): void
  subscribe(listener: () => void): () => void
}

export function createMoneyPolicyStore(): MoneyPolicyStore {
  const store = persistedStore(MONEY_POLICY_STORAGE_KEY, DEFAULT_MONEY_POLICY)
  return {
    get: store.get,
    set(patch) {
      store.commit(sanitize({ ...store.get(), ...patch }, store.get()), true)
    },
    reset() {
      store.commit(DEFAULT_MONEY_POLICY, true)
    },
    attachStorage(target) {
      store.attach(target, (stored) => sanitize(stored, DEFAULT_MONEY_POLICY))
    },
    subscribe: store.subscribe,
  }
}

/** The mock's money policy. */
export const moneyPolicy = createMoneyPolicyStore()
