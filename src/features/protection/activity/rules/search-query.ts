import type { ActivityFilter } from '@/api/protection-activity.ts'
import type { ActivityGroup, ActivityPeriod } from '@/api/protection-activity-filters.ts'
import type { ActivitySearch } from './search.ts'

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
