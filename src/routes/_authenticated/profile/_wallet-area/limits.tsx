import { lazy, Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { limitsQueryOptions } from '@/features/protection/limits/queries.ts'
import { realityCheckSettingQueryOptions } from '@/features/protection/reality-check/queries.ts'
import { PagePending } from '@/shared/ui/page-pending.tsx'

// The page's module is asked for by this route's chunk, not listed by the entry: every chunk a route's component
// imports is named in the entry's preload list, and the entry has no bytes left for them (docs/architecture.md).
const LimitsRoutePage = lazy(() =>
  import('@/features/protection/limits/limits-page.tsx').then((m) => ({ default: m.LimitsRoutePage })),
)

/**
 * Limites: deposit, loss and session time limits. The loader starts the limits' and the reality check's requests
 * without waiting (hovering a link preloads them); the page, which this route's chunk loads (above), reads them inside
 * its own boundary, with the route's pending and error views drawn the same.
 */
export const Route = createFileRoute('/_authenticated/profile/_wallet-area/limits')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(limitsQueryOptions())
    void queryClient.prefetchQuery(realityCheckSettingQueryOptions())
  },
  component: LimitsRoute,
})

function LimitsRoute() {
  return (
    <Suspense fallback={<PagePending />}>
      <LimitsRoutePage />
    </Suspense>
  )
}
