import type { VipLevelRecord } from './tables.ts'

/**
 * Ten levels from Bronze to Diamante. `required` is the total valid bet (reais) that reaches the level; the four
 * bonuses are the level-up bonus (paid once, when the level is reached) and what the weekly, monthly and annual tabs
 * show for the level. The demo player's R$ 1.840,50 of bets put them at level 2 (Bronze II), as their wallet says.
 */
const LEVELS: ReadonlyArray<{
  symbol: string
  required: number
  levelUp: number
  weekly: number
  monthly: number
  yearly: number
}> = [
  { symbol: 'Bronze I', required: 100, levelUp: 5, weekly: 1, monthly: 5, yearly: 20 },
  { symbol: 'Bronze II', required: 1_000, levelUp: 10, weekly: 2, monthly: 10, yearly: 50 },
  { symbol: 'Prata I', required: 2_500, levelUp: 20, weekly: 5, monthly: 20, yearly: 100 },
  { symbol: 'Prata II', required: 5_000, levelUp: 35, weekly: 8, monthly: 35, yearly: 200 },
  { symbol: 'Ouro I', required: 10_000, levelUp: 50, weekly: 12, monthly: 50, yearly: 400 },
  { symbol: 'Ouro II', required: 25_000, levelUp: 100, weekly: 25, monthly: 100, yearly: 800 },
  { symbol: 'Platina I', required: 50_000, levelUp: 200, weekly: 50, monthly: 200, yearly: 1_500 },
  { symbol: 'Platina II', required: 100_000, levelUp: 350, weekly: 80, monthly: 350, yearly: 3_000 },
  { symbol: 'Diamante I', required: 250_000, levelUp: 750, weekly: 150, monthly: 750, yearly: 6_000 },
  { symbol: 'Diamante II', required: 500_000, levelUp: 1_500, weekly: 300, monthly: 1_500, yearly: 12_000 },
]

const PERIODS = [
  ['daily', 'levelUp'],
  ['weekly', 'weekly'],
  ['monthly', 'monthly'],
  ['yearly', 'yearly'],
] as const

const reais = (n: number) => n.toFixed(2)

/** One row per level and table (40 rows), level-up rows first. */
export function seedVipLevels(): VipLevelRecord[] {
  return PERIODS.flatMap(([period, field]) =>
    LEVELS.map((level, i) => ({
      bet_symbol: level.symbol,
      bet_level: i + 1,
      bet_required: reais(level.required),
      bet_period: period,
      bet_bonus: reais(level[field]),
    })),
  ).map((row, i) => ({ ...row, id: i + 1 }))
}
