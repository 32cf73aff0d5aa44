import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { markActivity } from '@/shared/activity.ts'
import {
  sportsMyBets,
  sportsStoreMultiple,
  sportsStoreSingle,
  type BetRefusal,
  type BetSubmission,
  type FootballEvent,
} from '@/api/sports.ts'
import { PLAYER_QUERY_KEY } from '@/shared/queries.ts'
import { useIdempotentMutation } from '@/shared/query/use-idempotent-mutation.ts'
import { quoteIn, type Quote, type SlipEntry, type SlipMode } from './rules/slip.ts'

/** The slip's and my bets' query keys: player-scoped, so signing out drops them. */
export const betKeys = {
  all: () => [...PLAYER_QUERY_KEY, 'sports-bets'] as const,
  list: (status: MyBetsTab, page: number) => [...betKeys.all(), status, page] as const,
}

export type MyBetsTab = 'open' | 'settled'

/** GET sports/football/bets?status&page: the player's tickets, newest first, ten a page. */
export function myBetsQueryOptions(status: MyBetsTab, page: number) {
  return queryOptions({
    queryKey: betKeys.list(status, page),
    queryFn: async ({ signal }) => (await callApi(sportsMyBets, { query: { status, page } }, { signal })).bets,
    staleTime: 10_000,
  })
}

export interface Placement {
  mode: SlipMode
  body: BetSubmission
}

/**
 * POST store-single or store-multiple, sent as a money action: a second click while one is on its way sends
 * nothing, and placing the same slip again after no answer reuses the attempt's idempotency key, so a retry never
 * places (and debits) the bet twice. Any change to the slip is another placement with a new key.
 */
export function usePlaceBets() {
  return useIdempotentMutation({
    mutationFn: (placement: Placement, idempotencyKey) => {
      // A bet placed is activity for the inactivity timeout, whatever screen it came from.
      markActivity()
      return callApi(
        placement.mode === 'multiple' ? sportsStoreMultiple : sportsStoreSingle,
        { body: placement.body },
        { idempotencyKey },
      )
    },
  })
}

/** Refreshes my bets after a placement (the wallet goes through useMoneyMoved). */
export function useBetsPlaced(): () => Promise<void> {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: betKeys.all() }), [queryClient])
}

// --- Live odds of the picked values ------------------------------------------------------------------------------

function isEvent(value: unknown): value is FootballEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FootballEvent).id === 'number' &&
    Array.isArray((value as FootballEvent).bets)
  )
}

/**
 * The football events in a cached answer: the sports pages cache their lists as arrays of events and the event page
 * as one event (under the `sports` key root); an answer in the wire's wrapped shape (`{ events: [...] }`) counts too.
 */
function eventsIn(data: unknown): FootballEvent[] {
  if (Array.isArray(data)) return data.filter(isEvent)
  if (isEvent(data)) return [data]
  if (typeof data !== 'object' || data === null) return []
  const record = data as Record<string, unknown>
  return ['events', 'nextevents', 'liveevents', 'event'].flatMap((key) => eventsIn(record[key]))
}

/**
 * The current quote of each picked value, read from whatever the sports pages have cached (their lists and the
 * event page, which the realtime push and the 60-second refresh keep fresh): the slip never asks the server itself,
 * and the newest copy of an event wins. Re-computed when the cache changes; the returned map keeps its identity
 * while no quote changes, so the slip does not re-render on every tick.
 */
export function useLiveQuotes(entries: readonly SlipEntry[]): ReadonlyMap<string, DatedQuote> {
  const queryClient = useQueryClient()
  const cache = queryClient.getQueryCache()
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache])
  const read = useMemo(() => quoteReader(queryClient, entries), [queryClient, entries])
  return useSyncExternalStore(subscribe, read, read)
}

/** The sports pages' query keys start here (`sportsKeys.all()` in the feature's queries.ts). */
const SPORTS_ROOT = ['sports']

export type DatedQuote = Quote & { at: number }

/** Reads the quotes, handing back the same map until one of them changes (a stable external-store snapshot). */
function quoteReader(queryClient: QueryClient, entries: readonly SlipEntry[]): () => Map<string, DatedQuote> {
  let last: { key: string; quotes: Map<string, DatedQuote> } | null = null
  return () => {
    const quotes = readQuotes(queryClient, entries)
    const key = JSON.stringify([...quotes])
    if (last?.key !== key) last = { key, quotes }
    return last.quotes
  }
}

export function readQuotes(queryClient: QueryClient, entries: readonly SlipEntry[]): Map<string, DatedQuote> {
  const quotes = new Map<string, DatedQuote>()
  if (entries.length === 0) return quotes
  const wanted = new Set(entries.map((entry) => entry.event.id))
  const newest = new Map<number, { at: number; event: FootballEvent }>()
  for (const query of queryClient.getQueryCache().findAll({ queryKey: SPORTS_ROOT })) {
    const at = query.state.dataUpdatedAt
    for (const event of eventsIn(query.state.data)) {
      if (!wanted.has(event.id) || !Array.isArray(event.bets) || event.bets.length === 0) continue
      const seen = newest.get(event.id)
      if (!seen || seen.at < at) newest.set(event.id, { at, event })
    }
  }
  for (const entry of entries) {
    const found = newest.get(entry.event.id)
    if (found) quotes.set(entry.betId, { ...quoteIn(found.event, entry), at: found.at })
  }
  return quotes
}

/**
 * The quote that speaks for each entry: a refused placement's quote until the cache has a newer copy of the event
 * (the lists refresh every 60 s, so right after a refusal the cache may still show the old price).
 */
export function mergeQuotes(
  live: ReadonlyMap<string, DatedQuote>,
  refused: ReadonlyMap<string, DatedQuote>,
): Map<string, DatedQuote> {
  const merged = new Map(live)
  for (const [id, quote] of refused) {
    const current = live.get(id)
    if (!current || current.at <= quote.at) merged.set(id, quote)
  }
  return merged
}

/** A refusal's changes as quotes, stamped now. */
export function refusalQuotes(refusal: BetRefusal, at: number): Map<string, DatedQuote> {
  return new Map(
    refusal.changes.map((change) => [
      change.bet_id,
      { odd: change.odd, suspended: change.suspended || change.odd === null, at },
    ]),
  )
}
