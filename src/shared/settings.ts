import { useSuspenseQuery } from '@tanstack/react-query'
import type { Setting } from '@/api/settings.ts'
import { settingsQueryOptions } from './queries.ts'

/** The site settings (app-wide: shell, deposit, withdraw, terms…). The root route's loader has them before any page. */
export function useSettings(): Setting {
  return useSuspenseQuery(settingsQueryOptions()).data
}
