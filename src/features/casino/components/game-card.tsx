import { memo, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Game } from '@/api/casino.ts'
import { assetUrl } from '@/shared/asset-url.ts'
import { initials } from '@/shared/initials.ts'
import { IconHeart } from '@/shared/ui/icons/heart.tsx'
import { useFavoriteToggle } from '../use-favorite-toggle.ts'
import classes from './game-card.module.css'

/** Covers are drawn 3:4 (300 × 400): the card reserves that box before the image arrives, so nothing shifts. */
export const COVER_WIDTH = 300
export const COVER_HEIGHT = 400

export interface GameCardProps {
  game: Game
  /** Above the fold: loaded at once with a high priority instead of lazily. */
  priority?: boolean
}

/**
 * The one game card of the app (home grid, carousels, listings, search, favorites, recents). The whole card is one
 * link to the game's page, named by its text (name, provider, badges); the favorite heart is a separate button laid
 * over it, never inside the link. Memoised: favoriting one game gives only that game's cards a new object
 * (queries.ts, withFavorite), so a grid of hundreds renders one card again, not all of them.
 */
export const GameCard = memo(function GameCard({ game, priority = false }: GameCardProps) {
  return (
    <article className={classes.card}>
      <Link to="/casino/game/$id" params={{ id: game.id }} className={classes.link}>
        <span className={classes.cover}>
          <GameCover game={game} priority={priority} />
          {(game.is_hot || game.is_new) && (
            <span className={classes.badges}>
              {game.is_hot && (
                <span className={classes.hot}>
                  <Trans>Em alta</Trans>
                </span>
              )}
              {game.is_new && (
                <span className={classes.new}>
                  <Trans>Novo</Trans>
                </span>
              )}
            </span>
          )}
        </span>
        <span className={classes.name}>{game.game_name}</span>
        {game.provider?.name && <span className={classes.provider}>{game.provider.name}</span>}
      </Link>
      <FavoriteButton game={game} />
    </article>
  )
})

/**
 * The cover, or when it is missing or fails to load a drawn placeholder with the game's initials (the name is in the
 * card's text already, so the image itself is decorative).
 */
export function GameCover({ game, priority = false }: GameCardProps) {
  const src = assetUrl(game.cover)
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) {
    return (
      <span className={classes.placeholder} aria-hidden="true">
        {initials(game.game_name)}
      </span>
    )
  }
  return (
    <img
      className={classes.image}
      src={src}
      alt=""
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  )
}

/** The heart: the game's favorite (useFavoriteToggle), pressed when it is one. */
function FavoriteButton({ game }: { game: Game }) {
  const { t } = useLingui()
  const { isFavorite, toggle } = useFavoriteToggle(game)
  const name = game.game_name
  return (
    <button
      type="button"
      className={classes.favorite}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? t`Remover ${name} dos favoritos` : t`Favoritar ${name}`}
      onClick={toggle}
    >
      <IconHeart size={18} filled={isFavorite} />
    </button>
  )
}
