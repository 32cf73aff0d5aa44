import type { EndpointWireResponse } from '@/api/define.ts'
import { formatPlatformDeadline } from '@/shared/br/date-time.ts'
import { toCentavos, toDecimal } from '@/api/money.ts'
import type { protectionLimits as protectionLimitsEndpoint } from '@/api/protection-limits.ts'
import {
  LIMIT_KEYS,
  limitChange,
  lossOf,
  noLimits,
  periodEnd,
  periodOf,
  periodStart,
  remainingAllowance,
  type LimitKey,
  type LimitPeriod,
} from '@/shared/protection/limits.ts'
import { HttpResponse } from 'msw'
import { db } from '../db/index.ts'
import { playTotals } from '../wallet/ledger.ts'
import { brl } from '../wallet/limits.ts'
import { iso } from '../db/reference.ts'
import type { ProtectionLimitRecord } from './tables.ts'
import { revokeSession, type Viewer } from '../auth/sessions.ts'
import { clock } from '../sim/clock.ts'
import { cancelJobs, registerJob, schedule } from '../sim/jobs.ts'

/**
 * The player's own limits as the server keeps and enforces them (the rules themselves are the app's, in
 * src/shared/protection/limits.ts, so the page shows what the server counts):
 * - deposits count paid PIX deposits AND codes still waiting for payment, created in the period: a real operator
 *   counts a code when it is issued, or two codes generated together would pass the limit once both are paid;
 * - losses are stakes less wins of casino rounds and sports bets in the period (the ledger's playTotals), at least 0;
 *   a stake is refused when it could take the loss past the limit (the stake itself may be lost);
 * - session time is the minutes logged in during the São Paulo day: each session counts from its login to its latest
 *   request (a session left open without any call stops counting at its last call). At the limit the token is
 *   refused (401) and a login is refused until the day ends.
 */

declare module '../sim/jobs.ts' {
  interface JobTypes {
    /** A raised or removed limit's 24 hours are over. */
    'protection.limits.apply': { userId: number }
  }
}

type LimitsWire = EndpointWireResponse<typeof protectionLimitsEndpoint>

/** "28/11/2026 às 00:00", São Paulo time, as the messages say when a period ends. */
export function spDateTime(ms: number): string {
  return formatPlatformDeadline(ms)
}

function rowOf(userId: number): ProtectionLimitRecord | undefined {
  return db.protectionLimits.findBy((row) => row.user_id === userId)
}

function ensureRow(userId: number): ProtectionLimitRecord {
  return (
    rowOf(userId) ??
    db.protectionLimits.insert({
      user_id: userId,
      limits: noLimits(),
      pending: {},
      prompt_answered: false,
      updated_at: iso(clock.nowMs()),
    })
  )
}

/** Applies every pending change whose time has come (the job does it on time; reads do it too, to be exact). */
export function applyDuePending(userId: number, now = clock.nowMs()): void {
  const row = rowOf(userId)
  if (!row) return
  const due = LIMIT_KEYS.filter((key) => {
    const pending = row.pending[key]
    return pending !== undefined && Date.parse(pending.effective_at) <= now
  })
  if (due.length === 0) return
  const limits = { ...row.limits }
  const pending = { ...row.pending }
  for (const key of due) {
    limits[key] = pending[key]?.value ?? null
    delete pending[key]
  }
  db.protectionLimits.update(row.id, { limits, pending, updated_at: iso(now) })
}

registerJob('protection.limits.apply', ({ userId }, { at }) => applyDuePending(userId, at.getTime()))

/** The limits in force now. */
export function limitsOf(userId: number, now = clock.nowMs()): Record<LimitKey, number | null> {
  applyDuePending(userId, now)
  return rowOf(userId)?.limits ?? noLimits()
}

export function promptAnswered(userId: number): boolean {
  return rowOf(userId)?.prompt_answered ?? false
}

// --- usage -----------------------------------------------------------------------------------------

/** Centavos deposited in the period: paid deposits and codes still payable, by when they were issued. */
export function depositedIn(userId: number, period: LimitPeriod, now = clock.nowMs()): number {
  const from = periodStart(period, now)
  const to = periodEnd(period, now)
  let sum = 0
  for (const deposit of db.deposits.where((d) => d.user_id === userId && d.status !== 2)) {
    const at = Date.parse(deposit.created_at)
    if (at >= from && at < to) sum += toCentavos(deposit.amount)
  }
  return sum
}

/** Centavos lost in the period: stakes less wins, at least 0. */
export function lostIn(userId: number, period: LimitPeriod, now = clock.nowMs()): number {
  const totals = playTotals(userId, periodStart(period, now), periodEnd(period, now))
  return lossOf(totals.staked, totals.won)
}

