import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { eventsFixture, footballEventFixture, matchWinner } from '@/testing/sports-fixtures.ts'
import {
  applyEventChanges,
  eventsQueryOptions,
  liveEventsQueryOptions,
  sportsKeys,
  withChange,
  withChanges,
} from './queries.ts'

describe('withChange', () => {
  it('keeps the event itself when nothing differs', () => {
    const event = footballEventFixture()
    expect(withChange(event, { id: event.id, odds_home: event.odds_home, bets: structuredClone(event.bets) })).toBe(
      event,
    )
  })

  it('copies only the event and the market that moved', () => {
    const event = footballEventFixture()
    const [winner, goals] = event.bets
    const next = withChange(event, {
      id: event.id,
      odds_home: 1.9,
      bets: [matchWinner(1.9, 3.4, 4.2), structuredClone(goals!)],
    })
    expect(next).not.toBe(event)
    expect(next.odds_home).toBe(1.9)
    expect(next.bets[0]).not.toBe(winner)
    expect(next.bets[0]?.values[0]?.odd).toBe(1.9)
    expect(next.bets[1]).toBe(goals)
  })
})

describe('withChanges', () => {
  it('returns the same list when no event in it changed, and keeps every untouched event', () => {
    const events = eventsFixture(300)
    expect(withChanges(events, new Map([[9999, { id: 9999, odds_home: 2 }]]))).toBe(events)
    const next = withChanges(events, new Map([[150, { id: 150, odds_draw: 3.1 }]]))
    expect(next.filter((event, index) => event !== events[index]).map((event) => event.id)).toEqual([150])
  })
})

describe('applyEventChanges', () => {
  it('patches every cached list and the event page, and leaves other keys alone', () => {
    const queryClient = new QueryClient()
    const events = eventsFixture(3)
    queryClient.setQueryData(sportsKeys.events(), events)
    queryClient.setQueryData(sportsKeys.live(), events.slice(1))
    queryClient.setQueryData(sportsKeys.event(2), events[1])
    queryClient.setQueryData(sportsKeys.leagues(), [{ name: 'Série A', country: 'Brazil' }])
    const leagues = queryClient.getQueryData(sportsKeys.leagues())
    applyEventChanges(queryClient, [{ id: 2, odds_away: 5, goals_home: 1 }])
    const list = queryClient.getQueryData(eventsQueryOptions().queryKey)!
    expect(list[0]).toBe(events[0])
    expect(list[1]).toMatchObject({ odds_away: 5, goals_home: 1 })
    expect(queryClient.getQueryData(liveEventsQueryOptions().queryKey)![0]).toMatchObject({ odds_away: 5 })
    expect(queryClient.getQueryData(sportsKeys.event(2))).toMatchObject({ odds_away: 5 })
    expect(queryClient.getQueryData(sportsKeys.leagues())).toBe(leagues)
  })
})
