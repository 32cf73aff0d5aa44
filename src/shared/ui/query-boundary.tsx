import { Suspense, type ReactNode } from 'react'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { CatchBoundary } from '@tanstack/react-router'
import { isUnavailable } from '../notices.ts'

export interface QueryBoundaryProps {
  /** Shown while a `useSuspenseQuery` inside is waiting for its first answer. */
  pending: ReactNode
  /**
   * Shown when one failed; `retry` clears the failure and asks again. `unavailable`: the backend does not have the
   * call yet (isUnavailable), which LoadFailure and RouteError show as such when given the error.
   */
  failure: (props: { error: unknown; retry: () => void; unavailable: boolean }) => ReactNode
  children: ReactNode
}

/**
 * Loading and failure for one section of a page that loads and fails on its own (a history table next to another):
 * Suspense for the wait, an error boundary for the failure, and a retry that resets TanStack Query's error boundary
 * before rendering again, so `useSuspenseQuery` fetches anew. A whole page uses its route's pendingComponent and
 * errorComponent instead (docs/architecture.md, "Loading data").
 */
export function QueryBoundary({ pending, failure, children }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <CatchBoundary
          getResetKey={() => 'section'}
          onCatch={() => {}}
          errorComponent={({ error, reset: clear }) =>
            failure({
              error,
              unavailable: isUnavailable(error),
              retry: () => {
                reset()
                clear()
              },
            })
          }
        >
          <Suspense fallback={pending}>{children}</Suspense>
        </CatchBoundary>
      )}
    </QueryErrorResetBoundary>
  )
}
