import { useEffect } from 'react'
import { Button, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { PageLinks } from '@/shared/ui/page-links.tsx'
import { searchQueryOptions } from '../queries.ts'
import { searchPageTerm } from '../rules/search-terms.ts'
import { withPage, withTerm } from './rules/filters.ts'
import { GamesEmpty, GamesLoading, GamesView, ListingFrame } from './components/games-view.tsx'
import type { SearchPageSearch } from './rules/listing-search.ts'
import { GameSearchBox, ListingToolbar, ViewToggle } from './components/listing-toolbar.tsx'

/**
 * casinoSearch: 'Resultados para' and the term, the count of games found, the search box (filled from ?searchTerm=),
 * the view switch, the games and their pages. The term is trimmed and lower-cased; under 3 characters nothing is asked
 * and the page says so. A failed search shows no results (the catalogue's failures end quietly).
 */
export function CasinoSearchPage({ search }: { search: SearchPageSearch }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const term = searchPageTerm(search.searchTerm)
  const results = useQuery({ ...searchQueryOptions(term ?? '', { page: search.page }), enabled: term !== null })

  useEffect(() => {
    if (results.error) console.error('casino search failed', results.error)
  }, [results.error])

  const go = (next: Partial<SearchPageSearch>, replace = false) =>
    void navigate({ to: '.', search: next, replace, resetScroll: false })
  const clear = () => go(withTerm(search, ''))
  const games = term === null || results.isError ? undefined : results.data
  const searchTerm = term ?? ''

  return (
    <ListingFrame
      title={term === null ? t`Buscar jogos` : t`Resultados para ${searchTerm}`}
      total={term === null ? undefined : results.isError ? 0 : games?.total}
    >
      <ListingToolbar>
        <GameSearchBox
          term={search.searchTerm}
          label={t`Pesquisar jogos`}
          onSearch={(typed) => {
            if (typed.trim() !== (search.searchTerm ?? '')) go(withTerm(search, typed), true)
          }}
        />
        <ViewToggle />
      </ListingToolbar>
      {term === null ? (
        <Text c="dimmed" role="status">
          <Trans>A pesquisa requer pelo menos 3 caracteres</Trans>
        </Text>
      ) : games?.total === 0 || results.isError ? (
        <GamesEmpty
          hint={<Trans>Tente palavras diferentes ou mais curtas.</Trans>}
          action={
            <Button variant="light" onClick={clear}>
              <Trans>Limpar Pesquisa</Trans>
            </Button>
          }
        />
      ) : games ? (
        <>
          <GamesView games={games.data} label={t`Resultados da pesquisa`} stale={results.isPlaceholderData} />
          <PageLinks page={games} label={t`Páginas de resultados`} searchFor={(page) => withPage(search, page)} />
        </>
      ) : (
        <GamesLoading />
      )}
    </ListingFrame>
  )
}
