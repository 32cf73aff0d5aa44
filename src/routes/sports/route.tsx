import { lazy, Suspense } from 'react'
import { Outlet, createFileRoute } from '@tanstack/react-router'
import { SportsLayout } from '@/features/sports/sports-layout.tsx'
import { NotFound } from '@/features/shell/components/not-found.tsx'

// Loaded with the page, in a chunk of its own: its dependencies stay out of the entry's preload lists.
const RealityCheck = lazy(() =>
  import('@/features/protection/reality-check/components/reality-check.tsx').then((m) => ({ default: m.RealityCheck })),
)

/**
 * The sports area: its navigation and the bet slip around every sports page, or the maintenance image while
 * football is turned off (the settings are loaded by the root route before any page).
 */
export const Route = createFileRoute('/sports')({
  component: SportsRoute,
  notFoundComponent: NotFound,
})

function SportsRoute() {
  // The reality check beside every sports page while a player is logged in (player protection).
  return (
    <>
      <SportsLayout>
        <Outlet />
      </SportsLayout>
      <Suspense fallback={null}>
        <RealityCheck />
      </Suspense>
    </>
  )
}