/** Milliseconds logged in during today's São Paulo day (every session's login to latest request). */
export function loggedInMs(userId: number, now = clock.nowMs()): number {
  const from = periodStart('day', now)
  let sum = 0
  for (const row of db.loginTimes.where((r) => r.user_id === userId)) {
    const start = Math.max(from, Date.parse(row.started_at))
    const end = Math.min(now, Date.parse(row.last_seen_at))
    if (end > start) sum += end - start
  }
  return sum
}

function usedOf(userId: number, key: LimitKey, now: number): number {
  if (key === 'session_day') return Math.floor(loggedInMs(userId, now) / 60_000)
  const period = periodOf(key)
  return key.startsWith('deposit') ? depositedIn(userId, period, now) : lostIn(userId, period, now)
}

// --- the wire --------------------------------------------------------------------------------------

/** GET protection/limits. */
export function limitsWire(userId: number, now = clock.nowMs()): LimitsWire {
  const limits = limitsOf(userId, now)
  const pendingOf = rowOf(userId)?.pending ?? {}
  const entry = (key: LimitKey) => {
    const money = key !== 'session_day'
    const wire = (value: number | null) => (value === null ? null : money ? toDecimal(value) : value)
    const used = usedOf(userId, key, now)
    const left = remainingAllowance(limits[key], used)
    const pending = pendingOf[key]
    return {
      value: wire(limits[key]),
      pending: pending ? { value: wire(pending.value), effective_at: pending.effective_at } : null,
      used: money ? toDecimal(used) : used,
      remaining: wire(left),
      period_ends_at: iso(periodEnd(periodOf(key), now)),
    }
  }
  return {
    deposit_day: entry('deposit_day'),
    deposit_week: entry('deposit_week'),
    deposit_month: entry('deposit_month'),
    loss_day: entry('loss_day'),
    loss_week: entry('loss_week'),
    loss_month: entry('loss_month'),
    session_day: entry('session_day') as LimitsWire['session_day'],
    prompt_answered: promptAnswered(userId),
  }
}

/**
 * PUT protection/limits: every limit at once (centavos, minutes; null for none). A stricter one applies now, a
 * looser one (or a removal) is pending for 24 hours; asking again for the value in force drops a pending change.
 * Saving answers the prompt. Returns whether anything is now pending.
 */
export function updateLimits(userId: number, next: Record<LimitKey, number | null>, now = clock.nowMs()): void {
  applyDuePending(userId, now)
  const row = ensureRow(userId)
  const limits = { ...row.limits }
  const pending = { ...row.pending }
  for (const key of LIMIT_KEYS) {
    const change = limitChange(limits[key], next[key], now)
    if (change.kind === 'none') delete pending[key]
    else if (change.kind === 'now') {
      limits[key] = change.value
      delete pending[key]
    } else if (pending[key]?.value !== change.value || pending[key] === undefined) {
      // A pending change asked again keeps its time: asking twice must not postpone it.
      pending[key] = { value: change.value, effective_at: iso(change.effectiveAt) }
    }
  }
  db.protectionLimits.update(row.id, { limits, pending, prompt_answered: true, updated_at: iso(now) })
  cancelJobs((job) => job.type === 'protection.limits.apply' && (job.payload as { userId: number }).userId === userId)
  const times = new Set(Object.values(pending).map((p) => p.effective_at))
  for (const at of times) schedule('protection.limits.apply', Date.parse(at), { userId })
}

/** The demo panel's "clear": no limits, nothing pending, and the prompt asked again at the next login. */
export function clearLimits(userId: number): void {
  const row = ensureRow(userId)
  db.protectionLimits.update(row.id, {
    limits: noLimits(),
    pending: {},
    prompt_answered: false,
    updated_at: iso(clock.nowMs()),
  })
  cancelJobs((job) => job.type === 'protection.limits.apply' && (job.payload as { userId: number }).userId === userId)
}

/** The demo panel's "apply now": every pending change takes effect at once. */
export function applyPendingNow(userId: number): void {
  const row = rowOf(userId)
  if (!row) return
  const pending = Object.fromEntries(
    Object.entries(row.pending).map(([key, change]) => [key, { ...change, effective_at: iso(clock.nowMs()) }]),
  )
  db.protectionLimits.update(row.id, { pending })
  applyDuePending(userId)
}

// --- enforcement -----------------------------------------------------------------------------------

