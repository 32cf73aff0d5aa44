import { describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useQuery } from '@tanstack/react-query'
import { createTestQueryClient, renderWithProviders } from '@/testing/render.tsx'
import { eventsFixture, footballEventFixture, liveEventFixture, matchWinner } from '@/testing/sports-fixtures.ts'
import { applyEventChanges, liveEventsQueryOptions } from '../queries.ts'
import { EventCard } from './event-card.tsx'
import type * as OddsButtonModule from './odds-button.tsx'
import type { OddsButtonProps } from './odds-button.tsx'

const renders = vi.hoisted(() => new Map<string, number>())

// Counts every render of an odds button, by its slip id: the presentational button renders exactly when its
// connected (memoised) wrapper does.
vi.mock('./odds-button.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof OddsButtonModule>()
  function CountedOddsButton(props: OddsButtonProps) {
    if (props.betId) renders.set(props.betId, (renders.get(props.betId) ?? 0) + 1)
    return <actual.OddsButton {...props} />
  }
  return { ...actual, OddsButton: CountedOddsButton }
})

function LiveList() {
  const { data = [] } = useQuery(liveEventsQueryOptions())
  return data.map((event) => <EventCard key={event.id} event={event} />)
}

describe('EventCard', () => {
  // 300 whole cards in jsdom: the first render alone takes a second or two on a busy machine.
  it('300 live events, one odd changes: only that odds button renders again', { timeout: 15_000 }, async () => {
    const queryClient = createTestQueryClient()
    const events = eventsFixture(300, liveEventFixture)
    queryClient.setQueryData(liveEventsQueryOptions().queryKey, events)
    renderWithProviders(<LiveList />, { queryClient })
    await waitFor(() => expect(renders.size).toBe(900))
    expect(new Set(renders.values())).toEqual(new Set([1]))

    const changed = events[149]!
    act(() =>
      applyEventChanges(queryClient, [
        { id: changed.id, odds_draw: 3.6, bets: [matchWinner(1.85, 3.6, 4.2), changed.bets[1]!] },
      ]),
    )

    const card = screen.getByRole('article', { name: `${changed.team_home_name} × ${changed.team_away_name}` })
    await waitFor(() => expect(within(card).getByRole('button', { name: /X\s*3,60/ })).toBeInTheDocument())
    const renderedAgain = [...renders].filter(([, count]) => count > 1).map(([id]) => id)
    expect(renderedAgain).toEqual([`${changed.id}-0-1`])
  })

  it('says it is waiting for the odds when the event has none', () => {
    renderWithProviders(<EventCard event={liveEventFixture({ odds_home: null, odds_draw: null, odds_away: null })} />)
    return screen.findByText('Aguardando as odds')
  })

  it('links the league to the event page by its São Paulo day, and shows the live status and score', async () => {
    renderWithProviders(<EventCard event={liveEventFixture({ id: 7, date: '2026-11-26T01:30:00Z', goals_home: 2 })} />)
    const link = await screen.findByRole('link', { name: 'Brasil · Série A' })
    expect(link).toHaveAttribute('href', '/sports/event/2026-11-25/7')
    expect(screen.getByText('Ao vivo')).toBeInTheDocument()
    expect(screen.getByText('2º tempo')).toBeInTheDocument()
    expect(screen.getByText('Palmeiras 7').parentElement).toHaveTextContent(/^Palmeiras 72$/)
  })

  it.each([
    ['Kick Off', 'Início de jogo'],
    ['In Progress', 'Em andamento'],
  ])("says the live status %s in the player's words", async (status, words) => {
    renderWithProviders(<EventCard event={liveEventFixture({ status_long: status, status_short: 'LIVE' })} />)
    expect(await screen.findByText(words)).toBeInTheDocument()
    expect(screen.getByText('Ao vivo')).toBeInTheDocument()
  })

  it('opens every market in a modal, and a value there goes into the slip', async () => {
    const user = userEvent.setup()
    renderWithProviders(<EventCard event={footballEventFixture()} />)
    await user.click(await screen.findByRole('button', { name: 'Todos os mercados (2)' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('region', { name: 'Resultado final' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Empate 3,40' })).toBeInTheDocument()
    expect(within(dialog).getByRole('region', { name: 'Total de gols' })).toBeInTheDocument()
    const over = within(dialog).getByRole('button', { name: 'Mais de 2,5 2,05' })
    expect(over).toHaveAttribute('aria-pressed', 'false')
    await user.click(over)
    expect(over).toHaveAttribute('aria-pressed', 'true')
  })
})
