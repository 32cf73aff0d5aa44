import { Outlet, createFileRoute } from '@tanstack/react-router'
import { NotFound } from '@/features/shell/components/not-found.tsx'

/** The sports area (route `sports`) and its child pages; the sports issue adds its navigation bar here. */
export const Route = createFileRoute('/sports')({
  component: Outlet,
  notFoundComponent: NotFound,
})
