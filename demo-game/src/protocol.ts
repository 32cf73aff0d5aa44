/**
 * The message protocol (v1) between a demo game and its provider. The games only render what the provider answers:
 * no outcome is decided here. Money is always integer centavos.
 */

export type GameType = 'slot' | 'crash' | 'bingo'

export type ErrorCode =
  | 'session_invalid'
  | 'insufficient_funds'
  | 'maintenance'
  | 'bad_request'
  | 'round_unknown'
  | 'limit'
  /** Not a provider code: the provider did not answer in time, even after a retry. */
  | 'timeout'
  /** Not a provider code: the transport failed (network, malformed answer). */
  | 'network'

export interface Balance {
  cash: number
  bonus: number
  total: number
}

export interface GameInfo {
  code: string
  name: string
  type: GameType
  cover?: string | null
  provider?: string
  /** Percent, e.g. 96.1. */
  rtp: number
}

export interface Bets {
  min: number
  max: number
  steps: number[]
  default: number
}

export interface SlotSymbol {
  id: string
  name: string
  /** Multiples of the line bet, by count of matching symbols on a line ('3', '4', '5'). */
  pays: Record<string, number>
  wild?: boolean
}

export interface SlotPaytable {
  rows: number
  reels: number
  symbols: SlotSymbol[]
  /** Each line is the row index on each reel, left to right. */
  lines: number[][]
  lineBet?: string
}

export interface CrashPaytable {
  maxMultiplier: number
  houseEdge: number
}

export interface BingoPattern {
  id: string
  name: string
  /** Cell indexes 0..14 of a 3x5 card, row by row. */
  cells: number[]
  /** A multiple of the bet per card. */
  pays: number
}

export interface BingoPaytable {
  patterns: BingoPattern[]
  extraBall: { maxCount: number }
}

export interface HelloBase {
  game: GameInfo
  currency: string
  balance: Balance
  bets: Bets
}

/** `paytable` is the one of `game.type`. */
export interface Hello extends HelloBase {
  paytable: SlotPaytable | CrashPaytable | BingoPaytable
}

export interface SlotLineWin {
  line: number
  symbol: string
  count: number
  win: number
}

export interface SlotRound {
  roundId: string
  /** Symbol ids, column by column (reel by reel), top to bottom. */
  reels: string[][]
  lines: SlotLineWin[]
  win: number
  balance: Balance
}

export interface CrashStart {
  roundId: string
  balance: Balance
  /** Provider clock, ms. */
  startedAt: number
  /** m(t) = e^(growth * t_seconds). */
  growth: number
}

export type CrashAction =
  | { roundId: string; crashed: false; multiplier: number; win: number; balance: Balance }
  | { roundId: string; crashed: true; crashPoint: number; win: number; balance: Balance }

export interface BingoWin {
  card: number
  pattern: string
  win: number
}

export interface BingoRound {
  roundId: string
  /** Four cards of 15 numbers (3 rows x 5 columns, row by row). */
  cards: number[][]
  balls: number[]
  wins: BingoWin[]
  win: number
  extra: { price: number } | null
  balance: Balance
}

export interface BingoExtra {
  roundId: string
  ball: number
  wins: BingoWin[]
  win: number
  extra: { price: number } | null
  balance: Balance
}

export interface BingoFinish {
  roundId: string
  win: number
  balance: Balance
}

/** What each request type answers (the reply's fields besides v, type, id, ok). */
export interface Requests {
  hello: { params: Record<string, never>; result: Hello }
  balance: { params: Record<string, never>; result: { balance: Balance } }
  'round.start': { params: { key: string; bet: number; options?: { autoCashout?: number } }; result: unknown }
  'round.action': {
    params: { key: string; roundId: string; action: 'cashout' | 'extra' | 'finish' }
    result: unknown
  }
}

export type RequestType = keyof Requests

export interface ReplyError {
  code: ErrorCode | string
  message?: string
  balance?: Balance
}

export type Reply =
  | ({ v: 1; type: 'reply'; id: string; ok: true } & Record<string, unknown>)
  | { v: 1; type: 'reply'; id: string; ok: false; error: ReplyError }

export function isReply(data: unknown): data is Reply {
  if (typeof data !== 'object' || data === null) return false
  const message = data as Record<string, unknown>
  return (
    message.v === 1 && message.type === 'reply' && typeof message.id === 'string' && typeof message.ok === 'boolean'
  )
}
