import { catalogue, type CatalogueGame } from '../catalogue/catalogue.ts'
import { coverSvg } from '../catalogue/covers.ts'
import { db } from '../db/index.ts'
import type { GameRoundRecord, GameSessionRecord } from './tables.ts'
import { iso } from '../db/reference.ts'
import { walletOf } from '../wallet/wallets.ts'
import { lossLimitRefusal } from '../protection/limits.ts'
import { clock } from '../sim/clock.ts'
import { registerJob, runDue, schedule } from '../sim/jobs.ts'
import { BINGO_BALLS, bingoWins, dealBingo, extraBallPrice, totalWin, type BingoWin } from './engines/bingo.ts'
import {
  CRASH_GROWTH,
  CRASH_MAX_MULTIPLIER,
  crashWin,
  drawCrashPoint,
  isValidAutoCashout,
  msToReach,
  multiplierAt,
} from './engines/crash.ts'
import { playSlot } from './engines/slot.ts'
import { providerControls } from './controls.ts'
import { DEMO_GAMES, type DemoType } from './games.ts'
import { biggestOf, PROVIDER_SEED, streamRng } from './rng.ts'
import { bindGameSession, gameSessionRefusal, liveGameSession } from './sessions.ts'
import { balanceOf, credit, debit, InsufficientFunds, type ProviderBalance } from './settlement.ts'

declare module '../sim/jobs.ts' {
  interface JobTypes {
    /** A crash round's end (its crash, or its automatic cash-out): settles it even when the game is gone. */
    'provider.crash.settle': { roundId: number }
    /** A bingo round left open (the tab closed before "finish"): credits its wins and closes it. */
    'provider.bingo.close': { roundId: number }
  }
}

/** The protocol's version: every message carries it. */
export const PROTOCOL_VERSION = 1
/** A bingo round nobody finished is closed (its wins paid) this long after it started, on the simulation clock. */
export const BINGO_CLOSE_AFTER_MS = 10 * 60_000
/**
 * Rounds kept per player: older closed ones are dropped, so the database the browser stores stays small (a round is
 * about 1-2 KB). Their idempotency keys go with them; a game retries a key within seconds, not hundreds of rounds.
 */
export const ROUNDS_KEPT_PER_PLAYER = 200
/** Streams "next round wins big" chooses from. */
const BIG_WIN_TRIES = 400

export type ErrorCode =
  'session_invalid' | 'insufficient_funds' | 'maintenance' | 'bad_request' | 'round_unknown' | 'limit'

export type ProviderReply =
  | ({ v: 1; type: 'reply'; id: string; ok: true } & Record<string, unknown>)
  | {
      v: 1
      type: 'reply'
      id: string
      ok: false
      error: { code: ErrorCode; message: string; balance?: ProviderBalance }
    }

/** Who sent the message: the window it came from (postMessage), or nothing to bind to (HTTP). */
export interface Caller {
  /** The bridge's id for the sending window; undefined over HTTP. */
  windowId?: string
}

class ProviderError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly balance?: ProviderBalance,
  ) {
    super(message)
  }
}

const MESSAGES: Record<ErrorCode, string> = {
  session_invalid: 'Sessão de jogo inválida ou expirada.',
  insufficient_funds: 'Saldo insuficiente.',
  maintenance: 'Jogo em manutenção.',
  bad_request: 'Pedido inválido.',
  round_unknown: 'Rodada desconhecida.',
  limit: 'Limite de jogo atingido.',
}

const fail = (code: ErrorCode, message = MESSAGES[code], balance?: ProviderBalance) =>
  new ProviderError(code, message, balance)

type Message = Record<string, unknown> & { type: string; id: string; session: unknown }

function isRequest(message: unknown): message is Message {
  if (!message || typeof message !== 'object') return false
  const m = message as Record<string, unknown>
  return typeof m.type === 'string' && typeof m.id === 'string' && m.id !== '' && m.id.length <= 100
}

/** The game a session plays: the launched catalogue game, and the demo game that plays it. */
function sessionGame(session: GameSessionRecord): { game: CatalogueGame; demo: DemoType } {
  const game = catalogue().game(session.game_id)
  if (!game) throw fail('session_invalid')
  return { game, demo: game.demo }
}

