import { createContext, Suspense, useContext, type ReactNode } from 'react'
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

interface BoundaryFailureContext {
  failure: QueryBoundaryProps['failure']
  resetQueries: () => void
}

const FailureContext = createContext<BoundaryFailureContext | null>(null)

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
        <FailureContext value={{ failure, resetQueries: reset }}>
          <CatchBoundary getResetKey={() => 'section'} onCatch={() => {}} errorComponent={BoundaryFailure}>
            <Suspense fallback={pending}>{children}</Suspense>
          </CatchBoundary>
        </FailureContext>
      )}
    </QueryErrorResetBoundary>
  )
}

/**
 * The failure view, one component type for every render: given inline, a new type at each render of the page around
 * the section, React would build the view anew each time, and the retry button the player had focused (or a test had
 * found) would leave the page.
 */
function BoundaryFailure({ error, reset: clear }: { error: unknown; reset: () => void }) {
  const context = useContext(FailureContext)
  if (!context) throw new Error('BoundaryFailure renders inside a QueryBoundary')
  const { failure, resetQueries } = context
  return failure({
    error,
    unavailable: isUnavailable(error),
    retry: () => {
      resetQueries()
      clear()
    },
  })
}
