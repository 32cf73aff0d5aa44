import type { KeyValueStorage } from '../db/persistence.ts'
import { persistedStore } from '../persisted-store.ts'
import type { SportsLoad } from './fixtures.ts'

/**
 * How many matches the sportsbook plays at once: 'normal' (a few live at any hour) or 'bench' (about 300 live, for
 * the sports pages' performance bench). Set from the demo panel, kept in localStorage like the money policy.
 */
export const SPORTS_LOAD_STORAGE_KEY = 'jogada:mock-sports'

export interface SportsPolicy {
  load: SportsLoad
}

const DEFAULT: SportsPolicy = { load: 'normal' }
const store = persistedStore<SportsPolicy>(SPORTS_LOAD_STORAGE_KEY, DEFAULT)

const sanitize = (input: unknown): SportsPolicy =>
  input && typeof input === 'object' && (input as SportsPolicy).load === 'bench' ? { load: 'bench' } : DEFAULT

export const sportsPolicy = {
  get: store.get,
  set(patch: Partial<SportsPolicy>): void {
    store.commit(sanitize({ ...store.get(), ...patch }), true)
  },
  reset(): void {
    store.commit(DEFAULT, true)
  },
  attachStorage(target: KeyValueStorage): void {
    store.attach(target, sanitize)
  },
  subscribe: store.subscribe,
}
