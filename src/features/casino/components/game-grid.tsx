import type { Game } from '@/api/casino.ts'
import { GameCard } from './game-card.tsx'
import classes from './game-grid.module.css'

/** Placeholder cards while a grid loads. */
export const GRID_PLACEHOLDERS = 5

export interface GameGridProps {
  games: readonly Game[]
  /** How many of the first cards load eagerly (above the fold). */
  eager?: number
  /** Names the list for assistive technology. */
  label?: string
}

/** The game grid: 2 columns below medium, 7 from medium (the home and every listing). */
export function GameGrid({ games, eager = 0, label }: GameGridProps) {
  return (
    <ul className={classes.grid} aria-label={label}>
      {games.map((game, index) => (
        <li key={game.id}>
          <GameCard game={game} priority={index < eager} />
        </li>
      ))}
    </ul>
  )
}

/** The grid's loading state: 5 placeholder cards of the cards' own shape, so nothing shifts when they arrive. */
export function GameGridPlaceholder({ count = GRID_PLACEHOLDERS, label }: { count?: number; label: string }) {
  return (
    <div className={classes.grid} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={classes.placeholderCard} aria-hidden="true">
          <span className={classes.placeholderCover} />
          <span className={classes.placeholderLine} />
        </div>
      ))}
    </div>
  )
}
