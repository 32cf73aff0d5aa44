/**
 * A stand-in provider for developing and testing the demo games (never shipped: only dev pages and tests import
 * it). It speaks the same protocol as the mock's provider, with simple made-up odds; the real outcomes, RTPs and
 * settlement live in the mock.
 */
import type {
  Balance,
  BingoPaytable,
  BingoWin,
  CrashPaytable,
  GameType,
  Hello,
  Reply,
  SlotLineWin,
  SlotPaytable,
} from '../src/protocol.ts'

export interface FakeProviderOptions {
  type: GameType
  session?: string
  /** Cash in centavos. */
  cash?: number
  seed?: number
  now?: () => number
  /** Forces outcomes (tests). */
  script?: {
    reels?: string[][]
    crashPoint?: number
    cards?: number[][]
    balls?: number[]
    extraBalls?: number[]
  }
}

export const SLOT_PAYTABLE: SlotPaytable = {
  rows: 3,
  reels: 5,
  symbols: [
    { id: 'wild', name: 'Curinga', pays: { '3': 20, '4': 80, '5': 400 }, wild: true },
    { id: 'seven', name: 'Sete', pays: { '3': 10, '4': 40, '5': 200 } },
    { id: 'diamond', name: 'Diamante', pays: { '3': 8, '4': 25, '5': 100 } },
    { id: 'bell', name: 'Sino', pays: { '3': 5, '4': 15, '5': 60 } },
    { id: 'grape', name: 'Uva', pays: { '3': 3, '4': 10, '5': 40 } },
    { id: 'lemon', name: 'Limão', pays: { '3': 2, '4': 6, '5': 20 } },
    { id: 'cherry', name: 'Cereja', pays: { '3': 1, '4': 4, '5': 12 } },
  ],
  lines: [
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
  ],
  lineBet: 'bet/lines',
}

export const CRASH_PAYTABLE: CrashPaytable = { maxMultiplier: 1000, houseEdge: 3 }

export const BINGO_PAYTABLE: BingoPaytable = {
  patterns: [
    { id: 'full', name: 'Cartela cheia', cells: Array.from({ length: 15 }, (_, i) => i), pays: 500 },
    { id: 'two-lines', name: 'Duas linhas', cells: [0, 1, 2, 3, 4, 10, 11, 12, 13, 14], pays: 50 },
    { id: 'x', name: 'X', cells: [0, 4, 6, 8, 10, 14, 7], pays: 20 },
    { id: 'corners', name: 'Cantos', cells: [0, 4, 10, 14], pays: 4 },
    { id: 'line', name: 'Linha', cells: [5, 6, 7, 8, 9], pays: 2 },
  ],
  extraBall: { maxCount: 10 },
}

const BETS = { min: 20, max: 10000, steps: [20, 50, 100, 200, 500, 1000, 2000, 5000, 10000], default: 100 }

/** mulberry32: a small seeded generator (the fake's outcomes are reproducible, nothing more). */
function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Result = Record<string, unknown>
class Refusal {
  constructor(
    readonly code: string,
    readonly balance?: Balance,
  ) {}
}

export interface FakeProvider {
  handle(message: unknown): Reply
  /** Every request received, in order. */
  received: Array<Record<string, unknown>>
  cash: number
  /** Makes every request answer this error (e.g. 'session_invalid', 'maintenance'). */
  failWith: string | null
}

