import * as v from 'valibot'
import {
  BET_LIMITS,
  FootballEventSchema,
  MarketSchema,
  MarketValueSchema,
  type BetSubmission,
  type FootballEvent,
  type Market,
} from '@/api/sports.ts'
import { toDecimal } from '@/api/money.ts'

/**
 * The bet slip's rules, pure: the slip is a value and every action returns the next one. The slip UI, its stored
 * atom and the tests all go through these functions, so the rules exist once.
 */

/** Stake of a new entry: R$ 10,00. */
export const DEFAULT_STAKE = 1000
/** The smallest stake the server accepts: R$ 1,00. */
export const MIN_STAKE = BET_LIMITS.minStake
/** Quick stakes, in reais. */
export const QUICK_STAKES = [10, 25, 50, 75] as const
/** The server limits a multiple to this many selections, each from a different event. */
export const MAX_MULTIPLE_SELECTIONS = BET_LIMITS.maxSelections

export type SlipMode = 'simple' | 'multiple'

/** The event as the slip keeps it: every field but its markets (the entry keeps the one market it needs). */
export type SlipEvent = Omit<FootballEvent, 'bets'>

export interface SlipEntry {
  /** `${eventId}-${marketIndex}-${valueIndex}`. */
  betId: string
  event: SlipEvent
  marketIndex: number
  valueIndex: number
  /** The market as it was when picked (name and values). */
  market: Market
  /** The chosen value ("Home", "Over 2.5"). */
  value: string
  /** The odds the player has seen and accepted: what the bet is placed at. */
  odd: number
  /** Integer centavos. */
  stake: number
}

export interface Slip {
  /** Newest first. */
  entries: SlipEntry[]
  mode: SlipMode
  /** The multiple's one stake, integer centavos. */
  multipleStake: number
}

export const EMPTY_SLIP: Slip = { entries: [], mode: 'simple', multipleStake: DEFAULT_STAKE }

export function betId(eventId: number, marketIndex: number, valueIndex: number): string {
  return `${eventId}-${marketIndex}-${valueIndex}`
}

export interface Pick {
  event: FootballEvent
  marketIndex: number
  valueIndex: number
}

/** The entry a pick makes, or null when the event has no such market value (a stale button). */
export function entryOf({ event, marketIndex, valueIndex }: Pick, stake = DEFAULT_STAKE): SlipEntry | null {
  const market = event.bets[marketIndex]
  const chosen = market?.values[valueIndex]
  if (!market || !chosen) return null
  const { bets: _markets, ...rest } = event
  return {
    betId: betId(event.id, marketIndex, valueIndex),
    event: rest,
    marketIndex,
    valueIndex,
    market,
    value: chosen.value,
    odd: chosen.odd,
    stake,
  }
}

function sameMarket(a: SlipEntry, b: { event: { id: number }; marketIndex: number }): boolean {
  return a.event.id === b.event.id && a.marketIndex === b.marketIndex
}

/**
 * The toggle of an odds button: the same pick again removes it; another value of the same market of the same event
 * replaces it; otherwise the pick goes to the front. When a pick is added, the tab follows the events rule: the
 * newest entry and the previous first entry from different events make it Multiple, from the same event Simple.
 */
export function togglePick(slip: Slip, pick: Pick): Slip {
  const id = betId(pick.event.id, pick.marketIndex, pick.valueIndex)
  if (slip.entries.some((entry) => entry.betId === id)) return removeEntry(slip, id)
  const replaced = slip.entries.find((entry) => sameMarket(entry, pick))
  const entry = entryOf(pick, replaced?.stake)
  if (!entry) return slip
  const previousFirst = slip.entries[0]
  const entries = [entry, ...slip.entries.filter((other) => other !== replaced)]
  const mode: SlipMode =
    previousFirst === undefined || previousFirst.event.id === entry.event.id ? 'simple' : 'multiple'
  return { ...slip, entries, mode }
}

/**
 * Removes one entry (its button un-marks, since the buttons read the slip). A multiple needs two events: when fewer
 * remain, the slip goes back to Simple.
 */
export function removeEntry(slip: Slip, id: string): Slip {
  const entries = slip.entries.filter((entry) => entry.betId !== id)
  if (entries.length === slip.entries.length) return slip
  const mode = slip.mode === 'multiple' && eventCount(entries) < 2 ? 'simple' : slip.mode
  return { ...slip, entries, mode }
}

/** Clear: nothing left, back to Simple; the multiple's stake goes back to the default. */
export function clearSlip(): Slip {
  return EMPTY_SLIP
}

