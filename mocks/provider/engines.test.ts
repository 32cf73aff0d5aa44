import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  BINGO_BALLS,
  BINGO_NUMBERS,
  BINGO_PATTERNS,
  bestPatternOf,
  bingoWins,
  cellIndex,
  markedMask,
  masksWin,
  nextBallValueOf,
  totalWin,
  dealBingo,
  exactBingoFigures,
  extraBallPrice,
  nextBallValue,
} from './engines/bingo.ts'
import { CRASH_RTP, crashWin, drawCrashPoint, isValidAutoCashout, msToReach, multiplierAt } from './engines/crash.ts'
import { SLOT_LINES, evaluateLine, evaluateSlot, exactSlotFigures, playSlot } from './engines/slot.ts'
import { BINGO_HIT_RATE, BINGO_RTP, DEMO_GAMES, SLOT_HIT_RATE, SLOT_RTP } from './games.ts'
import { biggestOf, drawWithoutReplacement, roundRng, rngFrom, streamRng } from './rng.ts'
import { simulate } from './simulate.ts'

describe('the provider RNG', () => {
  it('replays a round from the server seed and the round number', () => {
    const a = roundRng('seed', 7)
    const b = roundRng('seed', 7)
    const first = Array.from({ length: 5 }, () => a.next())
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first)
    expect(roundRng('seed', 8).next()).not.toBe(first[0])
    expect(roundRng('other', 7).next()).not.toBe(first[0])
  })

  it('draws uniformly in [0, 1) and over integers', () => {
    const rng = rngFrom(42)
    const counts = new Array<number>(10).fill(0)
    const n = 100_000
    for (let i = 0; i < n; i++) {
      const x = rng.next()
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThan(1)
      counts[rng.int(10)]! += 1
    }
    // Each bucket is binomial(n, 0.1): sd = sqrt(n * 0.1 * 0.9) ≈ 95; 5 sd either side.
    for (const count of counts) expect(Math.abs(count - n / 10)).toBeLessThan(5 * Math.sqrt(n * 0.09))
  })

  it('draws without replacement', () => {
    const drawn = drawWithoutReplacement(
      rngFrom(1),
      Array.from({ length: 75 }, (_, i) => i + 1),
      30,
    )
    expect(drawn).toHaveLength(30)
    expect(new Set(drawn).size).toBe(30)
  })

  it('"wins big" picks the best of several streams, reproducibly', () => {
    const play = (rng: ReturnType<typeof rngFrom>) => playSlot(rng, 100)
    const big = biggestOf('seed', 3, 50, play, (o) => o.win)
    expect(biggestOf('seed', 3, 50, play, (o) => o.win)).toEqual(big)
    const wins = Array.from({ length: 50 }, (_, stream) => playSlot(streamRng('seed', 3, stream), 100).win)
    expect(big.outcome.win).toBe(Math.max(...wins))
    expect(wins[0]).toBe(playSlot(roundRng('seed', 3), 100).win)
  })
})

/** The RTP of a simulation agrees with the stated one within 4 standard errors (the tolerance follows the variance). */
function expectRtp(result: ReturnType<typeof simulate>, rtp: number, hitRate: number) {
  const rtpTolerance = (4 * result.sd) / Math.sqrt(result.rounds)
  expect(Math.abs(result.rtp - rtp)).toBeLessThan(rtpTolerance)
  const hitTolerance = 4 * Math.sqrt((hitRate * (1 - hitRate)) / result.rounds)
  expect(Math.abs(result.hitRate - hitRate)).toBeLessThan(hitTolerance)
}

/**
 * A game's stated figures: the exact RTP and hit rate its pay table gives, the RTP text the game page shows (at
 * least 85%), and a simulation of `rounds` rounds that returns them.
 */
function itStatesItsFigures(
  game: 'slot' | 'bingo',
  stated: { exact: () => { rtp: number; hitRate: number }; rtp: number; hitRate: number; rtpText: string },
  rounds: number,
) {
  it('states its exact RTP and hit rate', () => {
    const exact = stated.exact()
    expect(exact.rtp).toBeCloseTo(stated.rtp, 4)
    expect(exact.hitRate).toBeCloseTo(stated.hitRate, 4)
    expect(DEMO_GAMES[game].rtpText).toBe(stated.rtpText)
    expect(stated.rtp).toBeGreaterThanOrEqual(0.85)
  })

  it('returns its RTP and hit rate in simulation', () => {
    expectRtp(simulate(game, rounds), stated.rtp, stated.hitRate)
  })
}

