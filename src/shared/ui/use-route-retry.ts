import { useState } from 'react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'

/**
 * A failure view's `Tentar novamente` (RouteError's): resets the query error boundary, reloads the routes' loaders
 * (router.invalidate) and clears the boundary with `reset`, so a passing retry shows the page again. `retrying` is
 * true meanwhile.
 */
export function useRouteRetry(reset: () => void): { retry: () => Promise<void>; retrying: boolean } {
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  const [retrying, setRetrying] = useState(false)
  const retry = async () => {
    setRetrying(true)
    try {
      queryErrorReset.reset()
      await router.invalidate()
      reset()
    } finally {
      setRetrying(false)
    }
  }
  return { retry, retrying }
}
