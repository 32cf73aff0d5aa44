import * as v from 'valibot'
import { hashText } from '@/shared/prng.ts'
import { SCHEMA_VERSION, TABLE_NAMES, type DbData, type TableName } from './schema.ts'

export const DB_STORAGE_KEY = 'jogada:mock-db'
/**
 * The revision of the stored database, kept apart so every request can check it for the price of a few bytes: two
 * tabs of the demo share one stored database, and a tab reloads it only when another saved since.
 */
export const DB_REVISION_KEY = 'jogada:mock-db:revision'

/** The storage subset the database needs (localStorage in the browser, a Map-backed stub in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const StoredDbSchema = v.object({
  version: v.number(),
  seedId: v.string(),
  savedAt: v.string(),
  // Copies saved before tabs shared the database have none.
  revision: v.optional(v.number(), 0),
  data: v.looseObject({
    settings: v.looseObject({ software_name: v.string() }),
    sequences: v.record(v.string(), v.number()),
    // Rows are checked one by one below: one bad row is dropped, not the whole database.
    ...Object.fromEntries(TABLE_NAMES.map((name) => [name, v.array(v.unknown())])),
  }),
})

/** A stored row left out at load, and why. */
export interface DroppedRow {
  table: TableName
  /** Its position in the stored table. */
  index: number
  reason: string
}

export type LoadResult =
  | { status: 'loaded'; data: DbData; revision: number; dropped: DroppedRow[] }
  | { status: 'missing' | 'corrupt' | 'outdated'; data: null; revision: number }

type ValueKind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object' | 'other'

function kindOf(value: unknown): ValueKind {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  const type = typeof value
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'object') return type
  return 'other'
}

/** What every reference row of a table has (keys present in all of them) and the kinds each key takes. */
export interface RowShape {
  required: Set<string>
  kinds: Map<string, Set<ValueKind>>
}

/** The shapes of the tables' rows as the seed writes them (a table the seed leaves empty checks only the id). */
export function rowShapes(reference: Partial<Record<TableName, readonly object[]>>): Map<TableName, RowShape> {
  const shapes = new Map<TableName, RowShape>()
  for (const table of TABLE_NAMES) {
    const rows = (reference[table] ?? []) as ReadonlyArray<Record<string, unknown>>
    if (rows.length === 0) continue
    const kinds = new Map<string, Set<ValueKind>>()
    const counts = new Map<string, number>()
    for (const row of rows) {
      for (const [key, value] of Object.entries(row)) {
        counts.set(key, (counts.get(key) ?? 0) + 1)
        const seen = kinds.get(key) ?? new Set<ValueKind>()
        seen.add(kindOf(value))
        kinds.set(key, seen)
      }
    }
    const required = new Set([...counts].filter(([, count]) => count === rows.length).map(([key]) => key))
    shapes.set(table, { required, kinds })
  }
  return shapes
}

/**
 * Why a stored row cannot be used, or null: not an object, no whole-number id, a key every reference row has is
 * missing, or a value of a kind the reference rows never hold there (a text where the seed has an object). A null is
 * accepted anywhere (a column the seed never leaves empty may still be nullable); keys the seed does not know are
 * left alone.
 */
export function rowProblem(row: unknown, shape: RowShape | undefined): string | null {
  if (kindOf(row) !== 'object') return 'not an object'
  const record = row as Record<string, unknown>
  if (!Number.isSafeInteger(record.id)) return 'no whole-number id'
  if (!shape) return null
  for (const key of shape.required) if (!(key in record)) return `missing ${key}`
  for (const [key, value] of Object.entries(record)) {
    const kind = kindOf(value)
    const known = shape.kinds.get(key)
    if (kind === 'null' || !known) continue
    const nonNull = [...known].filter((k) => k !== 'null')
    if (nonNull.length > 0 && !nonNull.includes(kind)) return `${key} is ${kind}, expected ${nonNull.join(' or ')}`
  }
  return null
}

/**
 * Reads the stored database. Anything that is not exactly this schema version and this seed (bad
 * JSON, a missing table, an older version, a changed seed) is reported, and the caller reseeds. Within a good
 * envelope, a row that breaks its table's shape (`shapes`, from the seed) is dropped and listed in `dropped`, so one
 * bad row costs that row, not the demo (mocks/README.md, "Rules a backend copies").
 */
export function loadStoredDb(
  storage: KeyValueStorage,
  seedId: string,
  shapes: Map<TableName, RowShape> = new Map(),
): LoadResult {
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
  const data = parsed.output.data as unknown as Record<TableName, unknown[]>
  const dropped: DroppedRow[] = []
  for (const table of TABLE_NAMES) {
    const shape = shapes.get(table)
    data[table] = data[table].filter((row, index) => {
      const reason = rowProblem(row, shape)
      if (reason !== null) dropped.push({ table, index, reason })
      return reason === null
    })
  }
  return { status: 'loaded', data: data as unknown as DbData, revision: parsed.output.revision, dropped }
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
  return hashText(text).toString(16).padStart(8, '0')
}
