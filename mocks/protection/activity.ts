import type { EndpointWireResponse } from '@/api/define.ts'
import { toDecimal } from '@/api/money.ts'
import type { ActivityFilter, ActivityGroup, ActivityType, protectionActivity } from '@/api/protection-activity.ts'
import { catalogue } from '../catalogue/catalogue.ts'
import { ledgerOf } from '../wallet/ledger.ts'
import type { LedgerKind, LedgerRecord } from '../wallet/tables.ts'

/**
 * The activity statement read from the ledger (mocks/wallet/ledger.ts): the range a filter names, the entries as the
 * contract sends them, and the totals per day, week or month. Days are São Paulo days: Brazil has kept UTC-3 all
 * year since 2019, so a fixed offset is exact (as mocks/missions/periods.ts does).
 */

const OFFSET_MS = -3 * 3600_000
const DAY_MS = 24 * 3600_000
/** The longest custom range, and the most entries an export sends. */
export const MAX_RANGE_DAYS = 366
export const MAX_EXPORT_ROWS = 10_000

/** YYYY-MM-DD of the São Paulo day holding `ms`. */
export function dayOf(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10)
}

/** The first instant (UTC ms) of a São Paulo day. */
export function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS
}

function addDays(day: string, days: number): string {
  return dayOf(dayStartMs(day) + days * DAY_MS + DAY_MS / 2)
}

export interface ResolvedRange {
  /** First and last São Paulo day, both included. */
  from: string
  to: string
}

export type RangeResult = { ok: true; range: ResolvedRange } | { ok: false; errors: Record<string, string[]> }

/** The days a filter's period names on the server's clock; 90 days when none is given. */
export function resolveRange(filter: ActivityFilter, nowMs: number): RangeResult {
  const today = dayOf(nowMs)
  const last = (days: number): RangeResult => ({ ok: true, range: { from: addDays(today, 1 - days), to: today } })
  switch (filter.period ?? '90d') {
    case 'today':
      return last(1)
    case '7d':
      return last(7)
    case '30d':
      return last(30)
    case '90d':
      return last(90)
    case 'month': {
      if (!filter.month) return { ok: false, errors: { month: ['O campo mês é obrigatório.'] } }
      const [year = 0, month = 1] = filter.month.split('-').map(Number)
      const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
      return {
        ok: true,
        range: { from: `${filter.month}-01`, to: `${filter.month}-${String(lastDay).padStart(2, '0')}` },
      }
    }
    case 'custom': {
      const errors: Record<string, string[]> = {}
      if (!filter.from) errors.from = ['O campo data inicial é obrigatório.']
      if (!filter.to) errors.to = ['O campo data final é obrigatório.']
      if (!filter.from || !filter.to) return { ok: false, errors }
      if (filter.from > filter.to)
        return { ok: false, errors: { to: ['A data final deve ser igual ou posterior à data inicial.'] } }
      if (dayStartMs(filter.to) - dayStartMs(filter.from) >= MAX_RANGE_DAYS * DAY_MS) {
        return { ok: false, errors: { from: [`O período pode ter no máximo ${MAX_RANGE_DAYS} dias.`] } }
      }
      return { ok: true, range: { from: filter.from, to: filter.to } }
    }
  }
}

/** The ledger kinds each statement type shows. */
export const KINDS_OF_TYPE: Record<ActivityType, readonly LedgerKind[]> = {
  rounds: ['bet', 'win'],
  bets: ['bet', 'win'],
  bonuses: ['bonus', 'bonus_release'],
  deposits: ['deposit'],
  withdrawals: ['withdrawal', 'withdrawal_refund'],
}

function ofType(row: LedgerRecord, type: ActivityType | undefined): boolean {
  if (!type) return true
  if (!KINDS_OF_TYPE[type].includes(row.kind)) return false
  if (type === 'rounds') return row.reference.type === 'casino'
  if (type === 'bets') return row.reference.type === 'sports'
  return true
}

/** The player's movements in the range (oldest first), narrowed to a type. */
export function activityRows(userId: number, range: ResolvedRange, type?: ActivityType): LedgerRecord[] {
  const rows = ledgerOf(userId, { from: dayStartMs(range.from), to: dayStartMs(range.to) + DAY_MS })
  return type ? rows.filter((row) => ofType(row, type)) : rows
}

