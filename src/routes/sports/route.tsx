import { Outlet, createFileRoute } from '@tanstack/react-router'
import { SportsLayout } from '@/features/sports/sports-layout.tsx'
import { NotFound } from '@/features/shell/components/not-found.tsx'

/**
 * The sports area: its navigation and the bet slip around every sports page, or the maintenance image while
 * football is turned off (the settings are loaded by the root route before any page).
 */
export const Route = createFileRoute('/sports')({
  component: SportsRoute,
  notFoundComponent: NotFound,
})

function SportsRoute() {
  return (
    <SportsLayout>
      <Outlet />
    </SportsLayout>
  )
}
