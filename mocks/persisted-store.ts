import type { KeyValueStorage } from './db/persistence.ts'

/**
 * A value kept in memory, saved as JSON under one storage key once storage is attached, with change listeners: the
 * shape the demo panel's selectors share (the scenario, the money policy). Storage errors (quota, privacy mode) are
 * swallowed: the value still applies for this page.
 */
export interface PersistedStore<T> {
  get(): T
  /** Sets the value and tells the listeners; `persist` saves it too (false for a URL override or a load). */
  commit(next: T, persist: boolean): void
  /** Saves from now on to this storage and takes what it holds, read through `read` (null when absent or bad JSON). */
  attach(storage: KeyValueStorage, read: (stored: unknown) => T): void
  subscribe(listener: () => void): () => void
}

export function persistedStore<T>(key: string, initial: T): PersistedStore<T> {
  let current = initial
  let storage: KeyValueStorage | null = null
  const listeners = new Set<() => void>()

  const commit = (next: T, persist: boolean) => {
    current = next
    if (persist && storage) {
      try {
        storage.setItem(key, JSON.stringify(next))
      } catch {
        // Storage unavailable: the value still applies for this page.
      }
    }
    for (const listener of listeners) listener()
  }

  return {
    get: () => current,
    commit,
    attach(target, read) {
      storage = target
      let stored: unknown
      try {
        const raw = target.getItem(key)
        stored = raw ? (JSON.parse(raw) as unknown) : null
      } catch {
        stored = null
      }
      commit(read(stored), false)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
