import * as v from 'valibot'
import { SCHEMA_VERSION, TABLE_NAMES, type DbData } from './schema.ts'

export const DB_STORAGE_KEY = 'jogada:mock-db'

/** The storage subset the database needs (localStorage in the browser, a Map-backed stub in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const Row = v.looseObject({ id: v.number() })
const StoredDbSchema = v.object({
  version: v.number(),
  seedId: v.string(),
  savedAt: v.string(),
  data: v.looseObject({
    settings: v.looseObject({ software_name: v.string() }),
    sequences: v.record(v.string(), v.number()),
    ...Object.fromEntries(TABLE_NAMES.map((name) => [name, v.array(Row)])),
  }),
})

export type LoadResult = { status: 'loaded'; data: DbData } | { status: 'missing' | 'corrupt' | 'outdated'; data: null }

/**
 * Reads the stored database. Anything that is not exactly this schema version and this seed (bad
 * JSON, a missing table, an older version, a changed seed) is reported, and the caller reseeds.
 */
export function loadStoredDb(storage: KeyValueStorage, seedId: string): LoadResult {
  let raw: string | null
  try {
    raw = storage.getItem(DB_STORAGE_KEY)
  } catch {
    return { status: 'missing', data: null }
  }
  if (raw == null) return { status: 'missing', data: null }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { status: 'corrupt', data: null }
  }
  const parsed = v.safeParse(StoredDbSchema, json)
  if (!parsed.success) return { status: 'corrupt', data: null }
  if (parsed.output.version !== SCHEMA_VERSION || parsed.output.seedId !== seedId) return { status: 'outdated', data: null }
  // The check above covers the envelope and every table; rows are the db's own writes.
  return { status: 'loaded', data: parsed.output.data as unknown as DbData }
}

export function saveStoredDb(storage: KeyValueStorage, seedId: string, data: DbData, savedAt: Date): void {
  try {
    storage.setItem(DB_STORAGE_KEY, JSON.stringify({ version: SCHEMA_VERSION, seedId, savedAt: savedAt.toISOString(), data }))
  } catch (error) {
    // Quota or privacy mode: the mock keeps working in memory.
    console.warn('[mock db] could not save to storage', error)
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
