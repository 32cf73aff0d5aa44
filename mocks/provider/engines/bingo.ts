import { drawWithoutReplacement, type Rng } from '../rng.ts'

/**
 * The demo video bingo: four cards of 15 numbers (3 rows of 5) from 1..75, 30 balls drawn, each card paid for the
 * best pattern it completes (a multiple of the bet per card). While a card is one ball from a better pattern the
 * player may buy an extra ball (at most 10), priced so that its expected win is the RTP of its price.
 *
 * The four cards share no number (60 of the 75), and the balls are a uniform draw, so given how many of a card's
 * numbers came out every set of that many cells is equally likely: `exactBingoFigures` computes the return and the
 * hit rate exactly from that.
 */
export const BINGO_CARDS = 4
export const BINGO_CARD_SIZE = 15
export const BINGO_NUMBERS = 75
export const BINGO_BALLS = 30
export const BINGO_MAX_EXTRA = 10

export interface BingoPattern {
  id: string
  name: string
  /** Cells 0..14, row by row. */
  cells: readonly number[]
  /** Multiples of the bet per card. */
  pays: number
}

const row = (r: number) => [0, 1, 2, 3, 4].map((c) => r * 5 + c)

export const BINGO_PATTERNS: readonly BingoPattern[] = [
  { id: 'column', name: 'Coluna do meio', cells: [2, 7, 12], pays: 3 },
  { id: 'corners', name: 'Quatro cantos', cells: [0, 4, 10, 14], pays: 10 },
  { id: 'top-line', name: 'Linha de cima', cells: row(0), pays: 13 },
  { id: 'middle-line', name: 'Linha do meio', cells: row(1), pays: 13 },
  { id: 'bottom-line', name: 'Linha de baixo', cells: row(2), pays: 13 },
  { id: 'v', name: 'V', cells: [0, 6, 12, 8, 4], pays: 13 },
  { id: 'hat', name: 'Chapéu', cells: [10, 6, 2, 8, 14], pays: 13 },
  { id: 'x', name: 'X', cells: [0, 4, 7, 10, 14], pays: 13 },
  { id: 'cross', name: 'Cruz', cells: [2, 7, 12, 5, 6, 8, 9], pays: 58 },
  { id: 'two-lines', name: 'Duas linhas', cells: [...row(0), ...row(2)], pays: 200 },
  { id: 'frame', name: 'Moldura', cells: [...row(0), 5, 9, ...row(2)], pays: 500 },
  { id: 'full', name: 'Cartela cheia', cells: [...row(0), ...row(1), ...row(2)], pays: 2000 },
]

const MASKS = BINGO_PATTERNS.map((p) => p.cells.reduce((mask, cell) => mask | (1 << cell), 0))

/** The best pattern a set of marked cells (a bit mask) completes: its index, or -1. */
export function bestPatternOf(marked: number): number {
  let best = -1
  BINGO_PATTERNS.forEach((pattern, i) => {
    const mask = MASKS[i] as number
    if ((marked & mask) === mask && (best < 0 || pattern.pays > (BINGO_PATTERNS[best]?.pays ?? 0))) best = i
  })
  return best
}

let bestTable: Int8Array | undefined
let payTable: Int32Array | undefined
/** bestPatternOf and its pay for every mask, computed once (32,768 entries): pricing an extra ball looks them up often. */
function tables(): { best: Int8Array; pays: Int32Array } {
  if (!bestTable || !payTable) {
    bestTable = new Int8Array(1 << BINGO_CARD_SIZE)
    payTable = new Int32Array(1 << BINGO_CARD_SIZE)
    for (let m = 0; m < bestTable.length; m++) {
      const best = bestPatternOf(m)
      bestTable[m] = best
      payTable[m] = BINGO_PATTERNS[best]?.pays ?? 0
    }
  }
  return { best: bestTable, pays: payTable }
}

const bestOf = (marked: number) => tables().best[marked] ?? -1
const paysOf = (marked: number) => tables().pays[marked] ?? 0

export interface BingoWin {
  card: number
  pattern: string
  /** Centavos. */
  win: number
}

export interface BingoRound {
  cards: number[][]
  /** The whole drawing order: the first 30 are the balls, the extra balls come next in this order. */
  order: number[]
}

/** The cards (numbers sorted on each card, row by row) and the order of all 75 balls. */
export function dealBingo(rng: Rng): BingoRound {
  const numbers = Array.from({ length: BINGO_NUMBERS }, (_, i) => i + 1)
  const dealt = drawWithoutReplacement(rng, numbers, BINGO_CARDS * BINGO_CARD_SIZE)
  const cards = Array.from({ length: BINGO_CARDS }, (_, c) =>
    dealt.slice(c * BINGO_CARD_SIZE, (c + 1) * BINGO_CARD_SIZE).sort((a, b) => a - b),
  )
  return { cards, order: drawWithoutReplacement(rng, numbers) }
}

export function markedMask(card: readonly number[], drawn: ReadonlySet<number>): number {
  return card.reduce((mask, n, cell) => (drawn.has(n) ? mask | (1 << cell) : mask), 0)
}

/** Each card's best pattern with these balls out, for a bet per card in centavos. */
export function bingoWins(
  cards: readonly (readonly number[])[],
  drawn: ReadonlySet<number>,
  betPerCard: number,
): BingoWin[] {
  return cards.flatMap((card, index) => {
    const best = BINGO_PATTERNS[bestOf(markedMask(card, drawn))]
    return best ? [{ card: index, pattern: best.id, win: best.pays * betPerCard }] : []
  })
}

