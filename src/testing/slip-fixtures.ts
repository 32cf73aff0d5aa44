import type { FootballEvent, TicketWire } from '@/api/sports.ts'
import { footballEventFixture } from './sports-fixtures.ts'

/** Football events for the slip's tests and stories: the cards' event with the slip's names, kick-off and odds. */
export function slipEvent(id: number, overrides: Partial<FootballEvent> = {}): FootballEvent {
  return footballEventFixture({
    id,
    fixture_id: 900_000 + id,
    date: '2026-11-25T22:00:00Z',
    team_home_name: `Mandante ${id}`,
    team_away_name: `Visitante ${id}`,
    odds_away: 4.1,
    ...overrides,
  })
}

/** The same event with one value's odds changed (a live update). */
export function withOdd(event: FootballEvent, marketIndex: number, valueIndex: number, odd: number): FootballEvent {
  return {
    ...event,
    bets: event.bets.map((market, m) =>
      m !== marketIndex
        ? market
        : { ...market, values: market.values.map((value, i) => (i === valueIndex ? { ...value, odd } : value)) },
    ),
  }
}

/** A ticket as the server sends it (wire shape). */
export function ticketWire(id: number, overrides: Partial<TicketWire> = {}): TicketWire {
  return {
    id,
    type: 'single',
    total_bets: '25.00',
    total_earnings: '46.25',
    odd: 1.85,
    status: 'open',
    payout: null,
    created_at: '2026-11-24T01:30:00Z',
    settled_at: null,
    selections: [
      {
        event_id: 1,
        bet_id: '1-0-0',
        date: '2026-11-25T22:00:00Z',
        league_name: 'Série A',
        team_home_name: 'Mandante 1',
        team_away_name: 'Visitante 1',
        market: 'Match Winner',
        value: 'Home',
        odd: 1.85,
        status: 'open',
        goals_home: null,
        goals_away: null,
      },
    ],
    ...overrides,
  }
}

/** One page of tickets in the Laravel paginator's shape. */
export function ticketsPage(tickets: TicketWire[], { page = 1, total = tickets.length, perPage = 10 } = {}) {
  const last = Math.max(1, Math.ceil(total / perPage))
  return {
    bets: {
      current_page: page,
      data: tickets,
      from: tickets.length ? (page - 1) * perPage + 1 : null,
      to: tickets.length ? (page - 1) * perPage + tickets.length : null,
      last_page: last,
      per_page: perPage,
      total,
      next_page_url: page < last ? `/api/sports/football/bets?page=${page + 1}` : null,
      prev_page_url: page > 1 ? `/api/sports/football/bets?page=${page - 1}` : null,
    },
  }
}
