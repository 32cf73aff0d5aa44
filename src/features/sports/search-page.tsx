import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { EventsSection } from './components/events-section.tsx'
import { searchEventsQueryOptions } from './queries.ts'

/** The server searches from two characters on. */
export const MIN_SPORTS_TERM = 2

/** A sports search term worth asking for, or null. */
export function sportsSearchTerm(raw: string | undefined): string | null {
  const term = raw?.trim() ?? ''
  return term.length >= MIN_SPORTS_TERM ? term.slice(0, 60) : null
}

/** Matches by team or league name; the term is in the address (`?termo=`), so a search can be shared and gone back to. */
export function SportsSearchPage({ term: raw }: { term: string | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const term = sportsSearchTerm(raw)
  // The form is @mantine/form like every other (docs/architecture.md); nothing to check: a short term is searched
  // for nothing and the page says so. The route keys the page by the term, so a new address starts it afresh.
  const form = useForm({ initialValues: { term: raw ?? '' } })
  const submit = form.onSubmit(({ term: typed }) => {
    void navigate({ to: '/sports/search', search: { termo: typed.trim() || undefined } })
  })
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Buscar partidas</Trans>
      </Title>
      <form onSubmit={submit} role="search">
        <Group align="end" gap="sm">
          <TextInput
            label={t`Time ou liga`}
            maxLength={60}
            {...form.getInputProps('term')}
            style={{ flex: 1 }}
          />
          <Button type="submit">
            <Trans>Buscar</Trans>
          </Button>
        </Group>
      </form>
      {term ? (
        <SearchResults term={term} />
      ) : (
        <Text c="dimmed">
          <Trans>Digite ao menos 2 letras do nome de um time ou de uma liga.</Trans>
        </Text>
      )}
    </Stack>
  )
}

function SearchResults({ term }: { term: string }) {
  const { t } = useLingui()
  return (
    <EventsSection
      title={t`Resultados para “${term}”`}
      query={useQuery(searchEventsQueryOptions(term))}
      empty={<Trans>Nenhuma partida encontrada</Trans>}
    />
  )
}