const PERIOD_WORDS: Record<LimitPeriod, { adjective: string; when: string }> = {
  day: { adjective: 'diário', when: 'hoje' },
  week: { adjective: 'semanal', when: 'nesta semana' },
  month: { adjective: 'mensal', when: 'neste mês' },
}

/** The period whose allowance is smallest among those the amount would pass, with what is left of it. */
function tightest(
  userId: number,
  kind: 'deposit' | 'loss',
  amount: number,
  now: number,
): { period: LimitPeriod; left: number } | null {
  const limits = limitsOf(userId, now)
  let found: { period: LimitPeriod; left: number } | null = null
  for (const period of ['day', 'week', 'month'] as const) {
    const key: LimitKey = `${kind}_${period}`
    const left = remainingAllowance(limits[key], usedOf(userId, key, now))
    if (left !== null && amount > left && (!found || left < found.left)) found = { period, left }
  }
  return found
}

/**
 * The words refusing a PIX deposit of `amount` centavos that passes a deposit limit, or null when it fits:
 * `Limite de depósito diário: você ainda pode depositar R$ 20,00 hoje.`
 */
export function depositRefusal(userId: number, amount: number, now = clock.nowMs()): string | null {
  const over = tightest(userId, 'deposit', amount, now)
  if (!over) return null
  const { adjective, when } = PERIOD_WORDS[over.period]
  if (over.left === 0)
    return `Limite de depósito ${adjective} atingido: você poderá depositar novamente a partir de ${spDateTime(periodEnd(over.period, now))}.`
  return `Limite de depósito ${adjective}: você ainda pode depositar ${brl(over.left)} ${when}.`
}

/**
 * The words refusing a stake of `amount` centavos (a casino round, a sports slip) that could take the period's loss
 * past a loss limit, or null when it fits.
 */
export function lossLimitRefusal(userId: number, amount: number, now = clock.nowMs()): string | null {
  const over = tightest(userId, 'loss', amount, now)
  if (!over) return null
  const { adjective, when } = PERIOD_WORDS[over.period]
  if (over.left === 0)
    return `Limite de perdas ${adjective} atingido: você poderá apostar novamente a partir de ${spDateTime(periodEnd(over.period, now))}.`
  return `Limite de perdas ${adjective}: você ainda pode apostar ${brl(over.left)} ${when}.`
}

function sessionLimitReached(userId: number, now: number): boolean {
  const limit = limitsOf(userId, now).session_day
  return limit !== null && loggedInMs(userId, now) >= limit * 60_000
}

/** Marks a 401 that ends the session for its time limit, so the app says why instead of only asking for a login. */
export const SESSION_LIMIT_ACTION = 'session_limit'

function sessionTimeMessage(now: number): string {
  return `Limite de tempo de sessão atingido: você poderá entrar novamente a partir de ${spDateTime(periodEnd('day', now))}.`
}

/**
 * Called for every request made with a valid token (mocks/handlers/define.ts): counts the session's time up to now,
 * and once the day's session time limit is reached ends the session and answers 401 with the reason.
 */
export function sessionTimeRefusal(viewer: Viewer, now = clock.nowMs()): Response | null {
  const ended = sessionTimeEnded(viewer, now)
  return ended === null ? null : HttpResponse.json({ error: ended, action: SESSION_LIMIT_ACTION }, { status: 401 })
}

/**
 * Counts the session's time up to now (an API request, or a game's message to the provider: playing is being logged
 * in) and, once the day's limit is reached, ends the session and its games. Returns the reason, or null.
 */
export function sessionTimeEnded(viewer: Viewer, now = clock.nowMs()): string | null {
  const row = db.loginTimes.findBy((r) => r.token === viewer.token)
  if (row) db.loginTimes.update(row.id, { last_seen_at: iso(now) })
  else
    db.loginTimes.insert({
      user_id: viewer.user.id,
      token: viewer.token,
      started_at: viewer.session.created_at,
      last_seen_at: iso(now),
    })
  // Rows of earlier days count for nothing any more.
  const dayStart = periodStart('day', now)
  db.loginTimes.removeWhere((r) => r.user_id === viewer.user.id && Date.parse(r.last_seen_at) < dayStart - 86_400_000)
  if (!sessionLimitReached(viewer.user.id, now)) return null
  revokeSession(viewer.token, sessionTimeMessage(now))
  return sessionTimeMessage(now)
}

/** Called by the login handler: a 400 with the time the player may log in again, or null. */
export function sessionTimeLoginRefusal(userId: number, now = clock.nowMs()): Response | null {
  if (!sessionLimitReached(userId, now)) return null
  return HttpResponse.json({ error: sessionTimeMessage(now) }, { status: 400 })
}
