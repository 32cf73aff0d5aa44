import type { FootballEvent, League } from '@/api/sports.ts'

/** The three values of a 1X2 market in the order the card's buttons show them. */
export function matchWinner(home: number, draw: number, away: number) {
  return {
    id: 1,
    name: 'Match Winner',
    suspended: false,
    values: [
      { value: 'Home', odd: home, suspended: false },
      { value: 'Draw', odd: draw, suspended: false },
      { value: 'Away', odd: away, suspended: false },
    ],
  }
}

/**
 * A parsed football event as the cards and the slip receive it (not started, kick-off 2026-11-25 19:00 UTC, a 1X2
 * market from the three odds and an over/under 2.5); override what a test is about. The one builder of the event
 * shape: the slip's fixtures (slip-fixtures.ts) are this event with their own names and kick-off.
 */
export function footballEventFixture(patch: Partial<FootballEvent> = {}): FootballEvent {
  const id = patch.id ?? 501
  const home = patch.odds_home === undefined ? 1.85 : patch.odds_home
  const draw = patch.odds_draw === undefined ? 3.4 : patch.odds_draw
  const away = patch.odds_away === undefined ? 4.2 : patch.odds_away
  return {
    id,
    fixture_id: 90_000 + id,
    referee: null,
    date: '2026-11-25T19:00:00.000Z',
    goals_home: null,
    goals_away: null,
    league_name: 'Série A',
    league_country: 'Brazil',
    league_season: 2026,
    league_round: 'Regular Season - 34',
    team_home_name: `Palmeiras ${id}`,
    team_away_name: `Flamengo ${id}`,
    status_long: 'Not Started',
    status_short: 'NS',
    elapsed: null,
    finished: false,
    odds_home: home,
    odds_draw: draw,
    odds_away: away,
    bets:
      home === null || draw === null || away === null
        ? []
        : [
            matchWinner(home, draw, away),
            {
              id: 5,
              name: 'Goals Over/Under',
              suspended: false,
              values: [
                { value: 'Over 2.5', odd: 2.05, suspended: false },
                { value: 'Under 2.5', odd: 1.75, suspended: false },
              ],
            },
          ],
    ...patch,
  }
}

/** A live event (second half, 67 minutes, 1 × 0). */
export function liveEventFixture(patch: Partial<FootballEvent> = {}): FootballEvent {
  return footballEventFixture({
    status_long: 'Second Half',
    status_short: '2H',
    elapsed: 67,
    goals_home: 1,
    goals_away: 0,
    ...patch,
  })
}

export const leaguesFixture: League[] = [
  { id: 1, name: 'Série A', country: 'Brazil' },
  { id: 2, name: 'Premier League', country: 'England' },
  { id: 3, name: 'Copa Libertadores', country: 'World' },
]

/** `count` events with distinct ids from `first`. */
export function eventsFixture(count: number, make = footballEventFixture, first = 1): FootballEvent[] {
  return Array.from({ length: count }, (_, index) => make({ id: first + index }))
}
