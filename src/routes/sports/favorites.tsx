import { createFileRoute } from '@tanstack/react-router'
import { SportsFavoritesPage } from '@/features/sports/favorites-page.tsx'

/** The starred leagues and matches (kept on this device). */
export const Route = createFileRoute('/sports/favorites')({
  component: SportsFavoritesPage,
})
