import { Collection } from './collection.ts'
import { fingerprint, loadStoredDb, saveStoredDb, type KeyValueStorage, type LoadResult } from './persistence.ts'
import { SCHEMA_VERSION, type DbData, type SettingRecord } from './schema.ts'
import { SEED } from './reference.ts'
import { seedData } from './seed-data.ts'

export interface AttachOptions {
  /** Writes are batched: saved this long after the last change (and at once on pagehide). */
  debounceMs?: number
  /** Where `pagehide`/`visibilitychange` are listened to. Default: globalThis. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
}

export interface Db {
  /** The raw data (for snapshots and tests); handlers go through the collections. */
  readonly data: DbData
  /** Identifies the seed the data came from; stored data from another seed is discarded. */
  readonly seedId: string
  readonly settings: { get(): SettingRecord; update(patch: Partial<SettingRecord>): SettingRecord }
  readonly categories: Collection<'categories'>
  readonly banners: Collection<'banners'>
  readonly users: Collection<'users'>
  readonly sessions: Collection<'sessions'>
  readonly wallets: Collection<'wallets'>
  readonly passwordResets: Collection<'passwordResets'>
  readonly mailbox: Collection<'mailbox'>
  readonly spins: Collection<'spins'>
  readonly likes: Collection<'likes'>
  readonly jobs: Collection<'jobs'>
  readonly idempotencyKeys: Collection<'idempotencyKeys'>
  readonly deposits: Collection<'deposits'>
  readonly withdrawals: Collection<'withdrawals'>
  readonly coupons: Collection<'coupons'>
  readonly couponRedemptions: Collection<'couponRedemptions'>
  /** Back to the seed (saved at once when persistent). */
  reset(): void
  /** Marks the data as changed (collections call it; direct edits of `data` must too). */
  changed(): void
  /** Persists in this storage from now on; loads what it holds or reseeds. Returns what was found. */
  attachStorage(storage: KeyValueStorage, options?: AttachOptions): LoadResult['status']
  /** Writes pending changes now. */
  flush(): void
  /** Memory only again (tests). */
  detachStorage(): void
  /** Called after every change and reset (the demo panel shows counts). */
  subscribe(listener: () => void): () => void
}

export interface CreateDbOptions {
  seed?: () => DbData
  /** For the saved timestamp; the simulation clock in the app. */
  now?: () => Date
}

export function createDb(options: CreateDbOptions = {}): Db {
  const makeSeed = options.seed ?? seedData
  const now = options.now ?? (() => new Date())
  let data = makeSeed()
  // Stored data is tied to the seed's content, so editing the seed invalidates old browser copies.
  const seedId = `${SCHEMA_VERSION}:${SEED}:${fingerprint(JSON.stringify(data))}`
  const listeners = new Set<() => void>()
  let storage: KeyValueStorage | null = null
  let debounceMs = 300
  let saveTimer: ReturnType<typeof setTimeout> | undefined
  let dirty = false
  let detachEvents: (() => void) | undefined

  const notify = () => {
    for (const listener of listeners) listener()
  }

  const flush = () => {
    clearTimeout(saveTimer)
    saveTimer = undefined
    if (!storage || !dirty) return
    dirty = false
    saveStoredDb(storage, seedId, data, now())
  }

  const changed = () => {
    notify()
    if (!storage) return
    dirty = true
    clearTimeout(saveTimer)
    saveTimer = setTimeout(flush, debounceMs)
  }

  const getData = () => data

  const db: Db = {
    get data() {
      return data
    },
    seedId,
    settings: {
      get: () => data.settings,
      update(patch) {
        data.settings = { ...data.settings, ...patch }
        changed()
        return data.settings
      },
    },
    categories: new Collection('categories', getData, changed),
    banners: new Collection('banners', getData, changed),
    users: new Collection('users', getData, changed),
    sessions: new Collection('sessions', getData, changed),
    wallets: new Collection('wallets', getData, changed),
    passwordResets: new Collection('passwordResets', getData, changed),
    mailbox: new Collection('mailbox', getData, changed),
    spins: new Collection('spins', getData, changed),
    likes: new Collection('likes', getData, changed),
    jobs: new Collection('jobs', getData, changed),
    idempotencyKeys: new Collection('idempotencyKeys', getData, changed),
    deposits: new Collection('deposits', getData, changed),
    withdrawals: new Collection('withdrawals', getData, changed),
    coupons: new Collection('coupons', getData, changed),
    couponRedemptions: new Collection('couponRedemptions', getData, changed),
    reset() {
      data = makeSeed()
      dirty = true
      flush()
      notify()
    },
    changed,
    attachStorage(target, attach = {}) {
      db.detachStorage()
      storage = target
      debounceMs = attach.debounceMs ?? 300
      const loaded = loadStoredDb(target, seedId)
      if (loaded.data) {
        data = loaded.data
      } else {
        // Missing, corrupt or outdated: start clean from the seed and overwrite the bad copy.
        data = makeSeed()
        dirty = true
        flush()
      }
      const events = attach.events ?? globalThis
      const onPageHide = () => flush()
      const onVisibility = () => {
        if (globalThis.document?.visibilityState === 'hidden') flush()
      }
      events.addEventListener('pagehide', onPageHide)
      events.addEventListener('visibilitychange', onVisibility)
      detachEvents = () => {
        events.removeEventListener('pagehide', onPageHide)
        events.removeEventListener('visibilitychange', onVisibility)
      }
      notify()
      return loaded.status
    },
    flush,
    detachStorage() {
      flush()
      detachEvents?.()
      detachEvents = undefined
      storage = null
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return db
}
