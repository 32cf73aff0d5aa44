import { memo, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { UnstyledButton } from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { Trans, useLingui } from '@lingui/react/macro'
import type { FootballEvent } from '@/api/sports.ts'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { useEverTrue } from '@/shared/ui/mount-when-opened.tsx'
import { eventPhase, saoPauloDay } from '../rules/event-status.ts'
import { countryLabel } from '../rules/feed-words.ts'
import { sportsFavoritesAtom, toggleFavoriteEventAtom } from '../state.ts'
import { EventOdds } from './event-odds.tsx'
import { EventStatus } from './event-status.tsx'
import { MarketsList } from './markets-list.tsx'
import { IconStar } from './icons.tsx'
import { TeamBadge } from './team-badge.tsx'
import { useLatestEvent } from '../use-latest-event.ts'
import classes from './event-card.module.css'

/** The event page's address params: the kick-off's São Paulo day and the id. */
export const eventParams = (event: Pick<FootballEvent, 'date' | 'id'>) => ({
  date: saoPauloDay(event.date),
  id: event.id,
})

/**
 * One match: its league (a link to the event page), status, teams with badges and goals, the 1 / X / 2 buttons and
 * the markets modal. Memoised: a pushed change gives a new object only to the event that changed, and inside it only
 * the odds buttons whose own odd moved render again.
 */
export const EventCard = memo(function EventCard({ event }: { event: FootballEvent }) {
  const { i18n } = useLingui()
  const getEvent = useLatestEvent(event)
  const [marketsOpen, setMarketsOpen] = useState(false)
  const marketsMounted = useEverTrue(marketsOpen)
  const started = eventPhase(event) !== 'upcoming'
  const marketCount = event.bets.length
  const match = `${event.team_home_name} × ${event.team_away_name}`
  const league = `${countryLabel(event.league_country, i18n)} · ${event.league_name}`
  return (
    <article className={classes.card} aria-label={match}>
      <header className={classes.header}>
        <Link to="/sports/event/$date/$id" params={eventParams(event)} className={classes.league}>
          {league}
        </Link>
        <FavoriteEventButton id={event.id} match={match} />
      </header>
      <EventStatus event={event} />
      <div className={classes.teams}>
        <Team name={event.team_home_name} goals={started ? event.goals_home : null} />
        <Team name={event.team_away_name} goals={started ? event.goals_away : null} />
      </div>
      <EventOdds event={event} getEvent={getEvent} />
      {event.bets.length > 0 && (
        <UnstyledButton className={classes.more} onClick={() => setMarketsOpen(true)}>
          <Trans>Todos os mercados ({marketCount})</Trans>
        </UnstyledButton>
      )}
      {marketsMounted && (
        <AppModal opened={marketsOpen} onClose={() => setMarketsOpen(false)} title={match} size="lg">
          <p className={classes.modalLeague}>
            {league}
          </p>
          <MarketsList event={event} getEvent={getEvent} />
        </AppModal>
      )}
    </article>
  )
})

function Team({ name, goals }: { name: string; goals: number | null }) {
  return (
    <div className={classes.team}>
      <TeamBadge name={name} />
      <span className={classes.teamName}>{name}</span>
      {goals !== null && <span className={classes.goals}>{goals}</span>}
    </div>
  )
}

function FavoriteEventButton({ id, match }: { id: number; match: string }) {
  const { t } = useLingui()
  const favorite = useAtomValue(sportsFavoritesAtom).events.includes(id)
  const toggle = useSetAtom(toggleFavoriteEventAtom)
  return (
    <UnstyledButton
      className={classes.star}
      aria-pressed={favorite}
      aria-label={t`Favoritar ${match}`}
      onClick={() => toggle(id)}
    >
      <IconStar filled={favorite} size={18} />
    </UnstyledButton>
  )
}
