import * as v from 'valibot'
import { MoneySchema, toDecimal } from '@/api/money.ts'
import { SettingSchema, type Setting } from '@/api/settings.ts'

/**
 * The site settings are app-wide (shell, deposit, withdraw, terms…), so their query lives in shared/.
 * A copy is kept in localStorage `setting` (the spec's key) so the next boot paints at once from it
 * while the network refreshes it in the background.
 */
export const SETTING_KEY = 'setting'

type SettingWire = v.InferInput<typeof SettingSchema>

function unwrap(schema: v.GenericSchema): v.GenericSchema {
  let current: v.GenericSchema = schema
  // optional(nullable(MoneySchema)) and friends: the wrapped schema sits under `wrapped`.
  while ('wrapped' in current && current.wrapped && typeof current.wrapped === 'object') {
    current = current.wrapped as v.GenericSchema
  }
  return current
}

/** The money fields, found from the contract so a new amount field is cached right without edits here. */
const moneyFields = Object.entries(SettingSchema.entries)
  .filter(([, schema]) => unwrap(schema) === MoneySchema)
  .map(([key]) => key)

/**
 * Cached in the server's own shape (amounts as decimal strings), so reading it back goes through the
 * same contract schema: a stale or tampered copy is rejected instead of trusted.
 */
export function toSettingWire(setting: Setting): SettingWire {
  const wire: Record<string, unknown> = { ...setting }
  for (const key of moneyFields) {
    const value = wire[key]
    if (typeof value === 'number') wire[key] = toDecimal(value)
  }
  return wire as SettingWire
}

export function readCachedSetting(): Setting | undefined {
  try {
    const raw = localStorage.getItem(SETTING_KEY)
    if (!raw) return undefined
    const result = v.safeParse(SettingSchema, JSON.parse(raw))
    return result.success ? result.output : undefined
  } catch {
    return undefined
  }
}

export function writeCachedSetting(setting: Setting): void {
  try {
    localStorage.setItem(SETTING_KEY, JSON.stringify(toSettingWire(setting)))
  } catch {
    // Full or unavailable storage only costs the instant paint of the next visit.
  }
}
