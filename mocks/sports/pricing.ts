/**
 * The sportsbook's one pricing model. Each side scores as a Poisson process whose rate comes from the two clubs'
 * strengths; every market is a set of predicates on the final score (or the half-time score), so its probabilities
 * are sums over one grid of scores. Live prices use the same grid from the current score with the goals expected
 * in the time left, which is why odds drift as the clock runs and jump when a goal goes in. The bookmaker's margin
 * scales each probability up, so a market's implied probabilities (1/odd) sum to 1 + margin (2 + 2·margin for the
 * double chance, whose values overlap). Settlement (settle.ts) reads the same predicates: what a price promises is
 * what a win pays.
 */

export interface Score {
  home: number
  away: number
}

interface ValueDef {
  value: string
  wins: (score: Score) => boolean
}

export interface MarketDef {
  name: string
  /** The bookmaker's margin on this market. */
  margin: number
  /** Which score decides it: full time (regulation, stoppage included) or half time. */
  period: 'ft' | 'ht'
  values: readonly ValueDef[]
}

const winner = (): ValueDef[] => [
  { value: 'Home', wins: (s) => s.home > s.away },
  { value: 'Draw', wins: (s) => s.home === s.away },
  { value: 'Away', wins: (s) => s.home < s.away },
]

/** The exact scores priced one by one; every other score is 'Other'. */
const EXACT_MAX = 3
const exactScores = (): ValueDef[] => {
  const out: ValueDef[] = []
  for (let home = 0; home <= EXACT_MAX; home++)
    for (let away = 0; away <= EXACT_MAX; away++)
      out.push({ value: `${home}:${away}`, wins: (s) => s.home === home && s.away === away })
  out.push({ value: 'Other', wins: (s) => s.home > EXACT_MAX || s.away > EXACT_MAX })
  return out
}

/** The markets of every event, in this order: a slip's `bet_id` names a market and a value by their index. */
export const MARKETS: readonly MarketDef[] = [
  { name: 'Match Winner', margin: 0.05, period: 'ft', values: winner() },
  {
    name: 'Double Chance',
    margin: 0.05,
    period: 'ft',
    values: [
      { value: 'Home/Draw', wins: (s) => s.home >= s.away },
      { value: 'Home/Away', wins: (s) => s.home !== s.away },
      { value: 'Draw/Away', wins: (s) => s.home <= s.away },
    ],
  },
  {
    name: 'Goals Over/Under',
    margin: 0.06,
    period: 'ft',
    values: [
      { value: 'Over 2.5', wins: (s) => s.home + s.away > 2.5 },
      { value: 'Under 2.5', wins: (s) => s.home + s.away < 2.5 },
    ],
  },
  {
    name: 'Both Teams Score',
    margin: 0.06,
    period: 'ft',
    values: [
      { value: 'Yes', wins: (s) => s.home > 0 && s.away > 0 },
      { value: 'No', wins: (s) => s.home === 0 || s.away === 0 },
    ],
  },
  { name: 'Exact Score', margin: 0.15, period: 'ft', values: exactScores() },
  { name: 'First Half Winner', margin: 0.06, period: 'ht', values: winner() },
]

export const MIN_ODD = 1.01
export const MAX_ODD = 100

/** Goals a side is expected to score in 90 minutes, from the two strengths (home advantage included). */
export function expectedGoals(homeRating: number, awayRating: number): Score {
  const diff = homeRating - awayRating
  return { home: 1.3 * Math.exp(0.55 * diff + 0.1), away: 1.1 * Math.exp(-0.55 * diff - 0.1) }
}

/** Goals are capped here in the grid; the tail beyond is folded into the last cell. */
const MAX_GOALS = 12

/** P(X = k) for k = 0..MAX_GOALS, the tail added to the last cell so the list sums to 1. */
export function poisson(lambda: number): number[] {
  const out: number[] = []
  let p = Math.exp(-lambda)
  let sum = 0
  for (let k = 0; k < MAX_GOALS; k++) {
    out.push(p)
    sum += p
    p = (p * lambda) / (k + 1)
  }
  out.push(Math.max(0, 1 - sum))
  return out
}

