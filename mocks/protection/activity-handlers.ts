import { toDecimal } from '@/api/money.ts'
import {
  protectionActivity,
  protectionActivityExport,
  protectionRealityCheck,
  protectionRealityCheckUpdate,
  protectionSession,
  type RealityCheckInterval,
} from '@/api/protection-activity.ts'
import { playTotals } from '../wallet/ledger.ts'
import { iso } from '../db/reference.ts'
import { db } from '../db/index.ts'
import { sessionStartedAt } from '../auth/sessions.ts'
import { handle, reply } from '../handlers/define.ts'
import { paginate } from '../handlers/paginate.ts'
import { clock } from '../sim/clock.ts'
import { activityRows, activityTotals, MAX_EXPORT_ROWS, resolveRange, toWireEntry } from './activity.ts'

/** Entries per page of the statement. */
export const ACTIVITY_PER_PAGE = 20
/** The reality check's interval until the player chooses one. */
export const DEFAULT_REALITY_CHECK_MINUTES: RealityCheckInterval = 30

/** A player's reality-check interval, or the default. */
export function realityCheckMinutes(userId: number): RealityCheckInterval {
  return db.realityChecks.findBy((row) => row.user_id === userId)?.interval_minutes ?? DEFAULT_REALITY_CHECK_MINUTES
}

export function setRealityCheckMinutes(userId: number, minutes: RealityCheckInterval): void {
  const row = db.realityChecks.findBy((r) => r.user_id === userId)
  const updated_at = iso(clock.nowMs())
  if (row) db.realityChecks.update(row.id, { interval_minutes: minutes, updated_at })
  else db.realityChecks.insert({ user_id: userId, interval_minutes: minutes, updated_at })
}

export const protectionActivityHandlers = [
  handle(protectionActivity, ({ auth, query, request, now }) => {
    const resolved = resolveRange(query, now.getTime())
    if (!resolved.ok) return reply.validation(resolved.errors)
    const all = activityRows(auth.user.id, resolved.range)
    const shown = query.type ? activityRows(auth.user.id, resolved.range, query.type) : all
    const page = paginate(shown.toReversed(), query.page ?? 1, ACTIVITY_PER_PAGE, request.url)
    return {
      range: resolved.range,
      entries: { ...page, data: page.data.map(toWireEntry) },
      ...activityTotals(all, resolved.range, query.group ?? 'week'),
    }
  }),
  handle(protectionActivityExport, ({ auth, query, now }) => {
    const resolved = resolveRange(query, now.getTime())
    if (!resolved.ok) return reply.validation(resolved.errors)
    const rows = activityRows(auth.user.id, resolved.range, query.type).slice(-MAX_EXPORT_ROWS)
    return { range: resolved.range, entries: rows.map(toWireEntry) }
  }),
  handle(protectionSession, ({ auth, now }) => {
    const startedAt = sessionStartedAt(auth.session)
    const totals = playTotals(auth.user.id, Date.parse(startedAt), now.getTime() + 1)
    return {
      started_at: startedAt,
      now: now.toISOString(),
      staked: toDecimal(totals.staked),
      won: toDecimal(totals.won),
      net: toDecimal(totals.net),
    }
  }),
  handle(protectionRealityCheck, ({ auth }) => ({ interval_minutes: realityCheckMinutes(auth.user.id) })),
  handle(protectionRealityCheckUpdate, ({ auth, body }) => {
    setRealityCheckMinutes(auth.user.id, body.interval_minutes)
    return { interval_minutes: body.interval_minutes }
  }),
]
