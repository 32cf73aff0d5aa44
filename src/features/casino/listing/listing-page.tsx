import { useEffect } from 'react'
import { Button, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { isApiError } from '@/api/errors.ts'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { PageLinks } from '@/shared/ui/page-links.tsx'
import { listingQueryOptions, providerQueryOptions } from '../queries.ts'
import { casinoTexts } from '../rules/failures.ts'
import { hasActiveFilters, toCasinoGamesQuery, type CasinoGamesQuery } from '../rules/listing-query.ts'
import { toggleChip, withoutFilters, withPage, withTerm } from './rules/filters.ts'
import { GamesEmpty, GamesLoading, GamesView, ListingFrame } from './components/games-view.tsx'
import { ActiveFilterTags, FilterChips } from './components/listing-filters.tsx'
import type { ListingSearch } from './rules/listing-search.ts'
import { GameSearchBox, ListingToolbar, ViewToggle } from './components/listing-toolbar.tsx'
import { listingNotFound, listingTitle, sameListing, type NotFoundKind } from './rules/listing-title.ts'

export interface CasinoListingPageProps {
  /** The path's provider slug; `all` means every provider. */
  provider: string
  /** The path's category slug; `all` means every category. */
  category: string
  /** Page, term and filters, from the address. */
  search: ListingSearch
}

/**
 * casinosAll: one category's or one provider's games (or every game), with a search box, filter chips, the active
 * filters as removable tags, the games in a grid or a carousel, and pages. Everything that selects games lives in
 * the address (the route's search), so a shared link, a reload, back and forward show the same games; a new term, a
 * filter or another listing starts again at page 1. The previous games stay, dimmed, while the next ones load (the
 * query keeps them as placeholder while the listing is the same). A failure stays inside the page with a retry; a
 * 404 names what does not exist.
 */
export function CasinoListingPage({ provider, category, search }: CasinoListingPageProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const query = toCasinoGamesQuery({ provider, category, ...search })
  const listing = useQuery({
    ...listingQueryOptions(query),
    // Another category or provider shows its own loading, not the games of the listing the player left.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameListing(previousQuery.queryKey.at(-1) as CasinoGamesQuery, query) ? previous : undefined,
  })
  const notFound = isApiError(listing.error) && listing.error.status === 404
  const notFoundKind = useNotFoundKind(provider, category, notFound)

  useEffect(() => {
    // Loading failures of the catalogue end quietly (no toast); the console keeps the cause.
    if (listing.error && !notFound) console.error('casino listing failed', listing.error)
  }, [listing.error, notFound])

  const go = (next: Partial<ListingSearch>, replace = false) =>
    void navigate({ to: '.', search: next, replace, resetScroll: false })

  if (notFound) return <ListingNotFound kind={notFoundKind} />

  const answer = listing.data
  const games = answer?.games
  const wholeCatalogue = provider === 'all' && category === 'all'
  const names = answer ? listingTitle(provider, category, answer) : undefined
  let title: string | undefined
  if (names?.category && names.provider) {
    const { category: categoryName, provider: providerName } = names
    title = t`${categoryName} de ${providerName}`
  } else if (names) title = names.category ?? names.provider
  else if (wholeCatalogue) title = t`Todos os jogos`
  else if (listing.isError) title = t`Cassino`

  return (
    <ListingFrame title={title} total={games?.total}>
      <ListingToolbar>
        <GameSearchBox
          term={search.searchTerm}
          label={t`Pesquisar jogos`}
          onSearch={(term) => {
            if (term.trim() !== (search.searchTerm ?? '')) go(withTerm(search, term), true)
          }}
        />
        <ViewToggle />
      </ListingToolbar>
      <FilterChips filters={search} onToggle={(chip) => go(toggleChip(search, chip))} />
      <ActiveFilterTags
        filters={search}
        onRemove={(chip) => go(toggleChip(search, chip))}
        onClearTerm={() => go(withTerm(search, ''))}
        onClearAll={() => go(withoutFilters(search))}
      />
      {games ? (
        games.total === 0 ? (
          <GamesEmpty
            hint={<Trans>Tente palavras diferentes ou mais curtas, ou remova alguns filtros.</Trans>}
            action={
              hasActiveFilters(search) ? (
                <Button variant="light" onClick={() => go(withoutFilters(search))}>
                  <Trans>Limpar filtros</Trans>
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            {games.data.length > 0 ? (
              <GamesView games={games.data} label={t`Jogos`} stale={listing.isPlaceholderData} />
            ) : (
              // A page past the last one (an old link): the pages lead back to the games.
              <Text c="dimmed">
                <Trans>Esta página não tem jogos.</Trans>
              </Text>
            )}
            <PageLinks page={games} label={t`Páginas de jogos`} searchFor={(page) => withPage(search, page)} />
          </>
        )
      ) : listing.isError ? (
        <LoadFailure
          message={casinoTexts.loadGames}
          error={listing.error}
          onRetry={() => void listing.refetch()}
          retrying={listing.isFetching}
        />
      ) : (
        <GamesLoading />
      )}
    </ListingFrame>
  )
}

/**
 * Which filter a 404 is about. The path says it when only one is set; with both, the provider is asked for on its
 * own (casinos/provider answers 404 for an unknown one), so the answer's words are not read.
 */
function useNotFoundKind(provider: string, category: string, notFound: boolean): NotFoundKind | undefined {
  const both = provider !== 'all' && category !== 'all'
  const check = useQuery({ ...providerQueryOptions(provider), enabled: notFound && both })
  const providerMissing = check.isError
    ? isApiError(check.error) && check.error.status === 404
    : check.isSuccess
      ? false
      : undefined
  return listingNotFound(provider, category, providerMissing)
}

function ListingNotFound({ kind }: { kind: NotFoundKind | undefined }) {
  const { t } = useLingui()
  const title =
    kind === undefined ? undefined : kind === 'provider' ? t`Provedor não encontrado` : t`Categoria não encontrada`
  return (
    <ListingFrame title={title}>
      <Stack align="center" gap="sm" py="xl" ta="center">
        <Text c="dimmed">
          <Trans>Este endereço não leva a nenhum jogo. Veja as categorias e os provedores do cassino.</Trans>
        </Text>
        <LinkButton to="/casinos" variant="light">
          <Trans>Ir para o cassino</Trans>
        </LinkButton>
      </Stack>
    </ListingFrame>
  )
}
