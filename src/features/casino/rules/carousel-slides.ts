/** How many cards a carousel shows from a window width on (px, inclusive). */
export interface SlidesFrom {
  from: number
  perView: number
}

/**
 * The game carousels: 2.5 cards, 2.8 from 320 px, 3.2 from 480 px, 3.5 from 700 px and 6 from 1024 px. The part of a
 * card cut at the edge tells a phone user there is more to swipe.
 */
export const GAME_CAROUSEL_SLIDES: readonly SlidesFrom[] = [
  { from: 0, perView: 2.5 },
  { from: 320, perView: 2.8 },
  { from: 480, perView: 3.2 },
  { from: 700, perView: 3.5 },
  { from: 1024, perView: 6 },
]

/** The recommended carousel: 2 cards, 3 from 700 px. */
export const RECOMMENDED_CAROUSEL_SLIDES: readonly SlidesFrom[] = [
  { from: 0, perView: 2 },
  { from: 700, perView: 3 },
]

/** The cards shown at a window width: the last step whose width it reaches. */
export function slidesPerViewAt(table: readonly SlidesFrom[], width: number): number {
  let perView = table[0]?.perView ?? 1
  for (const step of table) if (width >= step.from) perView = step.perView
  return perView
}

/** One card's share of the row, as the carousel's `--carousel-slide-size`. */
export function slideSize(perView: number): string {
  return `calc(100% / ${perView})`
}
