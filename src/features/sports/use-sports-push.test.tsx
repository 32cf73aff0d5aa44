import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { ODDS_UPDATED_EVENT, SPORTS_CHANNEL, sportsLiveEvents } from '@/api/sports.ts'
import { server } from '@mocks/node.ts'
import { answer, override } from '@mocks/override.ts'
import { broadcast, subscriberCount } from '@mocks/realtime.ts'
import { renderRoute } from '@/testing/render.tsx'
import { liveEventFixture, matchWinner } from '@/testing/sports-fixtures.ts'

describe('the odds feed', () => {
  it('patches a live card in place when a change is pushed', async () => {
    const event = liveEventFixture({ id: 31 })
    server.use(override(sportsLiveEvents, answer(sportsLiveEvents, { liveevents: [event] })))
    renderRoute('/sports/live')
    const card = await screen.findByRole('article', { name: 'Palmeiras 31 × Flamengo 31' }, { timeout: 10_000 })
    expect(within(card).getByRole('button', { name: /^1 1,85/ })).toBeInTheDocument()
    await waitFor(() => expect(subscriberCount(SPORTS_CHANNEL)).toBeGreaterThan(0))

    const { id, goals_away, status_long, bets } = event
    broadcast(SPORTS_CHANNEL, ODDS_UPDATED_EVENT, {
      at: '2026-11-24T13:00:00.000Z',
      events: [
        {
          id,
          goals_home: 2,
          goals_away,
          status_long,
          odds_home: 1.4,
          odds_draw: 4.5,
          odds_away: 7,
          bets: [matchWinner(1.4, 4.5, 7), bets[1]!],
        },
      ],
    })
    expect(await within(card).findByRole('button', { name: '1 1,40 (caiu)' })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'X 4,50 (subiu)' })).toBeInTheDocument()
  })
})
