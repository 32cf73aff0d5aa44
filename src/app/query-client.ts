import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/errors.ts'

/**
 * The one retry layer (ky has retry: 0). Queries retry twice on a lost connection, a timeout or a
 * 5xx, with backoff; never on a 4xx or a body that broke the contract (retrying cannot fix those).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false
  if (!isApiError(error)) return false
  if (error.kind === 'network' || error.kind === 'timeout') return true
  return error.kind === 'http' && (error.status ?? 0) >= 500
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