export function createFakeProvider(options: FakeProviderOptions): FakeProvider {
  const session = options.session ?? 'test-session'
  const random = rng(options.seed ?? 7)
  const now = options.now ?? Date.now
  const script = options.script ?? {}
  const answered = new Map<string, Result>()
  const rounds = new Map<string, Record<string, unknown>>()
  let roundSeq = 0

  const provider: FakeProvider = {
    received: [],
    cash: options.cash ?? 10_000,
    failWith: null,
    handle(raw) {
      const message = raw as Record<string, unknown>
      provider.received.push(message)
      const id = String(message.id)
      try {
        if (provider.failWith) throw new Refusal(provider.failWith, balance())
        if (message.session !== session) throw new Refusal('session_invalid')
        const key = typeof message.key === 'string' ? message.key : null
        if (key && answered.has(key)) return { v: 1, type: 'reply', id, ok: true, ...answered.get(key)! }
        const result = answer(message)
        if (key) answered.set(key, result)
        return { v: 1, type: 'reply', id, ok: true, ...result }
      } catch (error) {
        if (!(error instanceof Refusal)) throw error
        return {
          v: 1,
          type: 'reply',
          id,
          ok: false,
          error: { code: error.code, message: error.code, ...(error.balance ? { balance: error.balance } : {}) },
        }
      }
    },
  }

  function balance(): Balance {
    return { cash: provider.cash, bonus: 0, total: provider.cash }
  }

  function debit(amount: number) {
    if (provider.cash < amount) throw new Refusal('insufficient_funds', balance())
    provider.cash -= amount
  }

  function hello(): Hello {
    const common = { currency: 'BRL', balance: balance(), bets: BETS }
    const game = { code: `demo-${options.type}`, provider: 'Jogada Demo', cover: null }
    switch (options.type) {
      case 'slot':
        return { ...common, game: { ...game, name: 'Fruta Dourada', type: 'slot', rtp: 96.1 }, paytable: SLOT_PAYTABLE }
      case 'crash':
        return { ...common, game: { ...game, name: 'Foguetinho', type: 'crash', rtp: 97 }, paytable: CRASH_PAYTABLE }
      case 'bingo':
        return {
          ...common,
          game: { ...game, name: 'Bingo da Sorte', type: 'bingo', rtp: 95 },
          paytable: BINGO_PAYTABLE,
        }
    }
  }

  function slotRound(bet: number): Result {
    debit(bet)
    const ids = SLOT_PAYTABLE.symbols.map((s) => s.id)
    const reels =
      script.reels ??
      Array.from({ length: 5 }, () => Array.from({ length: 3 }, () => ids[Math.floor(random() * ids.length)]!))
    const perLine = Math.floor(bet / SLOT_PAYTABLE.lines.length)
    const lines: SlotLineWin[] = []
    SLOT_PAYTABLE.lines.forEach((rows, line) => {
      const cells = rows.map((row, reel) => reels[reel]![row]!)
      const symbol = cells.find((id) => id !== 'wild') ?? 'wild'
      let count = 0
      while (count < cells.length && (cells[count] === symbol || cells[count] === 'wild')) count++
      const pays = SLOT_PAYTABLE.symbols.find((s) => s.id === symbol)?.pays[String(count)] ?? 0
      if (pays > 0) lines.push({ line, symbol, count, win: pays * perLine })
    })
    const win = lines.reduce((sum, l) => sum + l.win, 0)
    provider.cash += win
    return { roundId: `r${++roundSeq}`, reels, lines, win, balance: balance() }
  }

  function crashStart(bet: number, autoCashout?: number): Result {
    debit(bet)
    const roundId = `r${++roundSeq}`
    const crashPoint = script.crashPoint ?? Math.max(1, Math.floor((0.97 / (1 - random())) * 100) / 100)
    const startedAt = now()
    rounds.set(roundId, {
      type: 'crash',
      bet,
      crashPoint,
      startedAt,
      growth: 0.12,
      autoCashout,
      closed: false,
      win: 0,
    })
    return { roundId, balance: balance(), startedAt, growth: 0.12 }
  }

  /**
   * As the mock's provider answers: a finish before the curve ends is refused (`bad_request`, the game asks again
   * later); a round cashed out (by the player or automatically) answers its cash-out, never its crash point.
   */
  function crashAction(roundId: string, action: string): Result {
    const round = rounds.get(roundId)
    if (!round || round.type !== 'crash') throw new Refusal('round_unknown')
    const m =
      Math.floor(Math.exp((round.growth as number) * ((now() - (round.startedAt as number)) / 1000)) * 100) / 100
    const crashPoint = round.crashPoint as number
    const auto = round.autoCashout as number | undefined
    const bet = round.bet as number
    if (!round.closed && auto && auto <= crashPoint && m >= auto) {
      round.closed = true
      round.cashedOutAt = auto
      round.win = Math.floor(bet * auto)
      provider.cash += round.win as number
    }
    if (!round.closed && m >= crashPoint) round.closed = true
    if (!round.closed) {
      if (action === 'finish') throw new Refusal('bad_request')
      round.closed = true
      round.cashedOutAt = m
      round.win = Math.floor(bet * m)
      provider.cash += round.win as number
    }
    if (round.cashedOutAt !== undefined) {
      return { roundId, crashed: false, multiplier: round.cashedOutAt, win: round.win, balance: balance() }
    }
    return { roundId, crashed: true, crashPoint, win: 0, balance: balance() }
  }

  function drawCard(): number[] {
    const picked = new Set<number>()
    while (picked.size < 15) picked.add(1 + Math.floor(random() * 75))
    return [...picked]
  }

  function bingoWins(cards: number[][], balls: number[], bet: number): BingoWin[] {
    const drawn = new Set(balls)
    const wins: BingoWin[] = []
    cards.forEach((card, index) => {
      const best = BINGO_PAYTABLE.patterns.find((p) => p.cells.every((c) => drawn.has(card[c]!)))
      if (best) wins.push({ card: index, pattern: best.id, win: best.pays * bet })
    })
    return wins
  }

  function bingoExtra(cards: number[][], balls: number[], bet: number, extras: number): { price: number } | null {
    if (extras >= BINGO_PAYTABLE.extraBall.maxCount) return null
    const drawn = new Set(balls)
    const oneAway = cards.some((card) => {
      const best = BINGO_PAYTABLE.patterns.find((p) => p.cells.every((c) => drawn.has(card[c]!)))?.pays ?? 0
      return BINGO_PAYTABLE.patterns.some(
        (p) => p.pays > best && p.cells.filter((c) => !drawn.has(card[c]!)).length === 1,
      )
    })
    return oneAway ? { price: bet * (extras + 1) } : null
  }

  function bingoStart(bet: number): Result {
    debit(bet * 4)
    const roundId = `r${++roundSeq}`
    const cards = script.cards ?? Array.from({ length: 4 }, drawCard)
    let balls = script.balls
    if (!balls) {
      const set = new Set<number>()
      while (set.size < 30) set.add(1 + Math.floor(random() * 75))
      balls = [...set]
    }
    const wins = bingoWins(cards, balls, bet)
    const win = wins.reduce((sum, w) => sum + w.win, 0)
    const extra = bingoExtra(cards, balls, bet, 0)
    rounds.set(roundId, { type: 'bingo', bet, cards, balls: [...balls], extras: 0, win, extra })
    return { roundId, cards, balls, wins, win, extra, balance: balance() }
  }

  function bingoAction(roundId: string, action: string): Result {
    const round = rounds.get(roundId)
    if (!round || round.type !== 'bingo') throw new Refusal('round_unknown')
    const cards = round.cards as number[][]
    const balls = round.balls as number[]
    const bet = round.bet as number
    if (action === 'extra') {
      const extra = round.extra as { price: number } | null
      if (!extra) throw new Refusal('bad_request')
      debit(extra.price)
      const extras = (round.extras as number) + 1
      let ball = script.extraBalls?.[extras - 1]
      while (ball == null || balls.includes(ball)) ball = 1 + Math.floor(random() * 75)
      balls.push(ball)
      const wins = bingoWins(cards, balls, bet)
      const win = wins.reduce((sum, w) => sum + w.win, 0)
      round.extras = extras
      round.win = win
      round.extra = bingoExtra(cards, balls, bet, extras)
      return { roundId, ball, wins, win, extra: round.extra, balance: balance() }
    }
    if (action === 'finish') {
      if (round.closed) throw new Refusal('round_unknown')
      round.closed = true
      provider.cash += round.win as number
      return { roundId, win: round.win, balance: balance() }
    }
    throw new Refusal('bad_request')
  }

  function answer(message: Record<string, unknown>): Result {
    switch (message.type) {
      case 'hello':
        return hello() as unknown as Result
      case 'balance':
        return { balance: balance() }
      case 'round.start': {
        const bet = Number(message.bet)
        if (!BETS.steps.includes(bet)) throw new Refusal('bad_request')
        if (options.type === 'slot') return slotRound(bet)
        if (options.type === 'crash')
          return crashStart(bet, (message.options as { autoCashout?: number } | undefined)?.autoCashout)
        return bingoStart(bet)
      }
      case 'round.action': {
        const roundId = String(message.roundId)
        const action = String(message.action)
        return options.type === 'crash' ? crashAction(roundId, action) : bingoAction(roundId, action)
      }
      default:
        throw new Refusal('bad_request')
    }
  }

  return provider
}

/** The fake as a `fetch` for the http transport. */
export function fakeFetch(provider: FakeProvider): typeof fetch {
  return async (_url, init) => {
    const reply = provider.handle(JSON.parse(String(init?.body)))
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'Content-Type': 'application/json' } })
  }
}
