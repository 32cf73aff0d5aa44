import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Game } from '@/api/casino.ts'
import type { Paginated } from '@/api/pagination.ts'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { PageLinks } from '@/shared/ui/page-links.tsx'
import { Page } from '@/shared/ui/page.tsx'
import { QueryBoundary } from '@/shared/ui/query-boundary.tsx'
import { GameGrid, GameGridPlaceholder } from '../components/game-grid.tsx'
import { favoritesQueryOptions, recentsQueryOptions } from '../queries.ts'
import { casinoTexts } from '../rules/failures.ts'
import classes from './player-games-page.module.css'

export type PlayerList = 'favorites' | 'recents'

/**
 * /profile/favorite and /profile/recents: the player's game cards with their total, 'Nenhum dado para mostrar' when
 * there are none. Unfavoriting a card on the favorites page removes it at once (useFavoriteGame's optimistic update,
 * put back with a notice when the call fails). A failure ends loading quietly in place, with a retry.
 */
export function PlayerGamesPage({ list, page }: { list: PlayerList; page: number }) {
  const { t } = useLingui()
  const title = list === 'favorites' ? t`Jogos favoritos` : t`Jogos recentes`
  return (
    <Page title={title}>
      <QueryBoundary
        pending={<GameGridPlaceholder label={t`Carregando os jogos…`} />}
        failure={({ error, retry }) => <LoadFailure message={casinoTexts.loadGames} error={error} onRetry={retry} />}
      >
        {list === 'favorites' ? <FavoriteGames page={page} label={title} /> : <RecentGames page={page} label={title} />}
      </QueryBoundary>
    </Page>
  )
}

function FavoriteGames({ page, label }: { page: number; label: string }) {
  const { data } = useSuspenseQuery(favoritesQueryOptions(page))
  return <PlayerGames page={data} label={label} />
}

function RecentGames({ page, label }: { page: number; label: string }) {
  const { data } = useSuspenseQuery(recentsQueryOptions(page))
  return <PlayerGames page={data} label={label} />
}

function PlayerGames({ page: data, label }: { page: Paginated<Game>; label: string }) {
  const { t } = useLingui()
  if (data.data.length === 0) {
    return (
      <Text c="dimmed" className={classes.empty}>
        <Trans>Nenhum dado para mostrar</Trans>
      </Text>
    )
  }
  return (
    <>
      <Text className={classes.total} aria-live="polite">
        <Plural value={data.total} one="# jogo" other="# jogos" />
      </Text>
      <GameGrid games={data.data} label={label} eager={7} />
      <PageLinks page={data} label={t`Páginas de ${label}`} searchFor={(page) => ({ page })} />
    </>
  )
}