export interface PeriodInput {
  /** Goals so far. */
  goals: Score
  /** Goals expected in what is left of the period (0 once it is over). */
  remaining: Score
}

export interface PriceInput {
  /** Regulation time (the 90 minutes and their stoppage). */
  ft: PeriodInput
  /** The first half. */
  ht: PeriodInput
}

export interface PricedValue {
  value: string
  probability: number
  /** The price, within [MIN_ODD, MAX_ODD]: a price outside that range is never offered (see `suspended`). */
  odd: number
  /** Cannot happen any more. */
  impossible: boolean
  /** Its fair price under the margin has left [MIN_ODD, MAX_ODD]. */
  outOfRange: boolean
  /**
   * Not offered now: impossible, or priced out of the book's range. A book does not sell a long shot at a capped
   * 100,00 that its model prices at 400: it takes the value off the board.
   */
  suspended: boolean
}

export interface PricedMarket {
  name: string
  margin: number
  /** Its result is already certain (a value has probability 1): nothing left to bet on. */
  decided: boolean
  /**
   * A value's fair price has fallen under MIN_ODD: the book would pay back less than the stake on a result that is
   * all but certain, so it closes the whole market (a lopsided live match) instead of showing a capped 1,01.
   */
  closedByPrice: boolean
  values: PricedValue[]
}

/** Probabilities of each final score, as (home, away, p) cells with p > 0. */
function scoreGrid(period: PeriodInput): Array<[Score, number]> {
  const home = poisson(period.remaining.home)
  const away = poisson(period.remaining.away)
  const cells: Array<[Score, number]> = []
  for (let h = 0; h < home.length; h++) {
    const ph = home[h] ?? 0
    if (ph < 1e-12) continue
    for (let a = 0; a < away.length; a++) {
      const p = ph * (away[a] ?? 0)
      if (p < 1e-12) continue
      cells.push([{ home: period.goals.home + h, away: period.goals.away + a }, p])
    }
  }
  return cells
}

/** The fair odd of a probability under a margin, to two decimals, with no range (Infinity when it cannot happen). */
export function fairOdd(probability: number, margin: number): number {
  if (probability <= 0) return Infinity
  return Math.round((1 / (probability * (1 + margin))) * 100) / 100
}

/** The odd of a probability under a margin, to two decimals, within [MIN_ODD, MAX_ODD]. */
export function oddFor(probability: number, margin: number): number {
  return Math.min(MAX_ODD, Math.max(MIN_ODD, fairOdd(probability, margin)))
}

const CERTAIN = 1 - 1e-9
const IMPOSSIBLE = 1e-9

export function priceMarkets(input: PriceInput): PricedMarket[] {
  const grids = { ft: scoreGrid(input.ft), ht: scoreGrid(input.ht) }
  return MARKETS.map((market) => {
    const grid = grids[market.period]
    const values = market.values.map((def) => {
      let probability = 0
      for (const [score, p] of grid) if (def.wins(score)) probability += p
      const fair = fairOdd(probability, market.margin)
      const impossible = probability < IMPOSSIBLE
      const outOfRange = fair < MIN_ODD || fair > MAX_ODD
      return {
        value: def.value,
        probability,
        odd: oddFor(probability, market.margin),
        impossible,
        outOfRange,
        suspended: impossible || outOfRange,
        fair,
      }
    })
    return {
      name: market.name,
      margin: market.margin,
      decided: values.some((value) => value.probability > CERTAIN),
      closedByPrice: values.some((value) => value.fair < MIN_ODD),
      values: values.map(({ fair: _fair, ...value }) => value),
    }
  })
}

/** Whether a selection won, given the final regulation score and the half-time score. */
export function selectionWins(marketIndex: number, valueIndex: number, ft: Score, ht: Score): boolean {
  const market = MARKETS[marketIndex]
  const value = market?.values[valueIndex]
  if (!market || !value) throw new RangeError(`No market ${marketIndex} value ${valueIndex}`)
  return value.wins(market.period === 'ht' ? ht : ft)
}
