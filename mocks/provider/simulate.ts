import {
  BINGO_BALLS,
  BINGO_NUMBERS,
  cellIndex,
  dealBingo,
  masksWin,
  nextBallValueOf,
  priceFor,
} from './engines/bingo.ts'
import { crashWin, drawCrashPoint } from './engines/crash.ts'
import { playSlot } from './engines/slot.ts'
import { DEMO_GAMES, type DemoType } from './games.ts'
import { roundRng } from './rng.ts'

export interface SimulationResult {
  type: DemoType
  rounds: number
  /** Centavos staked and won over all rounds. */
  staked: number
  won: number
  /** won / staked. */
  rtp: number
  /** Share of rounds that paid anything (bingo: on the 30 balls). */
  hitRate: number
  /** Standard deviation of one round's return (win / stake): the tolerance of the RTP follows from it. */
  sd: number
}

/** One round of a demo game as a player with a fixed strategy plays it: what it staked and won. */
export type RoundPlayer = (round: number) => { staked: number; won: number; hit: boolean }

/** The strategies the simulation plays: the default bet; crash cashes out at 2.00x; bingo buys every extra ball. */
export function roundPlayer(type: DemoType, seed: string): RoundPlayer {
  const bet = DEMO_GAMES[type].bets.default
  switch (type) {
    case 'slot':
      return (round) => {
        const { win } = playSlot(roundRng(seed, round), bet)
        return { staked: bet, won: win, hit: win > 0 }
      }
    case 'crash':
      return (round) => {
        const won = crashWin(bet, 2, drawCrashPoint(roundRng(seed, round)))
        return { staked: bet, won, hit: won > 0 }
      }
    case 'bingo':
      // The engine's rules on bit masks of marked cells (the provider's own path works on sets; the tests check both
      // agree on prices and wins).
      return (round) => {
        const { cards, order } = dealBingo(roundRng(seed, round))
        const where = cellIndex(cards)
        const masks = [0, 0, 0, 0]
        const mark = (n: number) => {
          const at = where[n] ?? -1
          if (at >= 0) masks[at >> 4] = (masks[at >> 4] ?? 0) | (1 << (at & 15))
        }
        for (let i = 0; i < BINGO_BALLS; i++) mark(order[i] as number)
        const main = masksWin(masks, bet)
        let staked = bet * cards.length
        let won = main
        for (let extra = 0; ; extra++) {
          const left = BINGO_NUMBERS - BINGO_BALLS - extra
          const price = priceFor(nextBallValueOf(masks, left, bet), extra, DEMO_GAMES.bingo.rtp)
          if (price === null) break
          const before = masksWin(masks, bet)
          mark(order[BINGO_BALLS + extra] as number)
          staked += price
          won += masksWin(masks, bet) - before
        }
        return { staked, won, hit: main > 0 }
      }
  }
}

export function simulate(type: DemoType, rounds: number, seed = `simulation:${type}`): SimulationResult {
  const play = roundPlayer(type, seed)
  let staked = 0
  let won = 0
  let hits = 0
  let sum = 0
  let squares = 0
  for (let round = 1; round <= rounds; round++) {
    const result = play(round)
    staked += result.staked
    won += result.won
    if (result.hit) hits++
    const ratio = result.won / result.staked
    sum += ratio
    squares += ratio * ratio
  }
  const mean = sum / rounds
  return {
    type,
    rounds,
    staked,
    won,
    rtp: won / staked,
    hitRate: hits / rounds,
    sd: Math.sqrt(Math.max(0, squares / rounds - mean * mean)),
  }
}