function coverDataUrl(game: CatalogueGame): string {
  // The game runs in a sandboxed frame that the mock's service worker does not control: it cannot load the mock's
  // `/storage/games/…` covers by URL, so the cover travels in the message.
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(coverSvg(game))}`
}

const walletBalance = (userId: number) => balanceOf(walletOf(userId))

function roundWallet(round: GameRoundRecord): ProviderBalance {
  const wallet = db.wallets.find(round.wallet_id)
  return wallet ? balanceOf(wallet) : walletBalance(round.user_id)
}

/**
 * Answers one request of the game-provider protocol (v1): the same for postMessage (mocks/provider/bridge.ts) and
 * HTTP (`POST /provider/rpc` of mock:server). Returns null for messages that want no answer (the game's `deposit` and
 * `loaded` notes to the play screen, anything without a request id).
 */
export function providerRequest(message: unknown, caller: Caller = {}): ProviderReply | null {
  if (!isRequest(message)) return null
  const { id } = message
  try {
    if (message.v !== PROTOCOL_VERSION) throw fail('bad_request', 'Versão do protocolo não suportada.')
    db.sync()
    runDue()
    const session = liveGameSession(message.session)
    if (!session) throw fail('session_invalid')
    if (caller.windowId !== undefined) {
      if (session.window_id === null) {
        // The first window that says hello with a token owns it; nothing else may speak for it before.
        if (message.type !== 'hello') throw fail('session_invalid')
        bindGameSession(session, caller.windowId)
      } else if (session.window_id !== caller.windowId) {
        throw fail('session_invalid')
      }
    }
    // After the window check, so a forged message neither counts as play nor ends anything.
    const refused = gameSessionRefusal(session)
    if (refused !== null) throw fail('session_invalid', refused)
    const result = dispatch(message, session)
    db.flush()
    return { v: 1, type: 'reply', id, ok: true, ...result }
  } catch (error) {
    db.flush()
    if (error instanceof ProviderError) {
      return {
        v: 1,
        type: 'reply',
        id,
        ok: false,
        error: { code: error.code, message: error.message, ...(error.balance ? { balance: error.balance } : {}) },
      }
    }
    console.error('[mock provider]', error)
    return { v: 1, type: 'reply', id, ok: false, error: { code: 'bad_request', message: MESSAGES.bad_request } }
  }
}

function dispatch(message: Message, session: GameSessionRecord): Record<string, unknown> {
  const { game, demo } = sessionGame(session)
  switch (message.type) {
    case 'hello': {
      if (providerControls.isUnderMaintenance(game.id)) throw fail('maintenance')
      const spec = DEMO_GAMES[demo]
      return {
        game: {
          code: game.game_code,
          name: game.game_name,
          type: demo,
          cover: coverDataUrl(game),
          provider: game.provider.name,
          rtp: Number(spec.rtpText),
        },
        currency: 'BRL',
        balance: walletBalance(session.user_id),
        bets: spec.bets,
        paytable: spec.paytable,
      }
    }
    case 'balance':
      return { balance: walletBalance(session.user_id) }
    case 'round.start':
      return startRound(message, session, game, demo)
    case 'round.action':
      return roundAction(message, session)
    default:
      throw fail('bad_request', 'Tipo de mensagem desconhecido.')
  }
}

function idempotencyKey(message: Message): string {
  const key = message.key
  if (typeof key !== 'string' || key === '' || key.length > 100)
    throw fail('bad_request', 'Chave de idempotência inválida.')
  return key
}

/** A repeated key gets the first answer again, with the balance as it is now (nothing settles twice). */
function replayed(userId: number, key: string): Record<string, unknown> | null {
  const round = db.gameRounds.findBy((r) => r.user_id === userId && (r.start_key === key || key in r.replies))
  const answer = round?.replies[key]
  return answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : null
}

function remember(round: GameRoundRecord, key: string, answer: Record<string, unknown>): Record<string, unknown> {
  db.gameRounds.update(round.id, { replies: { ...round.replies, [key]: answer }, updated_at: iso(clock.nowMs()) })
  return answer
}

function startRound(
  message: Message,
  session: GameSessionRecord,
  game: CatalogueGame,
  demo: DemoType,
): Record<string, unknown> {
  const key = idempotencyKey(message)
  const again = replayed(session.user_id, key)
  if (again) return again
  if (providerControls.isUnderMaintenance(game.id)) throw fail('maintenance')
  const spec = DEMO_GAMES[demo]
  const bet = message.bet
  if (typeof bet !== 'number' || !spec.bets.steps.includes(bet)) throw fail('bad_request', 'Aposta inválida.')
  const options =
    message.options && typeof message.options === 'object' ? (message.options as Record<string, unknown>) : {}
  const autoCashout = options.autoCashout
  if (demo === 'crash' && autoCashout !== undefined && autoCashout !== null && !isValidAutoCashout(autoCashout)) {
    throw fail('bad_request', 'Saque automático inválido.')
  }
  // A bingo round left open by this player is closed (its wins paid) before another starts.
  for (const open of db.gameRounds.where(
    (r) => r.user_id === session.user_id && r.state === 'open' && r.demo === 'bingo',
  )) {
    closeBingo(open, `auto:${key}`)
  }

  const wallet = walletOf(session.user_id)
  const stake = demo === 'bingo' ? bet * 4 : bet
  const balance = balanceOf(wallet)
  if (balance.total < stake) throw fail('insufficient_funds', MESSAGES.insufficient_funds, balance)
  const overLossLimit = lossLimitRefusal(session.user_id, stake)
  if (overLossLimit) throw fail('limit', overLossLimit, balance)

  const roundId = db.data.sequences.gameRounds + 1
  const big = providerControls.takeNextRoundBig()
  const now = clock.nowMs()
  const round = db.gameRounds.insert({
    id: roundId,
    user_id: session.user_id,
    wallet_id: wallet.id,
    game_id: game.id,
    demo,
    bet: 0,
    win: 0,
    state: 'open',
    start_key: key,
    replies: {},
    transactions: [],
    data: {},
    created_at: iso(now),
    updated_at: iso(now),
  })
  const after = takeStake(round, stake, 'bet', key)
  pruneRounds(session.user_id)
  if (demo === 'slot') {
    const play = (rng: ReturnType<typeof streamRng>) => playSlot(rng, bet)
    const { outcome, stream } = big
      ? biggestOf(PROVIDER_SEED, roundId, BIG_WIN_TRIES, play, (o) => o.win)
      : { outcome: play(streamRng(PROVIDER_SEED, roundId, 0)), stream: 0 }
    db.gameRounds.update(round.id, { data: { stream } })
    const balanceAfter = payWin(round, outcome.win, key)
    closeRound(round)
    return remember(round, key, {
      roundId,
      reels: outcome.reels,
      lines: outcome.lines,
      win: outcome.win,
      balance: balanceAfter,
    })
  }
  if (demo === 'crash') {
    const rng = streamRng(PROVIDER_SEED, roundId, 0)
    const drawn = drawCrashPoint(rng)
    // "Wins big": a curve that flies to 20x-50x at least.
    const crashPoint = big
      ? Math.min(CRASH_MAX_MULTIPLIER, Math.max(drawn, 20 + Math.floor(rng.next() * 3000) / 100))
      : drawn
    const auto = typeof autoCashout === 'number' ? autoCashout : null
    const endsAt = now + msToReach(auto !== null && auto <= crashPoint ? auto : crashPoint, CRASH_GROWTH)
    db.gameRounds.update(round.id, {
      data: { crashPoint, startedAt: now, growth: CRASH_GROWTH, autoCashout: auto, bet },
    })
    schedule('provider.crash.settle', Math.ceil(endsAt), { roundId })
    return remember(round, key, { roundId, balance: after, startedAt: now, growth: CRASH_GROWTH })
  }
  const play = (rng: ReturnType<typeof streamRng>) => dealBingo(rng)
  const mainWin = (deal: ReturnType<typeof dealBingo>) =>
    totalWin(bingoWins(deal.cards, new Set(deal.order.slice(0, BINGO_BALLS)), bet))
  const { outcome: deal, stream } = big
    ? biggestOf(PROVIDER_SEED, roundId, BIG_WIN_TRIES, play, mainWin)
    : { outcome: play(streamRng(PROVIDER_SEED, roundId, 0)), stream: 0 }
  const balls = deal.order.slice(0, BINGO_BALLS)
  const wins = bingoWins(deal.cards, new Set(balls), bet)
  const price = extraBallPrice(deal.cards, new Set(balls), 0, bet, spec.rtp)
  db.gameRounds.update(round.id, { data: { stream, cards: deal.cards, order: deal.order, bet, extras: 0, price } })
  schedule('provider.bingo.close', now + BINGO_CLOSE_AFTER_MS, { roundId })
  return remember(round, key, {
    roundId,
    cards: deal.cards,
    balls,
    wins,
    win: totalWin(wins),
    extra: price === null ? null : { price },
    balance: after,
  })
}

function pruneRounds(userId: number): void {
  const closed = db.gameRounds.where((r) => r.user_id === userId && r.state === 'closed').sort((a, b) => b.id - a.id)
  const keepFrom = closed[ROUNDS_KEPT_PER_PLAYER - 1]?.id
  if (keepFrom !== undefined)
    db.gameRounds.removeWhere((r) => r.user_id === userId && r.state === 'closed' && r.id < keepFrom)
}

function takeStake(round: GameRoundRecord, amount: number, kind: 'bet' | 'extra', key: string): ProviderBalance {
  let balance: ProviderBalance
  const overLossLimit = lossLimitRefusal(round.user_id, amount)
  if (overLossLimit) throw fail('limit', overLossLimit)
  try {
    balance = debit(round.wallet_id, amount, kind === 'bet', {
      kind: 'casino',
      gameId: round.game_id,
      roundId: round.id,
    })
  } catch (error) {
    if (error instanceof InsufficientFunds) throw fail('insufficient_funds', MESSAGES.insufficient_funds, error.balance)
    throw error
  }
  const current = db.gameRounds.find(round.id) ?? round
  db.gameRounds.update(round.id, {
    bet: current.bet + amount,
    transactions: [...current.transactions, { id: `${round.id}:${kind}:${key}`, kind, amount }],
  })
  return balance
}

function payWin(round: GameRoundRecord, amount: number, key: string): ProviderBalance {
  const current = db.gameRounds.find(round.id) ?? round
  if (amount <= 0) return roundWallet(current)
  const balance = credit(current.wallet_id, amount, { kind: 'casino', gameId: current.game_id, roundId: current.id })
  db.gameRounds.update(round.id, {
    win: current.win + amount,
    transactions: [...current.transactions, { id: `${round.id}:win:${key}`, kind: 'win', amount }],
  })
  return balance
}

function closeRound(round: GameRoundRecord, data?: Record<string, unknown>): void {
  const current = db.gameRounds.find(round.id) ?? round
  db.gameRounds.update(round.id, {
    state: 'closed',
    data: { ...current.data, ...data },
    updated_at: iso(clock.nowMs()),
  })
}

// --- crash -------------------------------------------------------------------------------------------

interface CrashData {
  crashPoint: number
  startedAt: number
  growth: number
  autoCashout: number | null
  bet: number
  cashedOutAt?: number
}

/** Settles a crash round whose end the clock has passed (its automatic cash-out, or its crash). */
function settleCrashIfDue(round: GameRoundRecord, now: number): void {
  if (round.state !== 'open' || round.demo !== 'crash') return
  const data = round.data as unknown as CrashData
  const auto = data.autoCashout
  if (auto !== null && auto <= data.crashPoint) {
    if (now >= data.startedAt + msToReach(auto, data.growth)) {
      payWin(round, crashWin(data.bet, auto, data.crashPoint), 'auto')
      closeRound(round, { cashedOutAt: auto })
    }
    return
  }
  if (now >= data.startedAt + msToReach(data.crashPoint, data.growth)) closeRound(round)
}

function crashAnswer(round: GameRoundRecord): Record<string, unknown> {
  const data = round.data as unknown as CrashData
  const current = db.gameRounds.find(round.id) ?? round
  const balance = roundWallet(current)
  if (data.cashedOutAt !== undefined) {
    return { roundId: round.id, crashed: false, multiplier: data.cashedOutAt, win: current.win, balance }
  }
  return { roundId: round.id, crashed: true, crashPoint: data.crashPoint, win: current.win, balance }
}

registerJob('provider.crash.settle', ({ roundId }, { at }) => {
  const round = db.gameRounds.find(roundId)
  if (round) settleCrashIfDue(round, at.getTime())
})

// --- bingo -------------------------------------------------------------------------------------------

interface BingoData {
  cards: number[][]
  order: number[]
  bet: number
  extras: number
  price: number | null
}

function bingoState(round: GameRoundRecord): { data: BingoData; drawn: Set<number>; wins: BingoWin[] } {
  const data = round.data as unknown as BingoData
  const drawn = new Set(data.order.slice(0, BINGO_BALLS + data.extras))
  return { data, drawn, wins: bingoWins(data.cards, drawn, data.bet) }
}

function closeBingo(round: GameRoundRecord, key: string): ProviderBalance {
  const current = db.gameRounds.find(round.id) ?? round
  if (current.state !== 'open') return roundWallet(current)
  const { wins } = bingoState(current)
  const balance = payWin(current, totalWin(wins), key)
  closeRound(current)
  return balance
}

registerJob('provider.bingo.close', ({ roundId }) => {
  const round = db.gameRounds.find(roundId)
  if (round) closeBingo(round, 'timeout')
})

// --- actions -----------------------------------------------------------------------------------------

function roundAction(message: Message, session: GameSessionRecord): Record<string, unknown> {
  const key = idempotencyKey(message)
  const again = replayed(session.user_id, key)
  if (again) return again
  const round = typeof message.roundId === 'number' ? db.gameRounds.find(message.roundId) : undefined
  if (!round || round.user_id !== session.user_id) throw fail('round_unknown')
  const action = message.action
  const now = clock.nowMs()

  if (round.demo === 'crash' && (action === 'cashout' || action === 'finish')) {
    settleCrashIfDue(round, now)
    const current = db.gameRounds.find(round.id) ?? round
    if (current.state === 'open') {
      const data = current.data as unknown as CrashData
      if (action === 'finish') throw fail('bad_request', 'A rodada ainda não terminou.')
      const multiplier = multiplierAt(now - data.startedAt, data.growth)
      payWin(current, crashWin(data.bet, multiplier, data.crashPoint), key)
      closeRound(current, { cashedOutAt: multiplier })
    }
    return remember(round, key, crashAnswer(round))
  }

  if (round.demo === 'bingo' && (action === 'extra' || action === 'finish')) {
    if (round.state !== 'open') throw fail('round_unknown', 'A rodada já terminou.')
    if (action === 'finish') {
      const balance = closeBingo(round, key)
      const closed = db.gameRounds.find(round.id) ?? round
      return remember(closed, key, { roundId: round.id, win: closed.win, balance })
    }
    const { data } = bingoState(round)
    if (data.price === null) throw fail('bad_request', 'Nenhuma bola extra disponível.')
    const balance = takeStake(round, data.price, 'extra', key)
    const ball = data.order[BINGO_BALLS + data.extras] as number
    const current = db.gameRounds.find(round.id) ?? round
    db.gameRounds.update(round.id, { data: { ...current.data, extras: data.extras + 1 } })
    const next = bingoState(db.gameRounds.find(round.id) ?? round)
    const price = extraBallPrice(next.data.cards, next.drawn, next.data.extras, next.data.bet, DEMO_GAMES.bingo.rtp)
    const updated = db.gameRounds.find(round.id) ?? round
    db.gameRounds.update(round.id, { data: { ...updated.data, price } })
    return remember(round, key, {
      roundId: round.id,
      ball,
      wins: next.wins,
      win: totalWin(next.wins),
      extra: price === null ? null : { price },
      balance,
    })
  }
  throw fail('bad_request', 'Ação inválida para esta rodada.')
}

/** The player's latest rounds, newest first (the demo panel). */
export function lastRounds(userId: number, count = 10): GameRoundRecord[] {
  return db.gameRounds
    .where((r) => r.user_id === userId)
    .sort((a, b) => b.id - a.id)
    .slice(0, count)
}
