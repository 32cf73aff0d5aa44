import { atom, type WritableAtom } from 'jotai'

/** A synchronous storage for one key (localStorage behind it). */
export interface SyncStorage<T> {
  getItem: (key: string, initialValue: T) => T
  setItem: (key: string, value: T) => void
  /** Changes made elsewhere (another tab). */
  subscribe?: (key: string, callback: (value: T) => void, initialValue: T) => (() => void) | undefined
}

type Update<T> = T | ((previous: T) => T)

const UNREAD = Symbol('unread')

/**
 * An atom kept in synchronous storage. Smaller than jotai/utils' atomWithStorage (which also handles async
 * storages this app does not have), and it reads the storage lazily, once per store, on first use: so the first
 * render already knows a stored token, and a test that seeds localStorage before rendering is seen.
 */
export function atomWithSyncStorage<T>(key: string, initialValue: T, storage: SyncStorage<T>): WritableAtom<T, [Update<T>], void> {
  const written = atom<T | typeof UNREAD>(UNREAD)
  written.onMount = (setWritten) => storage.subscribe?.(key, (value) => setWritten(value), initialValue)
  const read = (value: T | typeof UNREAD): T => (value === UNREAD ? storage.getItem(key, initialValue) : value)
  return atom(
    (get) => read(get(written)),
    (get, set, update: Update<T>) => {
      const next = typeof update === 'function' ? (update as (previous: T) => T)(read(get(written))) : update
      set(written, next)
      storage.setItem(key, next)
    },
  )
}

function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Private modes and sandboxed frames can throw on access.
    return null
  }
}

/** JSON in localStorage; an unreadable value reads as the initial value. */
export function jsonStorage<T>(): SyncStorage<T> {
  return {
    getItem: (key, initialValue) => {
      const raw = localStore()?.getItem(key)
      if (raw == null) return initialValue
      try {
        return JSON.parse(raw) as T
      } catch {
        return initialValue
      }
    },
    setItem: (key, value) => localStore()?.setItem(key, JSON.stringify(value)),
  }
}
