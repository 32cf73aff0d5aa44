import { Stack, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { EventsSection } from './components/events-section.tsx'
import { dayEventsQueryOptions } from './queries.ts'
import { addDays } from './rules/event-status.ts'
import classes from './components/chips.module.css'

/** How far ahead the calendar reaches (the fixtures of the coming two weeks). */
export const CALENDAR_DAYS = 14

/** The day `?dia=` names when it is a date (`aaaa-mm-dd`), else today. */
export function calendarDay(raw: string | undefined, today: string): string {
  return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : today
}

/** The matches of one day (São Paulo), the day in the address (`?dia=`); the next two weeks as links. */
export function SportsCalendarPage({ day, today }: { day: string; today: string }) {
  const { t, i18n } = useLingui()
  const days = Array.from({ length: CALENDAR_DAYS }, (_, index) => addDays(today, index))
  const format = new Intl.DateTimeFormat(i18n.locale, {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  })
  const label = (value: string) => format.format(Date.parse(`${value}T12:00:00Z`))
  const dayLabel = label(day)
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Calendário</Trans>
      </Title>
      <nav aria-label={t`Dias`} className={classes.chips}>
        {days.map((value) => (
          <Link
            key={value}
            to="/sports/calendar"
            search={{ dia: value === today ? undefined : value }}
            className={classes.chip}
            data-active={value === day || undefined}
            aria-current={value === day ? 'date' : undefined}
          >
            {value === today ? t`Hoje` : label(value)}
          </Link>
        ))}
      </nav>
      <EventsSection
        title={t`Partidas de ${dayLabel}`}
        query={useQuery(dayEventsQueryOptions(day))}
        empty={<Trans>Nenhuma partida encontrada</Trans>}
      />
    </Stack>
  )
}
