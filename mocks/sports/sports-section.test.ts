import { beforeEach, describe, expect, it } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { clock } from '../sim/clock.ts'
import { findEvent, forcedStates } from './feed.ts'
import { fixturesBetween } from './fixtures.ts'
import { sportsPolicy } from './policy.ts'
import { panelMatches } from '../panel/actions.ts'
import { openDemoPanel } from '../panel/test-support.ts'

beforeEach(() => resetMockState())

async function openPanel() {
  const { user, section } = await openDemoPanel()
  return { user, region: section('Futebol') }
}

// The whole panel renders and waits for its sections' first reads of the mock: slow on a busy machine.
describe('Futebol', { timeout: 30_000 }, () => {
  it('turns football off and on, and the 300-live-matches load', async () => {
    const { user, region } = await openPanel()
    const football = within(region).getByRole('switch', { name: /Futebol ligado/ })
    expect(football).toBeChecked()
    await user.click(football)
    await waitFor(() => expect(db.settings.get().turn_on_football).toBe(false))
    await user.click(football)
    await waitFor(() => expect(db.settings.get().turn_on_football).toBe(true))
    await user.click(within(region).getByRole('switch', { name: /300 partidas ao vivo/ }))
    await waitFor(() => expect(sportsPolicy.get().load).toBe('bench'))
  })

  it('scores for either side of the chosen live match, suspends a market, and ends it', async () => {
    const { user, region } = await openPanel()
    const live = panelMatches().find((event) => event.state.started)
    if (!live) throw new Error('no live match at the reference date')
    const id = live.fixture.id
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Partida' }), String(id))
    const before = live.state.goals
    await user.click(within(region).getByRole('button', { name: 'Gol do mandante' }))
    await user.click(within(region).getByRole('button', { name: 'Gol do visitante' }))
    await waitFor(() =>
      expect(findEvent(id, clock.nowMs(), db)?.state.goals).toEqual({ home: before.home + 1, away: before.away + 1 }),
    )

    await user.selectOptions(within(region).getByRole('combobox', { name: 'Mercado' }), '2')
    await user.click(within(region).getByRole('button', { name: 'Suspender mercado' }))
    await waitFor(() => expect(forcedStates(db).get(id)?.suspendedMarkets).toEqual([2]))
    await user.click(await within(region).findByRole('button', { name: 'Reabrir mercado' }))
    await waitFor(() => expect(forcedStates(db).get(id)?.suspendedMarkets).toEqual([]))

    await user.click(within(region).getByRole('button', { name: 'Encerrar e liquidar agora' }))
    await waitFor(() => expect(findEvent(id, clock.nowMs(), db)?.state.finished).toBe(true))
    expect(await within(region).findByRole('status')).toHaveTextContent('Partida encerrada; 0 apostas liquidadas.')
  })

  it('lists first the matches with open bets, whenever they kick off', () => {
    const now = clock.nowMs()
    const later = fixturesBetween(now + 2 * 86_400_000, now + 3 * 86_400_000)[0]
    if (!later) throw new Error('no fixture')
    expect(panelMatches().some((event) => event.fixture.id === later.id)).toBe(false)
    db.sportsTickets.insert({
      user_id: 1,
      wallet_id: 1,
      type: 'single',
      stake: 1000,
      odd: 2,
      status: 'open',
      payout: null,
      selections: [
        {
          event_id: later.id,
          bet_id: `${later.id}-0-0`,
          market_index: 0,
          value_index: 0,
          market: 'Match Winner',
          value: 'Home',
          odd: 2,
          status: 'open',
          date: new Date(later.kickoff).toISOString(),
          league_name: later.league.name,
          team_home_name: later.home,
          team_away_name: later.away,
          goals_home: null,
          goals_away: null,
        },
      ],
      created_at: new Date(now).toISOString(),
      settled_at: null,
    })
    expect(panelMatches()[0]?.fixture.id).toBe(later.id)
  })

  it('moves the match clock forward', async () => {
    const { user, region } = await openPanel()
    const start = clock.nowMs()
    await user.click(within(region).getByRole('button', { name: '+15 min' }))
    await waitFor(() => expect(clock.nowMs() - start).toBe(15 * 60_000))
  })
})
