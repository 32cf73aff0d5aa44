import * as v from 'valibot'
import {
  ActivityGroupSchema,
  ActivityPeriodSchema,
  ActivityTypeSchema,
  type ActivityFilter,
  type ActivityGroup,
  type ActivityPeriod,
  type ActivityType,
} from '@/api/protection-activity.ts'
import { PageSearch } from '@/shared/routing.ts'

const Month = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))
const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))
const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined)

/**
 * The statement's address: `?periodo=30d&tipo=rodadas`… in the route's search, so a reload, a shared link and the
 * browser's back show the same statement. Anything unreadable reads as its default (the last 90 days, every type,
 * totals per week, page 1).
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

export interface ActivityQuery extends ActivityFilter {
  group: ActivityGroup
  page: number
}

/** The contract's filter for the search: only the fields the period uses, so equal statements share a cache key. */
export function toActivityFilter(search: ActivitySearch): ActivityFilter {
  const period: ActivityPeriod = search.periodo
  return {
    period,
    ...(period === 'month' && search.mes ? { month: search.mes } : {}),
    ...(period === 'custom' && search.de ? { from: search.de } : {}),
    ...(period === 'custom' && search.ate ? { to: search.ate } : {}),
    ...(search.tipo ? { type: search.tipo } : {}),
  }
}

export function toActivityQuery(search: ActivitySearch): ActivityQuery {
  return { ...toActivityFilter(search), group: search.grupo, page: search.pagina }
}

/** The month picked by default for period=month: the current São Paulo month. */
export function currentMonth(nowMs: number): string {
  return new Date(nowMs - 3 * 3600_000).toISOString().slice(0, 7)
}

export type { ActivityType }
