import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import {
  sportsEvent,
  sportsEvents,
  sportsLeagues,
  sportsLiveEvents,
  sportsNextEvents,
  type EventUpdate,
  type FootballEvent,
  type Market,
} from '@/api/sports.ts'

/**
 * The sports keys. Football data is public and the same for every viewer, so it sits under its own root, kept
 * across a login or a logout.
 */
export const sportsKeys = {
  all: () => ['sports'] as const,
  leagues: () => [...sportsKeys.all(), 'leagues'] as const,
  events: (category?: string) => [...sportsKeys.all(), 'events', category ?? null] as const,
  next: (category?: string) => [...sportsKeys.all(), 'next', category ?? null] as const,
  live: () => [...sportsKeys.all(), 'live'] as const,
  day: (date: string) => [...sportsKeys.all(), 'day', date] as const,
  search: (term: string) => [...sportsKeys.all(), 'search', term] as const,
  event: (id: number) => [...sportsKeys.all(), 'event', id] as const,
}

/** Sports data refreshes every minute while a sports page is open (pushed odds changes come in between). */
export const SPORTS_REFRESH_MS = 60_000

const refreshing = {
  staleTime: SPORTS_REFRESH_MS,
  refetchInterval: SPORTS_REFRESH_MS,
} as const

/** GET sports/football/leagues/: the league chips. */
export function leaguesQueryOptions() {
  return queryOptions({
    queryKey: sportsKeys.leagues(),
    queryFn: async ({ signal }) => (await callApi(sportsLeagues, {}, { signal })).leagues,
    staleTime: 10 * 60_000,
  })
}

/** GET sports/football/events?category: `Main Games`, all leagues or one. The previous league stays while the next loads. */
export function eventsQueryOptions(category?: string) {
  return queryOptions({
    queryKey: sportsKeys.events(category),
    queryFn: async ({ signal }) =>
      (await callApi(sportsEvents, { query: category ? { category } : {} }, { signal })).events,
    placeholderData: keepPreviousData,
    ...refreshing,
  })
}

/** GET sports/football/events?date: the calendar's day (São Paulo), every match kicking off that day. */
export function dayEventsQueryOptions(date: string) {
  return queryOptions({
    queryKey: sportsKeys.day(date),
    queryFn: async ({ signal }) => (await callApi(sportsEvents, { query: { date } }, { signal })).events,
    placeholderData: keepPreviousData,
    ...refreshing,
  })
}

/** GET sports/football/events?search: matches whose team or league name holds the term (2 characters or more). */
export function searchEventsQueryOptions(term: string) {
  return queryOptions({
    queryKey: sportsKeys.search(term),
    queryFn: async ({ signal }) => (await callApi(sportsEvents, { query: { search: term } }, { signal })).events,
    placeholderData: keepPreviousData,
    ...refreshing,
  })
}

/** GET sports/football/nextevents?category: `Next Events`. */
export function nextEventsQueryOptions(category?: string) {
  return queryOptions({
    queryKey: sportsKeys.next(category),
    queryFn: async ({ signal }) =>
      (await callApi(sportsNextEvents, { query: category ? { category } : {} }, { signal })).nextevents,
    placeholderData: keepPreviousData,
    ...refreshing,
  })
}

/** GET sports/football/liveevents: the carousel and the live page. */
export function liveEventsQueryOptions() {
  return queryOptions({
    queryKey: sportsKeys.live(),
    queryFn: async ({ signal }) => (await callApi(sportsLiveEvents, {}, { signal })).liveevents,
    ...refreshing,
  })
}

/** GET sports/football/events/{id}: the event page, every market. */
export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: sportsKeys.event(id),
    queryFn: async ({ signal }) => (await callApi(sportsEvent, { params: { id } }, { signal })).event,
    ...refreshing,
  })
}

/** What changed in one event (a push's entry): its odds, markets, score, clock or status. Absent fields did not change. */
export type EventChange = Pick<EventUpdate, 'id'> & Partial<Omit<EventUpdate, 'id'>>

const SCALARS = [
  'odds_home',
  'odds_draw',
  'odds_away',
  'goals_home',
  'goals_away',
  'status_long',
  'status_short',
  'elapsed',
  'finished',
] as const satisfies (keyof EventChange)[]

function sameMarket(a: Market, b: Market): boolean {
  return (
    a.name === b.name &&
    a.suspended === b.suspended &&
    a.values.length === b.values.length &&
    a.values.every((value, index) => {
      const other = b.values[index]
      return value.value === other?.value && value.odd === other.odd && value.suspended === other.suspended
    })
  )
}

/**
 * The event with a change applied. Whatever did not change keeps its identity (the event itself when nothing did,
 * every market whose values are the same), so the memoised cards and odds buttons of a list of hundreds render
 * again only where an odd moved.
 */
export function withChange(event: FootballEvent, change: EventChange): FootballEvent {
  let next: FootballEvent | null = null
  for (const key of SCALARS) {
    const value = change[key]
    if (value !== undefined && value !== event[key]) {
      next ??= { ...event }
      ;(next as Record<string, unknown>)[key] = value
    }
  }
  if (change.bets) {
    let marketsChanged = change.bets.length !== event.bets.length
    const bets = change.bets.map((market, index) => {
      const old = event.bets[index]
      if (old && sameMarket(old, market)) return old
      marketsChanged = true
      return market
    })
    if (marketsChanged) {
      next ??= { ...event }
      next.bets = bets
    }
  }
  return next ?? event
}

/** A list with the changes applied; the same array when no event in it changed. */
export function withChanges(events: FootballEvent[], changes: ReadonlyMap<number, EventChange>): FootballEvent[] {
  let changed = false
  const next = events.map((event) => {
    const change = changes.get(event.id)
    const updated = change ? withChange(event, change) : event
    if (updated !== event) changed = true
    return updated
  })
  return changed ? next : events
}

/** Applies pushed changes to every cached list and event page, without a request. */
export function applyEventChanges(queryClient: QueryClient, changes: readonly EventChange[]): void {
  if (changes.length === 0) return
  const byId = new Map(changes.map((change) => [change.id, change]))
  queryClient.setQueriesData<FootballEvent[] | FootballEvent>({ queryKey: sportsKeys.all() }, (data) => {
    if (Array.isArray(data)) return withChanges(data, byId)
    if (data && typeof data === 'object' && 'team_home_name' in data) {
      const change = byId.get(data.id)
      return change ? withChange(data, change) : data
    }
    return data
  })
}
