import type { CSSProperties, ReactNode } from 'react'
import { InlineStyles } from '@mantine/core'
import { Carousel } from '@mantine/carousel'
import { useLingui } from '@lingui/react/macro'
import type { Game } from '@/api/casino.ts'
import {
  GAME_CAROUSEL_SLIDES,
  RECOMMENDED_CAROUSEL_SLIDES,
  slideSize,
  type SlidesFrom,
} from '../rules/carousel-slides.ts'
import { GameCard } from './game-card.tsx'
import classes from './game-carousel.module.css'

export interface GameCarouselProps {
  games: readonly Game[]
  /** Names the carousel (a region) for assistive technology: the section's title. */
  label: string
  /** How many cards show: `games` as GAME_CAROUSEL_SLIDES, `recommended` as RECOMMENDED_CAROUSEL_SLIDES. */
  variant?: 'games' | 'recommended'
  /** Above the fold: the first visible covers load at once. */
  priority?: boolean
  /** Shown above the cards, beside the arrows (a title, a "see all" link). */
  header?: ReactNode
}

const SLIDES: Record<NonNullable<GameCarouselProps['variant']>, readonly SlidesFrom[]> = {
  games: GAME_CAROUSEL_SLIDES,
  recommended: RECOMMENDED_CAROUSEL_SLIDES,
}

/**
 * The slide widths of a variant, written from its table (rules/carousel-slides.ts) as one stylesheet that every
 * carousel of the variant shares (React keeps one copy). Mantine's `slideSize` takes only theme breakpoints, and
 * 320, 480, 700 and 1024 px are not.
 */
function SlideSizes({ variant }: { variant: keyof typeof SLIDES }) {
  const [first, ...steps] = SLIDES[variant]
  const size = (perView: number) => ({ '--carousel-slide-size': slideSize(perView) }) as CSSProperties
  return (
    <InlineStyles
      deduplicate
      selector={`[data-slides="${variant}"]`}
      styles={size(first?.perView ?? 1)}
      media={steps.map((step) => ({ query: `(min-width: ${step.from}px)`, styles: size(step.perView) }))}
    />
  )
}

/**
 * A row of game cards that scrolls sideways: swipe and drag (Embla through @mantine/carousel), previous and next
 * buttons, and the arrow keys.
 */
export function GameCarousel({ games, label, variant = 'games', priority = false, header }: GameCarouselProps) {
  const { t } = useLingui()
  const visible = variant === 'games' ? 6 : 3
  return (
    <section className={classes.section} aria-label={label}>
      {header}
      <SlideSizes variant={variant} />
      <Carousel
        slideGap="sm"
        emblaOptions={{ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps', dragFree: true }}
        previousControlProps={{ 'aria-label': t`Jogos anteriores` }}
        nextControlProps={{ 'aria-label': t`Próximos jogos` }}
        withControls={games.length > 2}
      >
        {games.map((game, index) => (
          <Carousel.Slide key={game.id} data-slides={variant}>
            <GameCard game={game} priority={priority && index < visible} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  )
}