export const totalWin = (wins: readonly BingoWin[]) => wins.reduce((sum, w) => sum + w.win, 0)

/**
 * The expected win of the next ball, from each card's marked cells (bit masks) and how many numbers are still in the
 * drum: each of them is equally likely, and a number on a card adds what that card gains with it (the cards share no
 * number, and every number of a card not marked is still in the drum).
 */
export function nextBallValueOf(masks: readonly number[], left: number, betPerCard: number): number {
  if (left <= 0) return 0
  const { pays } = tables()
  let gain = 0
  for (const marked of masks) {
    const now = pays[marked] ?? 0
    for (let cell = 0; cell < BINGO_CARD_SIZE; cell++) {
      const bit = 1 << cell
      if ((marked & bit) === 0) gain += (pays[marked | bit] ?? 0) - now
    }
  }
  return (gain * betPerCard) / left
}

/** The same, from the cards and the balls drawn, in centavos. */
export function nextBallValue(
  cards: readonly (readonly number[])[],
  drawn: ReadonlySet<number>,
  betPerCard: number,
): number {
  return nextBallValueOf(
    cards.map((card) => markedMask(card, drawn)),
    BINGO_NUMBERS - drawn.size,
    betPerCard,
  )
}

/** The price that makes an expected win of `value` centavos `rtp` of it (whole centavos, at least 1), or null. */
export function priceFor(value: number, extrasBought: number, rtp: number): number | null {
  if (extrasBought >= BINGO_MAX_EXTRA || value <= 0) return null
  return Math.max(1, Math.round(value / rtp))
}

/**
 * The price of the next extra ball, or null when none is offered: after the 30 balls, while fewer than 10 extras were
 * bought and some card is one ball from a better pattern. The price makes the ball's expected win `rtp` of it
 * (whole centavos, at least 1).
 */
export function extraBallPrice(
  cards: readonly (readonly number[])[],
  drawn: ReadonlySet<number>,
  extrasBought: number,
  betPerCard: number,
  rtp: number,
): number | null {
  if (extrasBought >= BINGO_MAX_EXTRA) return null
  return priceFor(nextBallValue(cards, drawn, betPerCard), extrasBought, rtp)
}

/** What cards with these marked cells win, in centavos (the simulation's fast path; bingoWins tells which pattern). */
export function masksWin(masks: readonly number[], betPerCard: number): number {
  let win = 0
  for (const marked of masks) win += paysOf(marked) * betPerCard
  return win
}

/** Where each number sits: `card * 16 + cell`, or -1 when on no card. */
export function cellIndex(cards: readonly (readonly number[])[]): Int16Array {
  const index = new Int16Array(BINGO_NUMBERS + 1).fill(-1)
  cards.forEach((card, c) => card.forEach((n, cell) => (index[n] = c * 16 + cell)))
  return index
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  let result = 1
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i
  return result
}

/**
 * The main game's exact figures: the return per bet on the 30 balls (extra balls have their own, equal return), the
 * chance that a round pays anything, and the variance of one card's win (in bets per card squared).
 */
export function exactBingoFigures(): { rtp: number; hitRate: number; cardVariance: number } {
  const size = BINGO_CARD_SIZE
  const sums = new Array<number>(size + 1).fill(0)
  const squares = new Array<number>(size + 1).fill(0)
  const losing = new Array<number>(size + 1).fill(0)
  const counts = new Array<number>(size + 1).fill(0)
  for (let marked = 0; marked < 1 << size; marked++) {
    let k = 0
    for (let bits = marked; bits; bits &= bits - 1) k++
    const pays = BINGO_PATTERNS[bestPatternOf(marked)]?.pays ?? 0
    counts[k] = (counts[k] ?? 0) + 1
    sums[k] = (sums[k] ?? 0) + pays
    squares[k] = (squares[k] ?? 0) + pays * pays
    if (pays === 0) losing[k] = (losing[k] ?? 0) + 1
  }
  const all = binomial(BINGO_NUMBERS, BINGO_BALLS)
  const others = BINGO_NUMBERS - size
  let rtp = 0
  let second = 0
  for (let k = 0; k <= size; k++) {
    const p = (binomial(size, k) * binomial(others, BINGO_BALLS - k)) / all
    rtp += (p * (sums[k] ?? 0)) / (counts[k] ?? 1)
    second += (p * (squares[k] ?? 0)) / (counts[k] ?? 1)
  }
  // No card wins: over how many balls fell on each of the four cards (the rest on the 15 numbers of no card).
  const q = losing.map((l, k) => l / (counts[k] ?? 1))
  const rest = BINGO_NUMBERS - BINGO_CARDS * size
  let noWin = 0
  for (let a = 0; a <= size; a++)
    for (let b = 0; b <= size; b++)
      for (let c = 0; c <= size; c++)
        for (let d = 0; d <= size; d++) {
          const r = BINGO_BALLS - a - b - c - d
          if (r < 0 || r > rest) continue
          const p =
            (binomial(size, a) * binomial(size, b) * binomial(size, c) * binomial(size, d) * binomial(rest, r)) / all
          noWin += p * (q[a] ?? 0) * (q[b] ?? 0) * (q[c] ?? 0) * (q[d] ?? 0)
        }
  return { rtp, hitRate: 1 - noWin, cardVariance: second - rtp * rtp }
}
