import type { ReactNode } from 'react'
import { Carousel } from '@mantine/carousel'
import '@mantine/carousel/styles.layer.css'
import { useLingui } from '@lingui/react/macro'
import type { Game } from '@/api/casino.ts'
import { GameCard } from './game-card.tsx'
import classes from './game-carousel.module.css'

export interface GameCarouselProps {
  games: readonly Game[]
  /** Names the carousel (a region) for assistive technology: the section's title. */
  label: string
  /**
   * How many cards show: `games` 2.5 (3.5 from 700 px, 6 from 1024 px), `recommended` 2 (3 from 700 px). The part of
   * a card cut at the edge tells a phone user there is more to swipe.
   */
  variant?: 'games' | 'recommended'
  /** Above the fold: the first visible covers load at once. */
  priority?: boolean
  /** Shown above the cards, beside the arrows (a title, a "see all" link). */
  header?: ReactNode
}

/**
 * A row of game cards that scrolls sideways: swipe and drag (Embla through @mantine/carousel), previous and next
 * buttons, and the arrow keys. The slide widths come from game-carousel.module.css, since 700 px and 1024 px are
 * not theme breakpoints.
 */
export function GameCarousel({ games, label, variant = 'games', priority = false, header }: GameCarouselProps) {
  const { t } = useLingui()
  const visible = variant === 'games' ? 6 : 3
  return (
    <section className={classes.section} aria-label={label}>
      {header}
      <Carousel
        classNames={{ slide: variant === 'games' ? classes.gameSlide : classes.recommendedSlide }}
        slideGap="sm"
        emblaOptions={{ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps', dragFree: true }}
        previousControlProps={{ 'aria-label': t`Jogos anteriores` }}
        nextControlProps={{ 'aria-label': t`Próximos jogos` }}
        withControls={games.length > 2}
      >
        {games.map((game, index) => (
          <Carousel.Slide key={game.id}>
            <GameCard game={game} priority={priority && index < visible} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  )
}
