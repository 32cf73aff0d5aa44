import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { categoriesList } from '@/api/categories.ts'

/** The side menu's categories (GET categories). Settings and the wallet are app-wide: see src/shared. */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: async ({ signal }) => (await callApi(categoriesList, {}, { signal })).categories,
    staleTime: 10 * 60_000,
  })
}
