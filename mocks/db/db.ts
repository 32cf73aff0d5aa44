import { Collection, type RowChange } from './collection.ts'
import {
  DB_REVISION_KEY,
  DB_STORAGE_KEY,
  fingerprint,
  loadStoredDb,
  rowShapes,
  readStoredRevision,
  saveStoredDb,
  type KeyValueStorage,
  type LoadResult,
  type SaveFailure,
} from './persistence.ts'
import { randomHex } from './crypto.ts'
import { SCHEMA_VERSION, type DbData, type SecretName, type TableName } from './schema.ts'
import type { SettingRecord } from '../settings/tables.ts'
import { SEED } from './reference.ts'
import { seedData } from './seed-data.ts'

export interface AttachOptions {
  /** Writes are batched: saved this long after the last change (and at once on pagehide). */
  debounceMs?: number
  /** Where `pagehide`/`visibilitychange`/`storage` are listened to. Default: globalThis. */
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
  readonly favorites: Collection<'favorites'>
  readonly recents: Collection<'recents'>
  readonly gameLikes: Collection<'gameLikes'>
  readonly gameSessions: Collection<'gameSessions'>
  readonly gameRounds: Collection<'gameRounds'>
  readonly sportsTickets: Collection<'sportsTickets'>
  readonly sportsOverrides: Collection<'sportsOverrides'>
  readonly missions: Collection<'missions'>
  readonly missionUsers: Collection<'missionUsers'>
  readonly vipLevels: Collection<'vipLevels'>
  readonly vipLevelUps: Collection<'vipLevelUps'>
  readonly referrals: Collection<'referrals'>
  readonly ledger: Collection<'ledger'>
  readonly realityChecks: Collection<'realityChecks'>
  readonly protectionLimits: Collection<'protectionLimits'>
  readonly loginTimes: Collection<'loginTimes'>
  readonly pauses: Collection<'pauses'>
  readonly withdrawPasses: Collection<'withdrawPasses'>
  /**
   * A secret of this database, made once with crypto.getRandomValues and kept with the data (per process in Node,
   * per stored demo database in the browser); a reset makes a new one.
   */
  secret(name: SecretName): string
  /** Back to the seed (saved at once when persistent). */
  reset(): void
  /**
   * Marks the data as changed without saying which rows (direct edits of `data`): the next save writes this tab's
   * whole copy over the stored one. Collections record their rows themselves.
   */
  changed(): void
  /**
   * Picks up what another tab saved since this copy was loaded or saved (the stored revision moved): the stored
   * database with this tab's unsaved rows on top. Cheap when nothing moved. Returns whether it reloaded.
   */
  sync(): boolean
  /** Why the last save failed ('quota': the storage is full), or null when it worked. */
  saveFailure(): SaveFailure | null
  /** Persists in this storage from now on; loads what it holds or reseeds. Returns what was found. */
  attachStorage(storage: KeyValueStorage, options?: AttachOptions): LoadResult['status']
  /**
   * Writes pending changes now, as a read-modify-write: the latest stored database (another tab may have saved) with
   * this tab's changed rows, settings and sequences merged in, under the next revision.
   */
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

type Row = { id: number }

export function createDb(options: CreateDbOptions = {}): Db {
  const makeSeed = options.seed ?? seedData
  const now = options.now ?? (() => new Date())
  let data = makeSeed()
  // Stored data is tied to the seed's content, so editing the seed invalidates old browser copies.
  const seedId = `${SCHEMA_VERSION}:${SEED}:${fingerprint(JSON.stringify(data))}`
  // What a stored row must look like: its table's rows as the seed writes them.
  const shapes = rowShapes(data)
  /** Reads the stored copy, reporting the rows it had to leave out (they would break every page that reads them). */
  const load = (target: KeyValueStorage): LoadResult => {
    const loaded = loadStoredDb(target, seedId, shapes)
    if (loaded.data && loaded.dropped.length > 0) console.warn('[mock db] stored rows left out:', loaded.dropped)
    return loaded
  }
  const listeners = new Set<() => void>()
  let storage: KeyValueStorage | null = null
  let debounceMs = 300
  let saveTimer: ReturnType<typeof setTimeout> | undefined
  let dirty = false
  let detachEvents: (() => void) | undefined
  /** The stored revision this copy is based on. */
  let revision = 0
  /** Rows this tab changed since its last save, per table: what a save merges into the stored copy. */
  let pending = new Map<TableName, Map<number, RowChange>>()
  let settingsChanged = false
  let secretsChanged = false
  /** The next save replaces the stored copy (a reset, a reseed, an edit `changed()` could not place). */
  let replaceAll = false
  let failure: SaveFailure | null = null

  const notify = () => {
    for (const listener of listeners) listener()
  }

  const clearPending = () => {
    pending = new Map()
    settingsChanged = false
    secretsChanged = false
    replaceAll = false
  }

  /** This tab's unsaved changes on top of another copy (which it mutates and returns). */
  const mergeInto = (latest: DbData): DbData => {
    if (replaceAll) return data
    for (const [table, changes] of pending) {
      const rows = latest[table] as Row[]
      const mine = data[table] as Row[]
      for (const [id, change] of changes) {
        const index = rows.findIndex((row) => row.id === id)
        if (change === 'delete') {
          if (index >= 0) rows.splice(index, 1)
          continue
        }
        const row = mine.find((candidate) => candidate.id === id)
        if (!row) continue
        if (index >= 0) rows[index] = row
        else rows.push(row)
      }
    }
    for (const table of Object.keys(data.sequences) as TableName[]) {
      latest.sequences[table] = Math.max(latest.sequences[table] ?? 0, data.sequences[table])
    }
    if (settingsChanged) latest.settings = data.settings
    // Another tab's secret, made first, wins: both tabs then sign alike.
    if (secretsChanged) latest.secrets = { ...data.secrets, ...latest.secrets }
    return latest
  }

  /** Loads the stored copy when its revision moved; false when nothing moved or it cannot be read. */
  const pullLatest = (): boolean => {
    if (!storage || readStoredRevision(storage) === revision) return false
    const loaded = load(storage)
    if (!loaded.data) return false
    data = mergeInto(loaded.data)
    revision = loaded.revision
    return true
  }

  const flush = () => {
    clearTimeout(saveTimer)
    saveTimer = undefined
    if (!storage || !dirty) return
    if (!replaceAll) pullLatest()
    const next = Math.max(revision, readStoredRevision(storage)) + 1
    const failed = saveStoredDb(storage, seedId, data, now(), next)
    if (failed !== failure) {
      failure = failed
      notify()
    }
    // Unsaved changes stay recorded, so the next save (after the user frees space) still carries them.
    if (failed) return
    revision = next
    dirty = false
    clearPending()
  }

  const scheduleSave = () => {
    notify()
    if (!storage) return
    dirty = true
    clearTimeout(saveTimer)
    saveTimer = setTimeout(flush, debounceMs)
  }

  const rowChanged = (table: TableName) => (id: number, change: RowChange) => {
    if (storage) {
      let changes = pending.get(table)
      if (!changes) pending.set(table, (changes = new Map()))
      changes.set(id, change)
    }
    scheduleSave()
  }

  const getData = () => data

  const reseed = () => {
    data = makeSeed()
    clearPending()
    replaceAll = true
    dirty = true
    flush()
  }

  const db: Db = {
    get data() {
      return data
    },
    seedId,
    settings: {
      get: () => data.settings,
      update(patch) {
        data.settings = { ...data.settings, ...patch }
        settingsChanged = true
        scheduleSave()
        return data.settings
      },
    },
    categories: new Collection('categories', getData, rowChanged('categories')),
    banners: new Collection('banners', getData, rowChanged('banners')),
    users: new Collection('users', getData, rowChanged('users')),
    sessions: new Collection('sessions', getData, rowChanged('sessions')),
    wallets: new Collection('wallets', getData, rowChanged('wallets')),
    passwordResets: new Collection('passwordResets', getData, rowChanged('passwordResets')),
    mailbox: new Collection('mailbox', getData, rowChanged('mailbox')),
    spins: new Collection('spins', getData, rowChanged('spins')),
    likes: new Collection('likes', getData, rowChanged('likes')),
    jobs: new Collection('jobs', getData, rowChanged('jobs')),
    idempotencyKeys: new Collection('idempotencyKeys', getData, rowChanged('idempotencyKeys')),
    deposits: new Collection('deposits', getData, rowChanged('deposits')),
    withdrawals: new Collection('withdrawals', getData, rowChanged('withdrawals')),
    coupons: new Collection('coupons', getData, rowChanged('coupons')),
    couponRedemptions: new Collection('couponRedemptions', getData, rowChanged('couponRedemptions')),
    favorites: new Collection('favorites', getData, rowChanged('favorites')),
    recents: new Collection('recents', getData, rowChanged('recents')),
    gameLikes: new Collection('gameLikes', getData, rowChanged('gameLikes')),
    gameSessions: new Collection('gameSessions', getData, rowChanged('gameSessions')),
    gameRounds: new Collection('gameRounds', getData, rowChanged('gameRounds')),
    sportsTickets: new Collection('sportsTickets', getData, rowChanged('sportsTickets')),
    sportsOverrides: new Collection('sportsOverrides', getData, rowChanged('sportsOverrides')),
    missions: new Collection('missions', getData, rowChanged('missions')),
    missionUsers: new Collection('missionUsers', getData, rowChanged('missionUsers')),
    vipLevels: new Collection('vipLevels', getData, rowChanged('vipLevels')),
    vipLevelUps: new Collection('vipLevelUps', getData, rowChanged('vipLevelUps')),
    referrals: new Collection('referrals', getData, rowChanged('referrals')),
    ledger: new Collection('ledger', getData, rowChanged('ledger')),
    realityChecks: new Collection('realityChecks', getData, rowChanged('realityChecks')),
    protectionLimits: new Collection('protectionLimits', getData, rowChanged('protectionLimits')),
    loginTimes: new Collection('loginTimes', getData, rowChanged('loginTimes')),
    pauses: new Collection('pauses', getData, rowChanged('pauses')),
    withdrawPasses: new Collection('withdrawPasses', getData, rowChanged('withdrawPasses')),
    secret(name) {
      const existing = data.secrets?.[name]
      if (existing !== undefined) return existing
      const made = randomHex(32)
      data.secrets = { ...data.secrets, [name]: made }
      if (storage) secretsChanged = true
      scheduleSave()
      return made
    },
    reset() {
      reseed()
      notify()
    },
    changed() {
      replaceAll = true
      scheduleSave()
    },
    sync() {
      const reloaded = pullLatest()
      if (reloaded) notify()
      return reloaded
    },
    saveFailure: () => failure,
    attachStorage(target, attach = {}) {
      db.detachStorage()
      storage = target
      debounceMs = attach.debounceMs ?? 300
      clearPending()
      const loaded = load(target)
      if (loaded.data) {
        data = loaded.data
        revision = loaded.revision
      } else {
        // Missing, corrupt or outdated: start clean from the seed and overwrite the bad copy.
        revision = readStoredRevision(target)
        reseed()
      }
      const events = attach.events ?? globalThis
      const onPageHide = () => flush()
      const onVisibility = () => {
        if (globalThis.document?.visibilityState === 'hidden') flush()
      }
      // Another tab saved: take it now, so this tab's demo panel shows it without waiting for a request.
      const onStorage = (event: Event) => {
        const key = (event as StorageEvent).key
        if (key === null || key === DB_REVISION_KEY || key === DB_STORAGE_KEY) db.sync()
      }
      events.addEventListener('pagehide', onPageHide)
      events.addEventListener('visibilitychange', onVisibility)
      events.addEventListener('storage', onStorage)
      detachEvents = () => {
        events.removeEventListener('pagehide', onPageHide)
        events.removeEventListener('visibilitychange', onVisibility)
        events.removeEventListener('storage', onStorage)
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
      failure = null
      clearPending()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return db
}
