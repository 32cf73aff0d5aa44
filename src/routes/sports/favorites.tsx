import { createFileRoute } from '@tanstack/react-router'
import { SportsFavoritesPage } from '@/features/sports/favorites-page.tsx'
import { eventQueryOptions, eventsQueryOptions } from '@/features/sports/queries.ts'
import { leagueOfKey, readSportsFavorites } from '@/features/sports/state.ts'

/**
 * The starred leagues and matches (kept on this device). The loader starts each starred match's and league's request
 * without waiting: each one loads on its own inside the page, and a match that is gone is simply not shown.
 */
export const Route = createFileRoute('/sports/favorites')({
  loader: ({ context: { queryClient } }) => {
    const { events, leagues } = readSportsFavorites()
    for (const id of events) void queryClient.prefetchQuery(eventQueryOptions(id))
    for (const key of leagues) void queryClient.prefetchQuery(eventsQueryOptions(leagueOfKey(key).name))
  },
  component: SportsFavoritesPage,
})
