import type { GameKind } from '../catalogue/providers.ts'
import { BINGO_CARDS, BINGO_MAX_EXTRA, BINGO_PATTERNS } from './engines/bingo.ts'
import { CRASH_GROWTH, CRASH_MAX_MULTIPLIER, CRASH_RTP } from './engines/crash.ts'
import { SLOT_LINES, SLOT_REELS, SLOT_ROWS, SLOT_SYMBOLS } from './engines/slot.ts'

/** The three demo games the provider plays; every catalogue game opens one of them, reskinned with its name and cover. */
export type DemoType = 'slot' | 'crash' | 'bingo'

export interface BetLimits {
  /** Centavos. */
  min: number
  max: number
  steps: number[]
  default: number
}

export interface DemoGame {
  type: DemoType
  /** The catalogue game that IS this demo game (its page shows this RTP). */
  catalogueName: string
  /** The stated return to player as a fraction (the exact figure the engine's tests prove). */
  rtp: number
  /** The same, in percent with two decimals, as the catalogue's `rtp` column and hello's `game.rtp`. */
  rtpText: string
  /** The chance that a round pays anything (the bench checks it). */
  hitRate: number
  bets: BetLimits
  /** Sent in hello: what the game's pay table screen shows. */
  paytable: Record<string, unknown>
}

/**
 * The stated figures. Each is the engine's exact value (engines/*.ts compute it; the tests prove the two agree), so
 * the pay table never promises more than the game gives.
 */
export const SLOT_RTP = 0.9602
export const SLOT_HIT_RATE = 0.4405
export const BINGO_RTP = 0.9409
export const BINGO_HIT_RATE = 0.3977

const percent = (fraction: number) => (fraction * 100).toFixed(2)

export const DEMO_GAMES: Record<DemoType, DemoGame> = {
  slot: {
    type: 'slot',
    catalogueName: 'Fruit Party',
    rtp: SLOT_RTP,
    rtpText: percent(SLOT_RTP),
    hitRate: SLOT_HIT_RATE,
    // Multiples of the 10 lines, so the line bet is whole centavos.
    bets: { min: 50, max: 10_000, steps: [50, 100, 200, 500, 1000, 2000, 5000, 10_000], default: 100 },
    paytable: {
      rows: SLOT_ROWS,
      reels: SLOT_REELS,
      symbols: SLOT_SYMBOLS.map(({ id, name, pays, wild }) => ({ id, name, pays, ...(wild ? { wild } : {}) })),
      lines: SLOT_LINES.map((line) => [...line]),
      lineBet: 'bet/lines',
      hitRate: SLOT_HIT_RATE,
    },
  },
  crash: {
    type: 'crash',
    catalogueName: 'Spaceman',
    rtp: CRASH_RTP,
    rtpText: percent(CRASH_RTP),
    // Cashing out at 2x pays with chance RTP / 2: the figure the pay table can promise for that target.
    hitRate: CRASH_RTP / 2,
    // Whole reais, so a cash-out at a two-decimal multiplier is whole centavos.
    bets: { min: 100, max: 10_000, steps: [100, 200, 500, 1000, 2000, 5000, 10_000], default: 200 },
    paytable: {
      maxMultiplier: CRASH_MAX_MULTIPLIER,
      houseEdge: Number((1 - CRASH_RTP).toFixed(4)),
      growth: CRASH_GROWTH,
    },
  },
  bingo: {
    type: 'bingo',
    catalogueName: 'Bingo Turbo 75',
    rtp: BINGO_RTP,
    rtpText: percent(BINGO_RTP),
    hitRate: BINGO_HIT_RATE,
    // The bet per card; the round's stake is four times it.
    bets: { min: 10, max: 2500, steps: [10, 20, 50, 100, 200, 500, 1000, 2500], default: 50 },
    paytable: {
      cards: BINGO_CARDS,
      patterns: BINGO_PATTERNS.map(({ id, name, cells, pays }) => ({ id, name, cells: [...cells], pays })),
      extraBall: { maxCount: BINGO_MAX_EXTRA },
      hitRate: BINGO_HIT_RATE,
    },
  },
}

/**
 * Which demo game a catalogue game opens. Slots and fishing games are reel games; roulettes (a ball drawn among
 * numbers) open the bingo; card tables and live shows open the slot, the most familiar of the three.
 */
const KIND_DEMO: Record<GameKind, DemoType> = {
  slot: 'slot',
  fishing: 'slot',
  crash: 'crash',
  bingo: 'bingo',
  roulette: 'bingo',
  'live-roulette': 'bingo',
  cards: 'slot',
  'live-cards': 'slot',
  'live-show': 'slot',
}

export function demoTypeOfKind(kind: GameKind): DemoType {
  return KIND_DEMO[kind]
}

/** The catalogue names of the demo games themselves. */
export const DEMO_GAME_NAMES: ReadonlyMap<string, DemoType> = new Map(
  Object.values(DEMO_GAMES).map((game) => [game.catalogueName, game.type]),
)
