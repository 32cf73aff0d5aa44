import type { BingoPattern, BingoWin } from '../protocol.ts'

export const CARD_ROWS = 3
export const CARD_COLUMNS = 5

/** Which of a card's 15 cells (row by row) hold a number already drawn. */
export function markedCells(card: readonly number[], drawn: Iterable<number>): boolean[] {
  const set = drawn instanceof Set ? (drawn as Set<number>) : new Set(drawn)
  return card.map((number) => set.has(number))
}

/** The pattern's cells not marked yet. */
export function missingCells(pattern: Pick<BingoPattern, 'cells'>, marked: readonly boolean[]): number[] {
  return pattern.cells.filter((cell) => !marked[cell])
}

export function isComplete(pattern: Pick<BingoPattern, 'cells'>, marked: readonly boolean[]): boolean {
  return missingCells(pattern, marked).length === 0
}

/**
 * The cells that would complete a pattern better than any the card has, with one more ball: the "falta 1" hint.
 * `patterns` are compared by their pay.
 */
export function oneAwayCells(patterns: readonly BingoPattern[], marked: readonly boolean[]): Set<number> {
  const best = Math.max(0, ...patterns.filter((p) => isComplete(p, marked)).map((p) => p.pays))
  const cells = new Set<number>()
  for (const pattern of patterns) {
    if (pattern.pays <= best) continue
    const missing = missingCells(pattern, marked)
    const [only] = missing
    if (missing.length === 1 && only !== undefined) cells.add(only)
  }
  return cells
}

/** A card's wins, and the cells of its winning patterns (to highlight). */
export function cardWins(
  card: number,
  wins: readonly BingoWin[],
  patterns: readonly BingoPattern[],
): { total: number; names: string[]; cells: Set<number> } {
  const byId = new Map(patterns.map((pattern) => [pattern.id, pattern]))
  const mine = wins.filter((win) => win.card === card)
  const cells = new Set<number>()
  for (const win of mine) for (const cell of byId.get(win.pattern)?.cells ?? []) cells.add(cell)
  return {
    total: mine.reduce((sum, win) => sum + win.win, 0),
    names: mine.map((win) => byId.get(win.pattern)?.name ?? win.pattern),
    cells,
  }
}
