import type * as v from 'valibot'
import { toCentavos, toDecimal } from '@/api/money.ts'
import {
  BET_LIMITS,
  type BetRefusalWire,
  type BetSubmissionSchema,
  type OddsChange,
  type TicketWire,
} from '@/api/sports.ts'
import { db } from '../db/index.ts'
import { iso } from '../db/reference.ts'
import type { SportsSelectionRecord, SportsTicketRecord, SportsTicketStatus } from './tables.ts'
import { walletOf } from '../wallet/wallets.ts'
import { balanceOf, credit, debit } from '../provider/settlement.ts'
import { lossLimitRefusal } from '../protection/limits.ts'
import { registerJob, schedule } from '../sim/jobs.ts'
import { findEvent, type EventNow } from './feed.ts'
import { selectionWins } from './pricing.ts'

/**
 * Placement and settlement of bets. The stake is a bet like a game round's (provider/settlement.ts `debit`: cash
 * first, then bonus, counted towards the rollover, the statistics and the VIP points); winnings are a `credit` to
 * cash. Every selection is re-priced at placement: worse odds or a closed market refuse the whole slip with the
 * current odds (422), better odds are taken at the price the player saw, and an accepted odd never changes.
 */
declare module '../sim/jobs.ts' {
  interface JobTypes {
    /** The final whistle of a match with open selections: settles them (again a minute later if it went on). */
    'sports.settle': { eventId: number }
  }
}

type Submission = v.InferOutput<typeof BetSubmissionSchema>
export type PlacementKind = 'single' | 'multiple'

export const MESSAGES = {
  placedOne: 'Aposta realizada com sucesso!',
  placedMany: 'Apostas realizadas com sucesso!',
  footballOff: 'As apostas esportivas estão indisponíveis no momento.',
  minStake: 'O valor mínimo da aposta é R$ 1,00.',
  balance: 'Saldo insuficiente para esta aposta.',
  tooMany: `Uma aposta múltipla aceita no máximo ${BET_LIMITS.maxSelections} seleções.`,
  sameEvent: 'Uma aposta múltipla não pode ter duas seleções do mesmo evento.',
  multipleMin: 'Uma aposta múltipla precisa de pelo menos 2 seleções de eventos diferentes.',
  badSelection: 'Seleção inválida.',
  unknownEvent: 'Evento não encontrado.',
  changed: 'As odds mudaram ou o mercado foi suspenso. Confira as novas odds antes de apostar.',
  centavos: 'O valor da aposta deve ter no máximo duas casas decimais (centavos).',
  badOdd: 'A odd da seleção deve ser maior que zero.',
  totalMismatch: 'O valor total não corresponde à soma das apostas.',
} as const

/** An amount the wire may carry: a number of reais or the same as decimal text. */
const AMOUNT_TEXT = /^\d+(?:\.\d+)?$/
/** At most two decimals: a whole number of centavos. */
const CENTAVOS_TEXT = /^\d+(?:\.\d{1,2})?$/

/**
 * The centavos of an amount as the request sent it, exactly: null for a fraction of a centavo (100.005, 0.999),
 * which is refused, never rounded (a stake of 0.999 must not become R$ 1,00), and undefined for what is not an
 * amount at all (left to the contract's schema to refuse).
 */
export function exactCentavos(value: unknown): number | null | undefined {
  const text =
    typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (/^\d+(?:\.\d+)?e-\d+$/i.test(text)) return null
  if (!AMOUNT_TEXT.test(text)) return undefined
  return CENTAVOS_TEXT.test(text) ? toCentavos(text) : null
}

/**
 * The placement's own validation, on the body as sent (a real backend's form request, before anything is priced):
 * every stake in whole centavos, every odd above zero, and a single's `total_bets` exactly the sum of its entries'
 * `bet_amount` (the contract: each entry is a ticket with its own stake, `total_bets` their sum), so a slip whose
 * total says one thing and whose entries another is refused rather than read one way. 422, field -> messages.
 */
export function placementErrors(kind: PlacementKind, input: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const total = exactCentavos(input.total_bets)
  if (total === null) errors.total_bets = [MESSAGES.centavos]
  const entries = Array.isArray(input.bets) ? (input.bets as unknown[]) : []
  let sum = 0
  let sumKnown = true
  entries.forEach((raw, index) => {
    const entry = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
    const stake = exactCentavos(entry.bet_amount)
    if (stake === null) errors[`bets.${index}.bet_amount`] = [MESSAGES.centavos]
    if (typeof stake === 'number') sum += stake
    else sumKnown = false
    const selected = entry.oddsSelected && typeof entry.oddsSelected === 'object' ? entry.oddsSelected : {}
    const odd = 'odd' in selected ? Number(selected.odd) : Number.NaN
    // A missing or non-numeric odd is the schema's to refuse; zero or below is never a price.
    if (!Number.isNaN(odd) && odd <= 0) errors[`bets.${index}.oddsSelected.odd`] = [MESSAGES.badOdd]
  })
  if (kind === 'single' && typeof total === 'number' && sumKnown && entries.length > 0 && total !== sum)
    errors.total_bets = [MESSAGES.totalMismatch]
  return errors
}

