import type * as v from 'valibot'
import type { BannerSchema, SettingSchema } from '@/api/settings.ts'
import type { CategorySchema } from '@/api/categories.ts'
import type { OperatorSchema } from '@/api/operator.ts'

// The site's settings row, its categories and banners.
// This domain's tables in the mock database, in the wire shape the contract reads; db/schema.ts composes them all.

/** The settings row; `operator` is served on its own (GET settings/operator), never with settings/data. */
export type SettingRecord = v.InferInput<typeof SettingSchema> & { operator: v.InferInput<typeof OperatorSchema> }

export type CategoryRecord = v.InferInput<typeof CategorySchema>

/** The contract's banner id is optional; stored banners always have one. */
export type BannerRecord = v.InferInput<typeof BannerSchema> & { id: number }
