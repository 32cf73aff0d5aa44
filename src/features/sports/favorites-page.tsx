import { Stack, Text, Title } from '@mantine/core'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { Trans, useLingui } from '@lingui/react/macro'
import type { FootballEvent } from '@/api/sports.ts'
import { SectionPending } from '@/shared/ui/page-pending.tsx'
import { EventGrid } from './components/event-grid.tsx'
import { EventsSection } from './components/events-section.tsx'
import { eventQueryOptions, eventsQueryOptions } from './queries.ts'
import { countryLabel } from './rules/feed-words.ts'
import { leagueOfKey, sportsFavoritesAtom } from './state.ts'

/**
 * The leagues and matches the player starred on this device (kept across reloads): each starred match, and the
 * matches of each starred league.
 */
export function SportsFavoritesPage() {
  const { t } = useLingui()
  const favorites = useAtomValue(sportsFavoritesAtom)
  const events = useQueries({
    queries: favorites.events.map((id) => ({ ...eventQueryOptions(id), retry: false })),
  })
  const starred = events.flatMap((query) => (query.data ? [query.data] : []))
  const nothing = favorites.events.length === 0 && favorites.leagues.length === 0
  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        <Trans>Favoritos</Trans>
      </Title>
      {nothing && (
        <Text c="dimmed">
          <Trans>Marque partidas e ligas com a estrela para encontrá-las aqui.</Trans>
        </Text>
      )}
      {favorites.events.length > 0 && (
        <section aria-label={t`Partidas favoritas`}>
          <Title order={2} size="h3" mb="sm">
            <Trans>Partidas favoritas</Trans>
          </Title>
          <StarredEvents events={starred} pending={events.some((query) => query.isPending)} />
        </section>
      )}
      {favorites.leagues.map((key) => (
        <LeagueEvents key={key} leagueKey={key} />
      ))}
    </Stack>
  )
}

function StarredEvents({ events, pending }: { events: FootballEvent[]; pending: boolean }) {
  const { t } = useLingui()
  if (events.length > 0) return <EventGrid events={events} label={t`Partidas favoritas`} />
  if (pending) {
    return (
      <SectionPending>
        <Trans>Carregando partidas…</Trans>
      </SectionPending>
    )
  }
  return (
    <Text c="dimmed">
      <Trans>Essas partidas já não estão disponíveis.</Trans>
    </Text>
  )
}

function LeagueEvents({ leagueKey }: { leagueKey: string }) {
  const { i18n } = useLingui()
  const { country, name } = leagueOfKey(leagueKey)
  return (
    <EventsSection
      title={`${name} · ${countryLabel(country, i18n)}`}
      query={useQuery(eventsQueryOptions(name))}
      empty={<Trans>Nenhuma partida encontrada</Trans>}
    />
  )
}
