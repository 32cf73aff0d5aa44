import { lazy, Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { PagePending } from '@/shared/ui/page-pending.tsx'

// The page's module is asked for by this route's chunk, not listed by the entry: every chunk a route's component
// imports is named in the entry's preload list, and the entry has no bytes left for them (docs/architecture.md).
const LimitsRoutePage = lazy(() =>
  import('@/features/protection/limits/limits-page.tsx').then((m) => ({ default: m.LimitsRoutePage })),
)

/**
 * Limites: deposit, loss and session time limits. The page loads its data inside its own boundary (the route's
 * pending and error views, drawn the same) instead of a route loader, whose stubs would also land in the entry.
 */
export const Route = createFileRoute('/_authenticated/profile/_wallet-area/limits')({
  component: LimitsRoute,
})

function LimitsRoute() {
  return (
    <Suspense fallback={<PagePending />}>
      <LimitsRoutePage />
    </Suspense>
  )
}
