import type { KeyValueStorage } from '../db/persistence.ts'

/**
 * Where the service worker's mock keeps its stores (mocks/README.md, "Several tabs, one database"): a service worker
 * has no localStorage, only IndexedDB, which is asynchronous, while the database, the scenario and the policies read
 * and write a synchronous KeyValueStorage. So everything stored is read once at start into memory; every write
 * changes memory at once and goes on to the backend, and a request's answer waits for `committed()`, so a worker the
 * browser stops right after (Chromium stops an idle one after about 30 s) has lost nothing it answered for.
 */
export interface StorageBackend {
  /** Every stored key and value. */
  readAll(): Promise<Map<string, string>>
  /** Writes a batch in one transaction (null removes the key); resolves once it is durable. */
  write(changes: ReadonlyMap<string, string | null>): Promise<void>
}

export interface StoredStorage extends KeyValueStorage {
  /** Resolves once every write made so far is committed to the backend; rejects when one failed. */
  committed(): Promise<void>
}

/** Loads the backend into memory and returns the synchronous view over it. */
export async function openStoredStorage(backend: StorageBackend): Promise<StoredStorage> {
  const memory = await backend.readAll()
  let queued = new Map<string, string | null>()
  // The chain of batches: each starts when the one before it ended, so writes land in the order they were made.
  let chain: Promise<void> = Promise.resolve()
  let failure: unknown = null

  const writeQueued = () => {
    if (queued.size === 0) return chain
    const batch = queued
    queued = new Map()
    chain = chain.then(() =>
      backend.write(batch).catch((error: unknown) => {
        failure = error
        console.error('[mock worker] a write to IndexedDB failed', error)
      }),
    )
    return chain
  }
  const queue = (key: string, value: string | null) => {
    const first = queued.size === 0
    queued.set(key, value)
    // Changes made in one task (a request's rows, the revision) go in one transaction.
    if (first) queueMicrotask(() => void writeQueued())
  }

  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem(key, value) {
      memory.set(key, value)
      queue(key, value)
    },
    removeItem(key) {
      memory.delete(key)
      queue(key, null)
    },
    async committed() {
      await writeQueued()
      if (failure) {
        const error = failure
        failure = null
        throw error
      }
    },
  }
}

/** A backend in memory (tests): `map` is what a restarted worker would read. */
export function memoryBackend(initial: Record<string, string> = {}): StorageBackend & {
  map: Map<string, string>
  writes: number
} {
  const backend = {
    map: new Map(Object.entries(initial)),
    writes: 0,
    readAll: () => Promise.resolve(new Map(backend.map)),
    write(changes: ReadonlyMap<string, string | null>) {
      backend.writes++
      for (const [key, value] of changes) {
        if (value === null) backend.map.delete(key)
        else backend.map.set(key, value)
      }
      return Promise.resolve()
    },
  }
  return backend
}

const STORE = 'entries'

function requestDone<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

/** The browser's backend: one IndexedDB database with one key-value store. */
export function indexedDbBackend(name = 'jogada-mock', factory: IDBFactory = indexedDB): StorageBackend {
  let opened: Promise<IDBDatabase> | null = null
  const open = () => {
    opened ??= new Promise((resolve, reject) => {
      const request = factory.open(name, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${name} did not open`))
    })
    return opened
  }
  return {
    async readAll() {
      const store = (await open()).transaction(STORE, 'readonly').objectStore(STORE)
      const [keys, values] = await Promise.all([requestDone(store.getAllKeys()), requestDone(store.getAll())])
      const entries = new Map<string, string>()
      keys.forEach((key, index) => {
        const value: unknown = values[index]
        if (typeof key === 'string' && typeof value === 'string') entries.set(key, value)
      })
      return entries
    },
    async write(changes) {
      const transaction = (await open()).transaction(STORE, 'readwrite', { durability: 'strict' })
      const store = transaction.objectStore(STORE)
      for (const [key, value] of changes) {
        if (value === null) store.delete(key)
        else store.put(value, key)
      }
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve()
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'))
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'))
      })
    },
  }
}