export type PlacementResult =
  | { ok: true; tickets: SportsTicketRecord[]; message: string }
  | { ok: false; status: 400 | 404; body: { error: string } }
  | { ok: false; status: 422; body: BetRefusalWire }

const fail = (status: 400 | 404, error: string): PlacementResult => ({ ok: false, status, body: { error } })

/** `12345-0-2` -> event 12345, market 0, value 2. */
export function parseBetId(betId: string): { eventId: number; marketIndex: number; valueIndex: number } | null {
  const match = /^(\d+)-(\d+)-(\d+)$/.exec(betId)
  if (!match) return null
  return { eventId: Number(match[1]), marketIndex: Number(match[2]), valueIndex: Number(match[3]) }
}

interface Leg {
  event: EventNow
  marketIndex: number
  valueIndex: number
  betId: string
  sentOdd: number
  stake: number
}

/** Products of odds kept to two decimals, the way the slip shows them. */
const roundOdd = (odd: number) => Math.round(odd * 100) / 100

function changeOf(leg: Leg): OddsChange | null {
  const market = leg.event.prices?.markets[leg.marketIndex]
  const value = market?.values[leg.valueIndex]
  const closed =
    !leg.event.prices ||
    !value ||
    leg.event.state.finished ||
    (leg.event.prices.suspended[leg.marketIndex] ?? true) ||
    value.suspended
  const base = {
    bet_id: leg.betId,
    event_id: leg.event.fixture.id,
    market: market?.name ?? '',
    value: value?.value ?? '',
    old_odd: leg.sentOdd,
  }
  if (closed) return { ...base, odd: null, suspended: true }
  if (value.odd + 1e-9 < leg.sentOdd) return { ...base, odd: value.odd, suspended: false }
  return null
}

export function placeBets(kind: PlacementKind, userId: number, body: Submission, now: number): PlacementResult {
  if (!db.settings.get().turn_on_football) return fail(400, MESSAGES.footballOff)
  const legs: Leg[] = []
  for (const entry of body.bets) {
    const parsed = parseBetId(entry.bet_id)
    if (!parsed || parsed.eventId !== entry.id) return fail(400, MESSAGES.badSelection)
    const event = findEvent(parsed.eventId, now, db)
    if (!event) return fail(404, MESSAGES.unknownEvent)
    legs.push({
      event,
      marketIndex: parsed.marketIndex,
      valueIndex: parsed.valueIndex,
      betId: entry.bet_id,
      sentOdd: entry.oddsSelected.odd,
      stake: toCentavos(entry.bet_amount),
    })
  }
  const stakes = kind === 'single' ? legs.map((leg) => leg.stake) : [toCentavos(body.total_bets)]
  if (kind === 'multiple') {
    if (legs.length > BET_LIMITS.maxSelections) return fail(400, MESSAGES.tooMany)
    const events = new Set(legs.map((leg) => leg.event.fixture.id))
    if (events.size !== legs.length) return fail(400, MESSAGES.sameEvent)
    if (legs.length < 2) return fail(400, MESSAGES.multipleMin)
  }
  if (stakes.some((stake) => stake < BET_LIMITS.minStake)) return fail(400, MESSAGES.minStake)
  const wallet = walletOf(userId)
  const total = stakes.reduce((sum, stake) => sum + stake, 0)
  if (total > balanceOf(wallet).total) return fail(400, MESSAGES.balance)
  const overLossLimit = lossLimitRefusal(userId, total)
  if (overLossLimit) return fail(400, overLossLimit)

  const changes = legs.map(changeOf).filter((change): change is OddsChange => change !== null)
  if (changes.length > 0) {
    return {
      ok: false,
      status: 422,
      body: { message: MESSAGES.changed, errors: { bets: [MESSAGES.changed] }, changes },
    }
  }

  const createdAt = iso(now)
  const tickets: SportsTicketRecord[] = []
  const groups = kind === 'single' ? legs.map((leg) => [leg]) : [legs]
  groups.forEach((group, index) => {
    const stake = stakes[index] ?? 0
    debit(wallet.id, stake, true, { kind: 'sports', ticketKind: kind })
    const selections = group.map(selectionOf)
    tickets.push(
      db.sportsTickets.insert({
        user_id: userId,
        wallet_id: wallet.id,
        type: kind,
        stake,
        odd: roundOdd(selections.reduce((product, selection) => product * selection.odd, 1)),
        status: 'open',
        payout: null,
        selections,
        created_at: createdAt,
        settled_at: null,
      }),
    )
  })
  for (const leg of legs) scheduleSettlement(leg.event)
  return { ok: true, tickets, message: tickets.length > 1 ? MESSAGES.placedMany : MESSAGES.placedOne }
}

