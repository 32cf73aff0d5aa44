import { Button } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconHeart } from '@/shared/ui/icons/heart.tsx'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { GameCarousel } from '../components/game-carousel.tsx'
import { GameCover } from '../components/game-card.tsx'
import { useFavoriteToggle } from '../use-favorite-toggle.ts'
import { featuredGamesQueryOptions, gameQueryOptions } from '../queries.ts'
import { casinoTexts } from '../rules/failures.ts'
import classes from './game-page.module.css'

/** How many featured games the recommended row offers. */
const RECOMMENDED_COUNT = 12

/**
 * /casino/game/{id}: the cover, name, provider, categories (each a link to its listing), RTP, the favorite toggle and
 * `Jogar`, which opens the play screen (login required there). The route's loader has the game; an unknown id
 * never gets here (the not-found page).
 */
export function GamePage({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const { data: game } = useSuspenseQuery(gameQueryOptions(id))
  const { isFavorite, toggle } = useFavoriteToggle(game)
  const provider = game.provider
  const categories = game.categories ?? []
  const rtp =
    game.rtp == null
      ? null
      : i18n.number(game.rtp / 100, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })

  return (
    <div className={classes.page}>
      <article className={classes.game}>
        <div className={classes.cover}>
          <GameCover game={game} priority />
        </div>
        <div className={classes.details}>
          <h1 className={classes.name}>{game.game_name}</h1>
          {provider ? (
            <p className={classes.provider}>
              {provider.code ? (
                <Link
                  to="/casino/provider/{-$provider}/category/{-$category}"
                  params={{ provider: provider.code, category: 'all' }}
                  className={classes.link}
                >
                  {provider.name}
                </Link>
              ) : (
                provider.name
              )}
            </p>
          ) : null}
          <dl className={classes.facts}>
            {categories.length > 0 ? (
              <div>
                <dt>
                  <Trans>Categorias</Trans>
                </dt>
                <dd>
                  <ul className={classes.categories}>
                    {categories.map((category) => (
                      <li key={category.slug}>
                        <Link
                          to="/casino/provider/{-$provider}/category/{-$category}"
                          params={{ provider: 'all', category: category.slug }}
                          className={classes.category}
                        >
                          {category.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
            {rtp ? (
              <div>
                <dt>
                  <abbr title={t`Retorno ao jogador`}>RTP</abbr>
                </dt>
                <dd className={classes.rtp}>{rtp}</dd>
              </div>
            ) : null}
          </dl>
          <div className={classes.actions}>
            <LinkButton
              to="/games/play/$id/$slug"
              params={{ id: game.id, slug: game.game_code }}
              size="md"
              className={classes.play}
            >
              <Trans>Jogar</Trans>
            </LinkButton>
            <Button
              variant="default"
              size="md"
              aria-pressed={isFavorite}
              leftSection={<IconHeart size={18} filled={isFavorite} />}
              onClick={toggle}
            >
              {isFavorite ? <Trans>Remover dos favoritos</Trans> : <Trans>Adicionar aos favoritos</Trans>}
            </Button>
          </div>
        </div>
      </article>
      <Recommended gameId={game.id} />
    </div>
  )
}

/**
 * Featured games under the game (without it). Its failure stays in its place: a quiet line with a retry, the page
 * keeps working.
 */
function Recommended({ gameId }: { gameId: number }) {
  const { t } = useLingui()
  const featured = useQuery(featuredGamesQueryOptions())
  if (featured.isPending) return null
  if (featured.isError) {
    return (
      <LoadFailure
        layout="line"
        message={casinoTexts.loadGames}
        error={featured.error}
        onRetry={() => void featured.refetch()}
        retrying={featured.isFetching}
      />
    )
  }
  const games = featured.data.filter((game) => game.id !== gameId).slice(0, RECOMMENDED_COUNT)
  if (games.length === 0) return null
  const title = t`Recomendados`
  return (
    <GameCarousel
      games={games}
      label={title}
      variant="recommended"
      header={<h2 className={classes.sectionTitle}>{title}</h2>}
    />
  )
}
