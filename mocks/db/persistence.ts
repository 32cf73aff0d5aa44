import * as v from 'valibot'
import { SCHEMA_VERSION, TABLE_NAMES, type DbData } from './schema.ts'

export const DB_STORAGE_KEY = 'jogada:mock-db'
/**
 * The revision of the stored database, kept apart so every request can check it for the price of a few bytes: two
 * tabs of the demo share one stored database, and a tab reloads it only when another saved since.
 */
export const DB_REVISION_KEY = 'jogada:mock-db:revision'

/** The storage subset the database needs (localStorage in the browser, a Map-backed stub in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const Row = v.looseObject({ id: v.number() })
const StoredDbSchema = v.object({
  version: v.number(),
  seedId: v.string(),
  savedAt: v.string(),
  // Copies saved before tabs shared the database have none.
  revision: v.optional(v.number(), 0),
  data: v.looseObject({
    settings: v.looseObject({ software_name: v.string() }),
    sequences: v.record(v.string(), v.number()),
    ...Object.fromEntries(TABLE_NAMES.map((name) => [name, v.array(Row)])),
  }),
})

export type LoadResult =
  | { status: 'loaded'; data: DbData; revision: number }
  | { status: 'missing' | 'corrupt' | 'outdated'; data: null; revision: number }

/**
 * Reads the stored database. Anything that is not exactly this schema version and this seed (bad
 * JSON, a missing table, an older version, a changed seed) is reported, and the caller reseeds.
 */
export function loadStoredDb(storage: KeyValueStorage, seedId: string): LoadResult {
  let raw: string | null
  try {
    raw = storage.getItem(DB_STORAGE_KEY)
  } catch {
    return { status: 'missing', data: null, revision: 0 }
  }
  if (raw == null) return { status: 'missing', data: null, revision: 0 }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { status: 'corrupt', data: null, revision: 0 }
  }
  const parsed = v.safeParse(StoredDbSchema, json)
  if (!parsed.success) return { status: 'corrupt', data: null, revision: 0 }
  if (parsed.output.version !== SCHEMA_VERSION || parsed.output.seedId !== seedId)
    return { status: 'outdated', data: null, revision: 0 }
  // The check above covers the envelope and every table; rows are the db's own writes.
  return { status: 'loaded', data: parsed.output.data as unknown as DbData, revision: parsed.output.revision }
}

/** The stored revision (0 when none or unreadable). */
export function readStoredRevision(storage: KeyValueStorage): number {
  try {
    const revision = Number(storage.getItem(DB_REVISION_KEY) ?? 0)
    return Number.isSafeInteger(revision) ? revision : 0
  } catch {
    return 0
  }
}

/** Why a save failed: the storage is full, or it refused for another reason (privacy mode, disabled). */
export type SaveFailure = 'quota' | 'unavailable'

export function isQuotaExceeded(error: unknown): boolean {
  if (!(error instanceof Error || error instanceof DOMException)) return false
  const code = (error as { code?: unknown }).code
  return (
    error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  )
}

/** Writes the database and then its revision; null on success. On failure the mock keeps working in memory. */
export function saveStoredDb(
  storage: KeyValueStorage,
  seedId: string,
  data: DbData,
  savedAt: Date,
  revision = 0,
): SaveFailure | null {
  try {
    storage.setItem(
      DB_STORAGE_KEY,
      JSON.stringify({ version: SCHEMA_VERSION, seedId, savedAt: savedAt.toISOString(), revision, data }),
    )
    storage.setItem(DB_REVISION_KEY, String(revision))
    return null
  } catch (error) {
    console.warn('[mock db] could not save to storage', error)
    return isQuotaExceeded(error) ? 'quota' : 'unavailable'
  }
}

/** A short, stable fingerprint (FNV-1a) of a text: ties stored data to the seed that produced it. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}