function selectionOf(leg: Leg): SportsSelectionRecord {
  const market = leg.event.prices?.markets[leg.marketIndex]
  const { fixture } = leg.event
  return {
    event_id: fixture.id,
    bet_id: leg.betId,
    market_index: leg.marketIndex,
    value_index: leg.valueIndex,
    market: market?.name ?? '',
    value: market?.values[leg.valueIndex]?.value ?? '',
    // The price the player accepted (never a better current one they did not see).
    odd: leg.sentOdd,
    status: 'open',
    date: iso(fixture.kickoff),
    league_name: fixture.league.name,
    team_home_name: fixture.home,
    team_away_name: fixture.away,
    goals_home: null,
    goals_away: null,
  }
}

/** One settlement job per match, due at its final whistle. */
export function scheduleSettlement(event: EventNow): void {
  const id = event.fixture.id
  if (db.jobs.findBy((job) => job.type === 'sports.settle' && (job.payload as { eventId?: number }).eventId === id))
    return
  schedule('sports.settle', event.state.endAt, { eventId: id })
}

/** A ticket's result from its selections: any lost leg loses it; a void leg counts as odd 1; all void refunds. */
export function ticketOutcome(
  ticket: Pick<SportsTicketRecord, 'stake' | 'selections'>,
): { status: SportsTicketStatus; payout: number } | null {
  const statuses = ticket.selections.map((selection) => selection.status)
  if (statuses.includes('lost')) return { status: 'lost', payout: 0 }
  if (statuses.includes('open')) return null
  if (statuses.every((status) => status === 'void')) return { status: 'void', payout: ticket.stake }
  const odd = ticket.selections.reduce(
    (product, selection) => product * (selection.status === 'void' ? 1 : selection.odd),
    1,
  )
  return { status: 'won', payout: Math.round(ticket.stake * roundOdd(odd)) }
}

/** Settles every open selection of a finished match, then every ticket whose result is known. Returns how many tickets closed. */
export function settleEvent(event: EventNow, at: number): number {
  if (!event.state.finished) return 0
  const id = event.fixture.id
  let closed = 0
  // A multiple already lost on another leg still gets this leg's result (my bets shows every leg).
  for (const ticket of db.sportsTickets.where((row) =>
    row.selections.some((s) => s.event_id === id && s.status === 'open'),
  )) {
    const selections = ticket.selections.map((selection) => {
      if (selection.event_id !== id || selection.status !== 'open') return selection
      const status: SportsTicketStatus = event.state.void
        ? 'void'
        : selectionWins(selection.market_index, selection.value_index, event.state.regulation, event.state.halfTime)
          ? 'won'
          : 'lost'
      return { ...selection, status, goals_home: event.state.goals.home, goals_away: event.state.goals.away }
    })
    const outcome = ticket.status === 'open' ? ticketOutcome({ stake: ticket.stake, selections }) : null
    if (!outcome) {
      db.sportsTickets.update(ticket.id, { selections })
      continue
    }
    if (outcome.payout > 0) credit(ticket.wallet_id, outcome.payout, { kind: 'sports-settlement', ticketId: ticket.id })
    db.sportsTickets.update(ticket.id, {
      selections,
      status: outcome.status,
      payout: outcome.payout,
      settled_at: iso(at),
    })
    closed++
  }
  return closed
}

registerJob('sports.settle', ({ eventId }, { at, db: database }) => {
  const event = findEvent(eventId, at.getTime(), database)
  if (!event) return
  if (event.state.finished) settleEvent(event, at.getTime())
  // The match went on (the demo panel forced a goal into a knockout draw): look again at its new final whistle.
  else schedule('sports.settle', Math.max(event.state.endAt, at.getTime() + 60_000), { eventId })
})

/** The wire ticket. */
export function ticketWire(ticket: SportsTicketRecord): TicketWire {
  return {
    id: ticket.id,
    type: ticket.type,
    total_bets: toDecimal(ticket.stake),
    total_earnings: toDecimal(Math.round(ticket.stake * ticket.odd)),
    odd: ticket.odd,
    status: ticket.status,
    payout: ticket.payout === null ? null : toDecimal(ticket.payout),
    created_at: ticket.created_at,
    settled_at: ticket.settled_at,
    selections: ticket.selections.map((selection) => ({
      event_id: selection.event_id,
      fixture_id: selection.event_id,
      bet_id: selection.bet_id,
      date: selection.date,
      league_name: selection.league_name,
      team_home_name: selection.team_home_name,
      team_away_name: selection.team_away_name,
      market: selection.market,
      value: selection.value,
      odd: selection.odd,
      status: selection.status,
      goals_home: selection.goals_home,
      goals_away: selection.goals_away,
    })),
  }
}
