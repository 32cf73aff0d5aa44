import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { settingsOperator } from '@/api/operator.ts'

/** The operator domain's query keys: public, the same for every visitor. */
export const operatorKeys = {
  /** GET settings/operator */
  identification: () => ['settings', 'operator'] as const,
}

/** GET settings/operator: who runs the site. It changes with a new licence, not during a visit. */
export function operatorQueryOptions() {
  return queryOptions({
    queryKey: operatorKeys.identification(),
    queryFn: async ({ signal }) => (await callApi(settingsOperator, {}, { signal })).operator,
    staleTime: 60 * 60_000,
  })
}