type WireResponse = EndpointWireResponse<typeof protectionActivity>
export type WireEntry = WireResponse['entries']['data'][number]
type WireGroup = WireResponse['groups'][number]
type WireTotals = WireResponse['total']

/** A ledger row as the statement sends it: what it was (game, ticket, bonus, deposit) and the balances after it. */
export function toWireEntry(row: LedgerRecord): WireEntry {
  const ref = row.reference
  return {
    id: row.id,
    created_at: row.created_at,
    kind: row.kind,
    source: ref.type === 'casino' || ref.type === 'sports' ? ref.type : null,
    game_name: ref.type === 'casino' ? (catalogue().game(ref.game_id)?.game_name ?? null) : null,
    round_id: ref.type === 'casino' ? ref.round_id : null,
    ticket_kind: ref.type === 'sports' ? (ref.ticket_kind ?? null) : null,
    ticket_id: ref.type === 'sports' ? (ref.ticket_id ?? null) : null,
    bonus_reason: ref.type === 'bonus' ? ref.reason : null,
    deposit_id: ref.type === 'deposit' ? ref.deposit_id : null,
    withdrawal_id: ref.type === 'withdrawal' ? ref.withdrawal_id : null,
    amount: toDecimal(row.cash + row.bonus),
    cash: toDecimal(row.cash),
    bonus: toDecimal(row.bonus),
    balance_after: toDecimal(row.cash_after + row.bonus_after),
    cash_after: toDecimal(row.cash_after),
    bonus_after: toDecimal(row.bonus_after),
  }
}

interface Totals {
  deposits: number
  withdrawals: number
  staked: number
  won: number
  bonuses: number
}

const emptyTotals = (): Totals => ({ deposits: 0, withdrawals: 0, staked: 0, won: 0, bonuses: 0 })

function add(totals: Totals, row: LedgerRecord): void {
  const amount = row.cash + row.bonus
  switch (row.kind) {
    case 'deposit':
      totals.deposits += amount
      break
    case 'withdrawal':
    case 'withdrawal_refund':
      // Asked is negative, a refund positive: the total is what left, as a positive amount.
      totals.withdrawals -= amount
      break
    case 'bet':
      totals.staked -= amount
      break
    case 'win':
      totals.won += amount
      break
    case 'bonus':
      totals.bonuses += amount
      break
    case 'bonus_release':
      // Bonus becoming cash changes neither the playable balance nor what was credited.
      break
  }
}

function wireTotals(totals: Totals): WireTotals {
  return {
    deposits: toDecimal(totals.deposits),
    withdrawals: toDecimal(totals.withdrawals),
    staked: toDecimal(totals.staked),
    won: toDecimal(totals.won),
    bonuses: toDecimal(totals.bonuses),
    net: toDecimal(totals.won - totals.staked),
  }
}

/** The first day of the group (day, Monday-started week, month) holding a São Paulo day. */
export function groupStart(day: string, group: ActivityGroup): string {
  if (group === 'day') return day
  if (group === 'month') return `${day.slice(0, 7)}-01`
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

function groupEnd(start: string, group: ActivityGroup): string {
  if (group === 'day') return start
  if (group === 'week') return addDays(start, 6)
  const [year = 0, month = 1] = start.split('-').map(Number)
  return `${start.slice(0, 7)}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`
}

/**
 * The totals of every group that overlaps the range (newest first, empty ones too, each clipped to the range) and
 * of the whole range.
 */
export function activityTotals(
  rows: readonly LedgerRecord[],
  range: ResolvedRange,
  group: ActivityGroup,
): { groups: WireGroup[]; total: WireTotals } {
  const byStart = new Map<string, Totals>()
  for (let start = groupStart(range.from, group); start <= range.to; start = addDays(groupEnd(start, group), 1)) {
    byStart.set(start, emptyTotals())
  }
  const total = emptyTotals()
  for (const row of rows) {
    const totals = byStart.get(groupStart(dayOf(Date.parse(row.created_at)), group))
    if (totals) add(totals, row)
    add(total, row)
  }
  const groups = [...byStart.entries()].reverse().map(([start, totals]): WireGroup => {
    const end = groupEnd(start, group)
    return {
      ...wireTotals(totals),
      starts_on: start < range.from ? range.from : start,
      ends_on: end > range.to ? range.to : end,
    }
  })
  return { groups, total: wireTotals(total) }
}