export function setMode(slip: Slip, mode: SlipMode): Slip {
  return slip.mode === mode ? slip : { ...slip, mode }
}

export function setStake(slip: Slip, id: string, stake: number): Slip {
  return { ...slip, entries: slip.entries.map((entry) => (entry.betId === id ? { ...entry, stake } : entry)) }
}

export function setMultipleStake(slip: Slip, stake: number): Slip {
  return { ...slip, multipleStake: stake }
}

function eventCount(entries: readonly SlipEntry[]): number {
  return new Set(entries.map((entry) => entry.event.id)).size
}

// --- Odds and returns --------------------------------------------------------------------------------------------

/**
 * Odds as an integer of ten-thousandths (1.85 → 18500), so returns are computed in integers: 1.15 × 100 is
 * 114.99999999999999 in floating point, and a player must never see a centavo less than the odds promise.
 */
const ODD_SCALE = 10_000n
function scaledOdd(odd: number): bigint {
  return BigInt(Math.round(odd * Number(ODD_SCALE)))
}

/** Stake × odds, in centavos, rounded down to the centavo (a sportsbook never pays a fraction it cannot pay). */
export function potentialReturn(stake: number, odd: number): number {
  return multipleReturn(stake, [odd])
}

/** The product of the odds, rounded to two decimals for display (the return is computed from the exact product). */
export function combinedOdd(odds: readonly number[]): number {
  let product = 1n
  for (const odd of odds) product *= scaledOdd(odd)
  const scale = ODD_SCALE ** BigInt(odds.length)
  // Two decimals, down: 100 × product / scale.
  return Number((product * 100n) / scale) / 100
}

/** Stake × the product of the odds, in centavos, rounded down. */
export function multipleReturn(stake: number, odds: readonly number[]): number {
  let product = BigInt(stake)
  for (const odd of odds) product *= scaledOdd(odd)
  const result = product / ODD_SCALE ** BigInt(odds.length)
  // Beyond 2^53 centavos a Number is no longer exact: such an accumulator is capped there (no server pays it anyway).
  return result > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(result)
}

export interface SlipTotals {
  /** What the player stakes, centavos. */
  totalBets: number
  /** What the player would receive if every bet wins, centavos. */
  totalEarnings: number
}

export function slipTotals(slip: Slip): SlipTotals {
  if (slip.mode === 'multiple') {
    return {
      totalBets: slip.multipleStake,
      totalEarnings: multipleReturn(
        slip.multipleStake,
        slip.entries.map((entry) => entry.odd),
      ),
    }
  }
  return slip.entries.reduce<SlipTotals>(
    (totals, entry) => ({
      totalBets: totals.totalBets + entry.stake,
      totalEarnings: totals.totalEarnings + potentialReturn(entry.stake, entry.odd),
    }),
    { totalBets: 0, totalEarnings: 0 },
  )
}

// --- Live odds ----------------------------------------------------------------------------------------------------

/** What the market says now about a picked value: its odds, or that it is suspended or gone. */
export interface Quote {
  odd: number | null
  suspended: boolean
}

/** The value an entry points at inside a fresh copy of its event, or null when the event no longer offers it. */
export function quoteIn(event: FootballEvent, entry: Pick | SlipEntry): Quote {
  const market = event.bets[entry.marketIndex]
  const value = market?.values[entry.valueIndex]
  if (!market || !value) return { odd: null, suspended: true }
  return { odd: value.odd, suspended: market.suspended || value.suspended }
}

export type OddsMove = 'none' | 'up' | 'down' | 'suspended'

/** How the live quote differs from the odds the player accepted. */
export function oddsChange(entry: SlipEntry, quote: Quote | undefined): OddsMove {
  if (!quote) return 'none'
  if (quote.suspended || quote.odd === null) return 'suspended'
  if (quote.odd > entry.odd) return 'up'
  if (quote.odd < entry.odd) return 'down'
  return 'none'
}

/**
 * Whether the entry needs the player's `Aceitar novas odds` before it can be placed: worse odds always; better odds
 * unless the player chose to accept higher odds automatically. A suspended market cannot be accepted (nothing to
 * accept) and blocks placement until it reopens or the entry is removed.
 */
export function needsAcceptance(change: OddsMove, acceptHigher: boolean): boolean {
  return change === 'down' || (change === 'up' && !acceptHigher)
}

/**
 * Accepts the live odds: every entry with a quote takes the quoted odds (suspended ones stay as they are). Higher
 * odds accepted automatically go through the same function with only those quotes.
 */
