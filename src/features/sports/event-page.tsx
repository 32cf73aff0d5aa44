import { Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { EventStatus } from './components/event-status.tsx'
import { MarketsList } from './components/markets-list.tsx'
import { TeamBadge } from './components/team-badge.tsx'
import { useLatestEvent } from './use-latest-event.ts'
import { eventQueryOptions } from './queries.ts'
import { eventPhase } from './rules/event-status.ts'
import { countryLabel } from './rules/feed-words.ts'
import classes from './event-page.module.css'

/** One match: league, teams, score and clock, and every market with its values as odds buttons. */
export function SportsEventPage({ id }: { id: number }) {
  const { i18n } = useLingui()
  const { data: event } = useSuspenseQuery(eventQueryOptions(id))
  const getEvent = useLatestEvent(event)
  const started = eventPhase(event) !== 'upcoming'
  const elapsed = event.elapsed
  return (
    <article className={classes.page}>
      <Link to="/sports" search={{ liga: event.league_name }} className={classes.league}>
        {countryLabel(event.league_country, i18n)} · {event.league_name}
      </Link>
      <Title order={1} className={classes.title}>
        {event.team_home_name} × {event.team_away_name}
      </Title>
      <div className={classes.scoreboard}>
        <div className={classes.team}>
          <TeamBadge name={event.team_home_name} size={56} />
          <span>{event.team_home_name}</span>
        </div>
        <div className={classes.score}>
          {started && (
            <span className={classes.goals} aria-label={`${event.goals_home ?? 0} × ${event.goals_away ?? 0}`}>
              {event.goals_home ?? 0} × {event.goals_away ?? 0}
            </span>
          )}
          <EventStatus event={event} />
          {started && elapsed !== null && eventPhase(event) === 'live' && (
            <span className={classes.clock}>
              <Trans>{elapsed} min</Trans>
            </span>
          )}
        </div>
        <div className={classes.team}>
          <TeamBadge name={event.team_away_name} size={56} />
          <span>{event.team_away_name}</span>
        </div>
      </div>
      <section className={classes.markets} aria-labelledby="event-markets">
        <Title order={2} size="h3" id="event-markets">
          <Trans>Mercados</Trans>
        </Title>
        <MarketsList event={event} getEvent={getEvent} />
      </section>
    </article>
  )
}
