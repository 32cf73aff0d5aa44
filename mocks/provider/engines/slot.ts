import type { Rng } from '../rng.ts'

/**
 * The demo video slot: 5 reels of 3 rows, 10 fixed paylines, a wild that stands for every symbol, line wins from the
 * leftmost reel. Each cell is drawn on its own from the symbol weights (no reel strips), which keeps the return
 * exactly computable: `exactSlotFigures` sums every combination of a line's five cells.
 */
export interface SlotSymbol {
  id: string
  name: string
  /** Multiples of the line bet for 3, 4 and 5 on a line. */
  pays: { '3': number; '4': number; '5': number }
  wild?: true
  /** Chance weight of the symbol in every cell (not sent to the game). */
  weight: number
}

export const SLOT_ROWS = 3
export const SLOT_REELS = 5

export const SLOT_SYMBOLS: readonly SlotSymbol[] = [
  { id: 'cherry', name: 'Cereja', pays: { '3': 6, '4': 12, '5': 25 }, weight: 28 },
  { id: 'lemon', name: 'Limão', pays: { '3': 6, '4': 12, '5': 30 }, weight: 26 },
  { id: 'orange', name: 'Laranja', pays: { '3': 9, '4': 20, '5': 50 }, weight: 22 },
  { id: 'grape', name: 'Uva', pays: { '3': 10, '4': 25, '5': 75 }, weight: 18 },
  { id: 'bell', name: 'Sino', pays: { '3': 12, '4': 40, '5': 120 }, weight: 14 },
  { id: 'bar', name: 'BAR', pays: { '3': 20, '4': 60, '5': 200 }, weight: 10 },
  { id: 'seven', name: 'Sete', pays: { '3': 40, '4': 120, '5': 300 }, weight: 6 },
  { id: 'wild', name: 'Coringa', pays: { '3': 50, '4': 200, '5': 500 }, wild: true, weight: 10 },
]

/** Row index per reel for each payline. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
]

const TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((sum, s) => sum + s.weight, 0)
const WILD = SLOT_SYMBOLS.find((s) => s.wild)
const BY_ID = new Map(SLOT_SYMBOLS.map((s) => [s.id, s]))

export interface SlotLineWin {
  /** Index into SLOT_LINES. */
  line: number
  symbol: string
  count: number
  /** Centavos. */
  win: number
}

export interface SlotOutcome {
  /** Symbol ids, reel by reel, top to bottom. */
  reels: string[][]
  lines: SlotLineWin[]
  /** Centavos. */
  win: number
}

function drawSymbol(rng: Rng): string {
  let left = rng.next() * TOTAL_WEIGHT
  for (const symbol of SLOT_SYMBOLS) {
    left -= symbol.weight
    if (left < 0) return symbol.id
  }
  return SLOT_SYMBOLS[SLOT_SYMBOLS.length - 1]?.id ?? ''
}

function pay(symbol: SlotSymbol | undefined, count: number): number {
  if (!symbol || count < 3) return 0
  return symbol.pays[String(Math.min(count, 5)) as '3' | '4' | '5']
}

/**
 * What one line of five symbols pays, in line bets, and for which symbol: the run from the leftmost reel of one
 * symbol with wilds standing in, or the run of wilds alone when that pays more.
 */
export function evaluateLine(cells: readonly string[]): { symbol: string; count: number; pays: number } | null {
  let wilds = 0
  while (wilds < cells.length && BY_ID.get(cells[wilds] ?? '')?.wild) wilds++
  const target = cells[wilds]
  let count = wilds
  if (target !== undefined) {
    while (count < cells.length && (cells[count] === target || BY_ID.get(cells[count] ?? '')?.wild)) count++
  }
  const wildPays = pay(WILD, wilds)
  const symbolPays = target === undefined ? 0 : pay(BY_ID.get(target), count)
  if (wildPays === 0 && symbolPays === 0) return null
  return wildPays >= symbolPays && WILD
    ? { symbol: WILD.id, count: wilds, pays: wildPays }
    : { symbol: target ?? '', count, pays: symbolPays }
}

/** Evaluates a screen: every line's win for this total bet (the line bet is bet / lines, whole centavos). */
export function evaluateSlot(reels: string[][], bet: number): SlotOutcome {
  const lineBet = bet / SLOT_LINES.length
  const lines: SlotLineWin[] = []
  SLOT_LINES.forEach((rows, line) => {
    const hit = evaluateLine(rows.map((row, reel) => reels[reel]?.[row] ?? ''))
    if (hit) lines.push({ line, symbol: hit.symbol, count: hit.count, win: Math.round(hit.pays * lineBet) })
  })
  return { reels, lines, win: lines.reduce((sum, l) => sum + l.win, 0) }
}

/** One spin: `bet` in centavos, a multiple of the line count. */
export function playSlot(rng: Rng, bet: number): SlotOutcome {
  const reels = Array.from({ length: SLOT_REELS }, () => Array.from({ length: SLOT_ROWS }, () => drawSymbol(rng)))
  return evaluateSlot(reels, bet)
}

/**
 * The exact figures: the return to player, and the chance that a spin pays anything. The RTP is what one line pays per
 * line bet on average (every line sees five independent cells drawn alike), summed over every combination of its five
 * cells. A spin pays when some line has three of a kind (wilds standing in) on the first three reels; for each first
 * two columns, the third column's rows are independent, so the chance that no line is completed is a product over
 * its three rows.
 */
export function exactSlotFigures(): { rtp: number; hitRate: number } {
  const n = SLOT_SYMBOLS.length
  const probability = SLOT_SYMBOLS.map((s) => s.weight / TOTAL_WEIGHT)
  const wildIndex = SLOT_SYMBOLS.findIndex((s) => s.wild)
  let rtp = 0
  const cells = new Array<string>(5)
  const walk = (reel: number, p: number) => {
    if (reel === 5) {
      rtp += p * (evaluateLine(cells)?.pays ?? 0)
      return
    }
    for (let s = 0; s < n; s++) {
      cells[reel] = SLOT_SYMBOLS[s]?.id ?? ''
      walk(reel + 1, p * (probability[s] ?? 0))
    }
  }
  walk(0, 1)

  // Every column of 3 cells as symbol indexes, with its chance.
  const columns: Array<{ rows: number[]; p: number }> = []
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++)
      for (let c = 0; c < n; c++)
        columns.push({ rows: [a, b, c], p: (probability[a] ?? 0) * (probability[b] ?? 0) * (probability[c] ?? 0) })
  const all = (1 << n) - 1
  let noWin = 0
  for (const first of columns) {
    for (const second of columns) {
      // Per row of the third reel, the symbols that would complete some line there (a bit set).
      const completing = [0, 0, 0]
      for (const line of SLOT_LINES) {
        const x = first.rows[line[0] ?? 0] ?? 0
        const y = second.rows[line[1] ?? 0] ?? 0
        const row = line[2] ?? 0
        const xWild = x === wildIndex
        const yWild = y === wildIndex
        let set = 0
        if (xWild && yWild) set = all
        else if (xWild || yWild || x === y) set = (1 << (xWild ? y : x)) | (1 << wildIndex)
        completing[row] = (completing[row] ?? 0) | set
      }
      let none = first.p * second.p
      for (const set of completing) {
        let p = 0
        for (let s = 0; s < n; s++) if (set & (1 << s)) p += probability[s] ?? 0
        none *= 1 - p
      }
      noWin += none
    }
  }
  return { rtp, hitRate: 1 - noWin }
}