export function acceptQuotes(slip: Slip, quotes: ReadonlyMap<string, Quote>): Slip {
  let changed = false
  const entries = slip.entries.map((entry) => {
    const quote = quotes.get(entry.betId)
    if (!quote || quote.suspended || quote.odd === null || quote.odd === entry.odd) return entry
    changed = true
    return { ...entry, odd: quote.odd }
  })
  return changed ? { ...slip, entries } : slip
}

// --- Submission ---------------------------------------------------------------------------------------------------

export type SubmitBlock =
  | 'empty'
  | 'multipleNeedsTwoEvents'
  | 'multipleSameEvent'
  | 'multipleTooMany'
  | 'stakeTooLow'
  | 'oddsChanged'
  | 'suspended'

/**
 * Why the submit button of the current tab is disabled, or null when the slip can be placed. Submit only in the
 * matching mode: Simple places any entries one by one; Multiple needs two to ten entries, each from a different
 * event (one event's selections are not independent, so they cannot be combined).
 */
export function submitBlock(
  slip: Slip,
  changes: ReadonlyMap<string, OddsMove> = new Map(),
  acceptHigher = false,
): SubmitBlock | null {
  const { entries } = slip
  if (entries.length === 0) return 'empty'
  if (slip.mode === 'multiple') {
    if (entries.length < 2) return 'multipleNeedsTwoEvents'
    if (eventCount(entries) < entries.length) return 'multipleSameEvent'
    if (entries.length > MAX_MULTIPLE_SELECTIONS) return 'multipleTooMany'
    if (slip.multipleStake < MIN_STAKE) return 'stakeTooLow'
  } else if (entries.some((entry) => entry.stake < MIN_STAKE)) {
    return 'stakeTooLow'
  }
  const all = entries.map((entry) => changes.get(entry.betId) ?? 'none')
  if (all.includes('suspended')) return 'suspended'
  if (all.some((change) => needsAcceptance(change, acceptHigher))) return 'oddsChanged'
  return null
}

/**
 * The body of `store-single` / `store-multiple`: the totals and every entry with the event's fields, the market
 * (`bets`), the chosen value (`oddsSelected`), its stake and `bet_id`. Amounts are decimal strings of reais.
 */
export function submission(slip: Slip): BetSubmission {
  const totals = slipTotals(slip)
  return {
    total_bets: toDecimal(totals.totalBets),
    total_earnings: toDecimal(totals.totalEarnings),
    bets: slip.entries.map((entry) => ({
      ...entry.event,
      id: entry.event.id,
      bet_id: entry.betId,
      bet_amount: toDecimal(slip.mode === 'multiple' ? slip.multipleStake : entry.stake),
      bets: entry.market,
      oddsSelected: { value: entry.value, odd: entry.odd },
    })),
  }
}

// --- Storage ------------------------------------------------------------------------------------------------------

const CentavosSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))
const IndexSchema = v.pipe(v.number(), v.integer(), v.minValue(0))

const StoredEntrySchema = v.object({
  betId: v.string(),
  event: v.omit(FootballEventSchema, ['bets']),
  marketIndex: IndexSchema,
  valueIndex: IndexSchema,
  market: MarketSchema,
  value: MarketValueSchema.entries.value,
  odd: v.pipe(v.number(), v.finite(), v.minValue(1)),
  stake: CentavosSchema,
})

/**
 * A slip read back from storage: whatever is unreadable (an old version's shape, a hand-edited value) is dropped
 * entry by entry rather than breaking the page, and an entry whose id does not match its indices is not trusted.
 */
export function readStoredSlip(raw: unknown): Slip {
  if (typeof raw !== 'object' || raw === null) return EMPTY_SLIP
  const record = raw as Record<string, unknown>
  const list = Array.isArray(record.entries) ? record.entries : []
  const entries: SlipEntry[] = []
  for (const item of list) {
    const parsed = v.safeParse(StoredEntrySchema, item)
    if (!parsed.success) continue
    const entry = parsed.output
    if (entry.betId !== betId(entry.event.id, entry.marketIndex, entry.valueIndex)) continue
    if (entries.some((other) => other.betId === entry.betId || sameMarket(other, entry))) continue
    entries.push(entry)
  }
  const mode: SlipMode = record.mode === 'multiple' && eventCount(entries) >= 2 ? 'multiple' : 'simple'
  const stake = v.safeParse(CentavosSchema, record.multipleStake)
  return { entries, mode, multipleStake: stake.success ? stake.output : DEFAULT_STAKE }
}
