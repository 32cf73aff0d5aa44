import type { ReactNode } from 'react'
import { Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { FootballEvent } from '@/api/sports.ts'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { sportsTexts } from '../rules/failures.ts'
import { EventGrid, EventGridLoading } from './event-grid.tsx'
import classes from './events-section.module.css'

export interface EventsSectionProps {
  title: string
  /** The list's query (useQuery: it loads and fails on its own inside the page). */
  query: UseQueryResult<FootballEvent[]>
  empty: ReactNode
  /** Above the list, under the title (the league chips). */
  toolbar?: ReactNode
  /** How the events are drawn once loaded (a grid by default). */
  render?: (events: FootballEvent[]) => ReactNode
  headingLevel?: 1 | 2
}

/**
 * A titled list of events and its states: twelve placeholder cards while it first loads, the events (the previous
 * filter's dimmed while the next loads), the empty text, or — when it fails with nothing to show — what did not
 * load and a retry: loading always ends, never a spinner forever.
 */
export function EventsSection({ title, query, empty, toolbar, render, headingLevel = 2 }: EventsSectionProps) {
  const { t } = useLingui()
  let body: ReactNode
  if (query.data) {
    body =
      query.data.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : render ? (
        render(query.data)
      ) : (
        <EventGrid events={query.data} label={title} stale={query.isPlaceholderData} />
      )
  } else if (query.isError) {
    body = (
      <LoadFailure
        layout="section"
        message={sportsTexts.events}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  } else {
    body = <EventGridLoading label={t`Carregando partidas…`} />
  }
  return (
    <section className={classes.section} aria-label={title}>
      <Title order={headingLevel} size="h3">
        {title}
      </Title>
      {toolbar}
      {body}
    </section>
  )
}
