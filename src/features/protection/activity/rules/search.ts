import * as v from 'valibot'
import { ActivityGroupSchema, ActivityPeriodSchema, ActivityTypeSchema } from '@/api/protection-activity-filters.ts'
import { PageSearch } from '@/shared/routing.ts'

const Month = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))
const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))
const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined)

/**
 * The statement's address: `?periodo=30d&tipo=rodadas`… in the route's search, so a reload, a shared link and the
 * browser's back show the same statement. Anything unreadable reads as its default (the last 90 days, every type,
 * totals per week, page 1). Only the schema lives here: the route's search schema is in the entry chunk, what turns
 * it into the contract's query (search-query.ts) loads with the page.
 */
export const ActivitySearchSchema = v.object({
  periodo: v.fallback(v.optional(ActivityPeriodSchema, '90d'), '90d'),
  mes: optional(Month),
  de: optional(Day),
  ate: optional(Day),
  tipo: optional(ActivityTypeSchema),
  grupo: v.fallback(v.optional(ActivityGroupSchema, 'week'), 'week'),
  pagina: PageSearch,
})
export type ActivitySearch = v.InferOutput<typeof ActivitySearchSchema>
