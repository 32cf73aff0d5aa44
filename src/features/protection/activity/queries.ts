import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { protectionActivity, protectionActivityExport, type ActivityFilter } from '@/api/protection-activity.ts'
import { PLAYER_QUERY_KEY } from '@/shared/queries.ts'
import type { ActivityQuery } from './rules/search-query.ts'

export const activityKeys = {
  all: () => [...PLAYER_QUERY_KEY, 'protection', 'activity'] as const,
  statement: (query: ActivityQuery) => [...activityKeys.all(), 'statement', query] as const,
  export: () => [...activityKeys.all(), 'export'] as const,
}

/** GET protection/activity: a page of the statement, the range it covers and its totals. */
export function activityQueryOptions(query: ActivityQuery) {
  return queryOptions({
    queryKey: activityKeys.statement(query),
    queryFn: ({ signal }) => callApi(protectionActivity, { query }, { signal }),
    // Another page or filter keeps the statement on screen, dimmed, until the next one is there.
    placeholderData: keepPreviousData,
  })
}

/**
 * GET protection/activity/export: every entry of the filter, asked for when the player exports (a mutation, never
 * cached: a new export reads what was booked meanwhile).
 */
export function useActivityExport() {
  return useMutation({
    mutationKey: activityKeys.export(),
    mutationFn: (filter: ActivityFilter) => callApi(protectionActivityExport, { query: filter }),
  })
}
