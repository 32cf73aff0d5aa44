import { Skeleton, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import type { FootballEvent } from '@/api/sports.ts'
import { EventCard } from './event-card.tsx'
import classes from './event-grid.module.css'

/** How many placeholder cards a sports list shows while it loads. */
export const SPORTS_SKELETONS = 12

/** Events in a grid of up to three columns; dimmed while the list of another filter is on its way. */
export function EventGrid({
  events,
  label,
  stale = false,
}: {
  events: readonly FootballEvent[]
  label: string
  stale?: boolean
}) {
  return (
    <ul className={classes.grid} aria-label={label} data-stale={stale || undefined} aria-busy={stale || undefined}>
      {events.map((event) => (
        <li key={event.id} className={classes.item}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  )
}

/** The twelve placeholder cards of a list that is loading, under a status named by `label`. */
export function EventGridLoading({ label, count = SPORTS_SKELETONS }: { label: ReactNode; count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden component="span">{label}</VisuallyHidden>
      <div className={classes.grid} aria-hidden="true" data-testid="event-skeletons">
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} height={196} radius="md" />
        ))}
      </div>
    </div>
  )
}
