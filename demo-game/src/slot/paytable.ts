import type { SlotLineWin, SlotPaytable, SlotSymbol } from '../protocol.ts'

/** The line bet: the total bet shared by every payline (rounded down to whole centavos, as shown). */
export function lineBet(bet: number, paytable: SlotPaytable): number {
  return Math.floor(bet / Math.max(1, paytable.lines.length))
}

export interface PaytableRow {
  symbol: SlotSymbol
  /** [count, multiple of the line bet, money for the given bet] from the longest run down. */
  pays: Array<{ count: number; multiple: number; amount: number }>
}

/** The pay table's rows: wilds first, then by their best pay, highest first; each pay also in money for `bet`. */
export function paytableRows(paytable: SlotPaytable, bet: number): PaytableRow[] {
  const perLine = lineBet(bet, paytable)
  const best = (symbol: SlotSymbol) => Math.max(0, ...Object.values(symbol.pays))
  return [...paytable.symbols]
    .sort((a, b) => Number(Boolean(b.wild)) - Number(Boolean(a.wild)) || best(b) - best(a))
    .map((symbol) => ({
      symbol,
      pays: Object.entries(symbol.pays)
        .map(([count, multiple]) => ({ count: Number(count), multiple, amount: Math.floor(multiple * perLine) }))
        .filter((pay) => pay.multiple > 0)
        .sort((a, b) => b.count - a.count),
    }))
}

/** The cells `[reel, row]` a line win covers: its first `count` reels, left to right. */
export function winCells(win: Pick<SlotLineWin, 'line' | 'count'>, paytable: SlotPaytable): Array<[number, number]> {
  const rows = paytable.lines[win.line] ?? []
  return rows.slice(0, win.count).map((row, reel) => [reel, row])
}

/** A line's path across the grid in percent of its box (the centre of each reel's cell). */
export function linePoints(rowsPerReel: number[], paytable: Pick<SlotPaytable, 'rows' | 'reels'>): string {
  return rowsPerReel
    .map((row, reel) => {
      const x = ((reel + 0.5) / paytable.reels) * 100
      const y = ((row + 0.5) / paytable.rows) * 100
      return `${x.toFixed(2)},${y.toFixed(2)}`
    })
    .join(' ')
}

/**
 * Filler for a spinning reel: symbols cycled from the pay table, so the blur shows the game's own symbols. Purely
 * decorative (hidden from assistive technology); only the provider's answer is an outcome.
 */
export function fillerSymbols(ids: readonly string[], reel: number, count: number): string[] {
  if (ids.length === 0) return []
  return Array.from({ length: count }, (_, index) => ids[(index * 3 + reel * 2) % ids.length] as string)
}
