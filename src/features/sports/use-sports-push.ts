import { useQueryClient } from '@tanstack/react-query'
import { ODDS_UPDATED_EVENT, OddsUpdatedEventSchema, SPORTS_CHANNEL } from '@/api/sports.ts'
import { usePublicChannelEvent } from '@/shared/use-channel-event.ts'
import { applyEventChanges } from './queries.ts'

/**
 * While a sports page is open, the odds feed (public channel `sports.football`) patches the cached lists and event
 * pages in place: only the events that changed get new objects, so only their moved odds buttons render again. A
 * push is news; the minute's refresh stays as the fallback when the socket is down.
 */
export function useSportsPush(): void {
  const queryClient = useQueryClient()
  usePublicChannelEvent(SPORTS_CHANNEL, ODDS_UPDATED_EVENT, OddsUpdatedEventSchema, (payload) =>
    applyEventChanges(queryClient, payload.events),
  )
}