describe('the slot', () => {
  it('pays a line from the leftmost reel, wilds standing in', () => {
    expect(evaluateLine(['cherry', 'cherry', 'cherry', 'lemon', 'cherry'])).toEqual({
      symbol: 'cherry',
      count: 3,
      pays: 6,
    })
    expect(evaluateLine(['wild', 'bell', 'bell', 'bell', 'grape'])).toEqual({ symbol: 'bell', count: 4, pays: 40 })
    expect(evaluateLine(['lemon', 'cherry', 'cherry', 'cherry', 'cherry'])).toBeNull()
    // Three wilds pay 50 on their own, more than three wilds and a cherry as four cherries (12).
    expect(evaluateLine(['wild', 'wild', 'wild', 'cherry', 'lemon'])).toEqual({ symbol: 'wild', count: 3, pays: 50 })
    expect(evaluateLine(['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({ symbol: 'wild', count: 5, pays: 500 })
  })

  it('adds every line at the line bet (bet / 10)', () => {
    const reels = Array.from({ length: 5 }, () => ['seven', 'cherry', 'lemon'])
    const outcome = evaluateSlot(reels, 100)
    // Top row: five sevens (300 x 10); middle: five cherries (25 x 10); bottom: five lemons (30 x 10).
    expect(outcome.lines.find((l) => l.line === 1)).toEqual({ line: 1, symbol: 'seven', count: 5, win: 3000 })
    expect(outcome.lines.find((l) => l.line === 0)).toEqual({ line: 0, symbol: 'cherry', count: 5, win: 250 })
    expect(outcome.win).toBe(outcome.lines.reduce((s, l) => s + l.win, 0))
    expect(SLOT_LINES).toHaveLength(10)
  })

  itStatesItsFigures(
    'slot',
    { exact: exactSlotFigures, rtp: SLOT_RTP, hitRate: SLOT_HIT_RATE, rtpText: '96.02' },
    60_000,
  )
})

describe('the crash game', () => {
  it('draws crash points with P(crash >= m) = RTP / m', () => {
    const n = 200_000
    const rng = rngFrom(9)
    const points = Array.from({ length: n }, () => drawCrashPoint(rng))
    for (const m of [1.01, 1.5, 2, 5, 10, 100]) {
      const p = CRASH_RTP / m
      const share = points.filter((x) => x >= m).length / n
      expect(Math.abs(share - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n))
    }
    expect(points.reduce((a, b) => Math.min(a, b))).toBe(1)
    expect(points.reduce((a, b) => Math.max(a, b))).toBeLessThanOrEqual(1000)
  })

  it('pays a cash-out at or below the crash point, nothing above', () => {
    expect(crashWin(200, 2, 2)).toBe(400)
    expect(crashWin(200, 2.01, 2)).toBe(0)
    expect(crashWin(100, 1.37, 5)).toBe(137)
  })

  it('follows m(t) = e^(growth t)', () => {
    expect(multiplierAt(0)).toBe(1)
    expect(multiplierAt(msToReach(2))).toBe(2)
    expect(multiplierAt(msToReach(2) - 50)).toBeLessThan(2)
  })

  it('accepts automatic cash-outs from 1.01 with two decimals', () => {
    expect(isValidAutoCashout(1.01)).toBe(true)
    expect(isValidAutoCashout(2.5)).toBe(true)
    expect(isValidAutoCashout(1)).toBe(false)
    expect(isValidAutoCashout(1.005)).toBe(false)
    expect(isValidAutoCashout('2')).toBe(false)
  })

  it('returns its RTP and hit rate in simulation (cash-out at 2x)', () => {
    expectRtp(simulate('crash', 100_000), CRASH_RTP, CRASH_RTP / 2)
  })
})

describe('the bingo', () => {
  it('deals four cards of 15 different numbers and orders all 75 balls', () => {
    const { cards, order } = dealBingo(rngFrom(5))
    expect(cards).toHaveLength(4)
    expect(new Set(cards.flat()).size).toBe(60)
    expect(BINGO_BALLS).toBe(30)
    for (const card of cards) expect(card).toHaveLength(15)
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: BINGO_NUMBERS }, (_, i) => i + 1))
  })

  it('pays each card its best pattern', () => {
    const card = Array.from({ length: 15 }, (_, i) => i + 1)
    const corners = new Set([1, 5, 11, 15])
    expect(bingoWins([card], corners, 10)).toEqual([{ card: 0, pattern: 'corners', win: 100 }])
    // The top line and the corners: the frame is not complete, the best is a line (13) over the corners (10).
    const more = new Set([1, 2, 3, 4, 5, 11, 15])
    expect(bingoWins([card], more, 10)).toEqual([{ card: 0, pattern: 'top-line', win: 130 }])
    expect(BINGO_PATTERNS[bestPatternOf(0)]).toBeUndefined()
  })

  it('prices an extra ball at its expected win over the RTP, only when a card is one ball short', () => {
    const card = Array.from({ length: 15 }, (_, i) => i + 1)
    // Cells 2 and 7 are out (numbers 3 and 8): number 13 completes the middle column (3 x bet).
    const drawn = new Set([3, 8, ...Array.from({ length: 28 }, (_, i) => 40 + i)])
    const value = nextBallValue([card], drawn, 100)
    // Only 13 helps (0,4,10,14 corners need 4; lines need 5): 300 centavos with chance 1 / 45.
    expect(value).toBeCloseTo(300 / 45, 6)
    expect(extraBallPrice([card], drawn, 0, 100, BINGO_RTP)).toBe(Math.round(300 / 45 / BINGO_RTP))
    expect(extraBallPrice([card], drawn, 10, 100, BINGO_RTP)).toBeNull()
    expect(extraBallPrice([card], new Set(Array.from({ length: 30 }, (_, i) => 40 + i)), 0, 100, BINGO_RTP)).toBeNull()
  })

  // The simulation buys the extra balls too.
  itStatesItsFigures(
    'bingo',
    { exact: exactBingoFigures, rtp: BINGO_RTP, hitRate: BINGO_HIT_RATE, rtpText: '94.09' },
    30_000,
  )
})

describe('properties', () => {
  const symbolIds = ['cherry', 'lemon', 'orange', 'grape', 'bell', 'bar', 'seven', 'wild']
  const screen = fc.array(fc.array(fc.constantFrom(...symbolIds), { minLength: 3, maxLength: 3 }), {
    minLength: 5,
    maxLength: 5,
  })

  it('a slot screen pays the sum of its lines, each a pay-table multiple of the line bet', () => {
    fc.assert(
      fc.property(screen, fc.constantFrom(...DEMO_GAMES.slot.bets.steps), (reels, bet) => {
        const outcome = evaluateSlot(reels, bet)
        expect(outcome.win).toBe(outcome.lines.reduce((sum, l) => sum + l.win, 0))
        for (const line of outcome.lines) {
          const cells = (SLOT_LINES[line.line] ?? []).map((row, reel) => reels[reel]?.[row] ?? '')
          const hit = evaluateLine(cells)
          expect(hit?.symbol).toBe(line.symbol)
          expect(line.win).toBe(((hit?.pays ?? 0) * bet) / SLOT_LINES.length)
          expect(Number.isInteger(line.win)).toBe(true)
        }
      }),
    )
  })

  it('a line never pays less when a cell turns wild', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...symbolIds), { minLength: 5, maxLength: 5 }), fc.nat(4), (cells, i) => {
        const wilder = cells.map((c, j) => (j === i ? 'wild' : c))
        expect(evaluateLine(wilder)?.pays ?? 0).toBeGreaterThanOrEqual(evaluateLine(cells)?.pays ?? 0)
      }),
    )
  })

  it('a bingo card pays no less with one more ball, and an extra ball is worth its price over the RTP', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.constantFrom(...DEMO_GAMES.bingo.bets.steps),
        (seed, bet) => {
          const { cards, order } = dealBingo(rngFrom(seed))
          const drawn = new Set(order.slice(0, BINGO_BALLS))
          const before = bingoWins(cards, drawn, bet).reduce((s, w) => s + w.win, 0)
          drawn.add(order[BINGO_BALLS] as number)
          expect(bingoWins(cards, drawn, bet).reduce((s, w) => s + w.win, 0)).toBeGreaterThanOrEqual(before)
          drawn.delete(order[BINGO_BALLS] as number)
          const price = extraBallPrice(cards, drawn, 0, bet, BINGO_RTP)
          const value = nextBallValue(cards, drawn, bet)
          if (price === null) expect(value).toBe(0)
          else expect(Math.abs(price - value / BINGO_RTP)).toBeLessThanOrEqual(0.5 + 1e-9 + (price === 1 ? 1 : 0))
        },
      ),
      { numRuns: 200 },
    )
  })

  it("the simulation's bit-mask path prices and pays like the provider's", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.integer({ min: 0, max: 10 }), (seed, extra) => {
        const { cards, order } = dealBingo(rngFrom(seed))
        const drawn = new Set(order.slice(0, BINGO_BALLS + extra))
        const masks = cards.map((card) => markedMask(card, drawn))
        const where = cellIndex(cards)
        for (const n of drawn) {
          const at = where[n] ?? -1
          if (at >= 0) expect(masks[at >> 4]! & (1 << (at & 15))).not.toBe(0)
        }
        expect(masksWin(masks, 50)).toBe(totalWin(bingoWins(cards, drawn, 50)))
        expect(nextBallValueOf(masks, BINGO_NUMBERS - drawn.size, 50)).toBeCloseTo(nextBallValue(cards, drawn, 50), 9)
      }),
      { numRuns: 200 },
    )
  })

  it('a crash point is always between 1.00x and the cap, in hundredths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (seed) => {
        const point = drawCrashPoint(rngFrom(seed))
        expect(point).toBeGreaterThanOrEqual(1)
        expect(point).toBeLessThanOrEqual(1000)
        expect(Math.round(point * 100)).toBeCloseTo(point * 100, 6)
      }),
    )
  })
})
