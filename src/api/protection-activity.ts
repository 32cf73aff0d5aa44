import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { DateTimeSchema, MoneySchema } from './money.ts'
import { PageQuerySchema, paginated } from './pagination.ts'
import { ActivityGroupSchema, ActivityPeriodSchema, ActivityTypeSchema } from './protection-activity-filters.ts'

export {
  type ActivityGroup,
  type ActivityPeriod,
  type ActivityType,
} from './protection-activity-filters.ts'

/**
 * Player protection: the activity statement (every movement of playable money with the running balance, totals
 * per period, the export) and the reality check (the session's time and result, the reminder's interval). A module
 * of its own: only the statement page and the reality check read it, so none of it weighs on the entry chunk.
 */

/** A movement's kind, as the ledger books it. */
export const ActivityKindSchema = v.picklist([
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'bet',
  'win',
  'bonus',
  'bonus_release',
])

const MonthSchema = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/), v.metadata({ description: 'YYYY-MM.' }))
const DaySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/), v.metadata({ description: 'YYYY-MM-DD.' }))

/** The statement's filter, shared by the page and the export. */
export const ActivityFilterSchema = v.object({
  period: v.optional(ActivityPeriodSchema),
  /** With period=month. */
  month: v.optional(MonthSchema),
  /** With period=custom: the first and the last São Paulo day, both included. */
  from: v.optional(DaySchema),
  to: v.optional(DaySchema),
  /** None: every type. */
  type: v.optional(ActivityTypeSchema),
})
export type ActivityFilter = v.InferOutput<typeof ActivityFilterSchema>

/** One movement of the statement. Amounts are signed: a stake or a withdrawal is negative. */
export const ActivityEntrySchema = v.object({
  id: v.number(),
  created_at: DateTimeSchema,
  kind: ActivityKindSchema,
  /** casino (a round), sports (a bet), or null for money and bonus movements. */
  source: v.nullable(v.picklist(['casino', 'sports'])),
  /** The game's name for a casino round. */
  game_name: v.optional(v.nullable(v.string()), null),
  round_id: v.optional(v.nullable(v.number()), null),
  /** The sports ticket (single or multiple) and its number. */
  ticket_kind: v.optional(v.nullable(v.picklist(['single', 'multiple'])), null),
  ticket_id: v.optional(v.nullable(v.number()), null),
  /** Why a bonus was credited. */
  bonus_reason: v.optional(v.nullable(v.picklist(['welcome', 'spin', 'mission', 'vip', 'coupon'])), null),
  deposit_id: v.optional(v.nullable(v.number()), null),
  withdrawal_id: v.optional(v.nullable(v.number()), null),
  /** cash + bonus: what the movement did to the playable balance. */
  amount: MoneySchema,
  cash: MoneySchema,
  bonus: MoneySchema,
  /** The playable balance (cash + bonus) after it, and its two parts. */
  balance_after: MoneySchema,
  cash_after: MoneySchema,
  bonus_after: MoneySchema,
})
export type ActivityEntry = v.InferOutput<typeof ActivityEntrySchema>

/** The totals of one group (a day, a week, a month) or of the whole range. */
export const ActivityTotalsSchema = v.object({
  deposits: MoneySchema,
  /** Withdrawals asked, less those refused and refunded. */
  withdrawals: MoneySchema,
  staked: MoneySchema,
  won: MoneySchema,
  bonuses: MoneySchema,
  /** won − staked: the result of play, negative for a loss. */
  net: MoneySchema,
})
export type ActivityTotals = v.InferOutput<typeof ActivityTotalsSchema>

export const ActivityGroupTotalsSchema = v.object({
  ...ActivityTotalsSchema.entries,
  /** The group's first São Paulo day (YYYY-MM-DD). */
  starts_on: DaySchema,
  /** Its last São Paulo day, clipped to the range. */
  ends_on: DaySchema,
})
export type ActivityGroupTotals = v.InferOutput<typeof ActivityGroupTotalsSchema>

const RangeSchema = v.object({
  /** The range the server resolved, first and last São Paulo day. */
  from: DaySchema,
  to: DaySchema,
})

export const protectionActivity = defineEndpoint({
  id: 'protection.activity',
  method: 'GET',
  path: 'protection/activity',
  query: v.object({
    ...ActivityFilterSchema.entries,
    group: v.optional(ActivityGroupSchema),
    page: v.optional(PageQuerySchema),
  }),
  response: v.object({
    range: RangeSchema,
    /** Newest first, 20 a page. */
    entries: paginated(ActivityEntrySchema),
    /** Per group, newest first, over the whole range and every type (the type filter narrows the list only). */
    groups: v.array(ActivityGroupTotalsSchema),
    total: ActivityTotalsSchema,
  }),
  auth: 'required',
  tag: 'protection',
  summary: "The player's activity statement: every round, bet, bonus and money movement, with the running balance",
  description:
    'period: today, 7d (the last 7 days, today included), 30d, 90d (the default), month (with month=YYYY-MM) or ' +
    'custom (from and to, YYYY-MM-DD, at most 366 days); days are São Paulo days. type narrows the entries: rounds ' +
    '(casino stakes and wins), bets (sports), bonuses (credited and released), deposits, withdrawals (asked and ' +
    'refunded). group (day, week from Monday, month; default week) groups the totals, which cover the whole range ' +
    'and every type. Amounts are signed reais; balance_after is cash + bonus after the movement.',
  errors: { 422: 'A custom range without from/to, from after to, or longer than 366 days; a month without month.' },
})

export const protectionActivityExport = defineEndpoint({
  id: 'protection.activity.export',
  method: 'GET',
  path: 'protection/activity/export',
  query: ActivityFilterSchema,
  response: v.object({
    range: RangeSchema,
    /** Every entry of the filter, oldest first (at most 10,000). */
    entries: v.array(ActivityEntrySchema),
  }),
  auth: 'required',
  tag: 'protection',
  summary: "Every entry of the statement's filter, for the CSV export",
  description: 'The same filter as protection/activity, unpaginated and oldest first; the app writes the CSV.',
  errors: { 422: 'The same as protection/activity.' },
})

// --- the reality check -----------------------------------------------------------------------------------------

export const RealityCheckIntervalSchema = v.picklist([15, 30, 60])
export type RealityCheckInterval = v.InferOutput<typeof RealityCheckIntervalSchema>

export const protectionSession = defineEndpoint({
  id: 'protection.session',
  method: 'GET',
  path: 'protection/session',
  response: v.object({
    /** When the player logged in (the session's start). */
    started_at: DateTimeSchema,
    /** The server's time of this answer: the app measures the time played on the server's clock, not the device's. */
    now: v.string(),
    staked: MoneySchema,
    won: MoneySchema,
    /** won − staked since started_at. */
    net: MoneySchema,
  }),
  auth: 'required',
  tag: 'protection',
  summary: 'The current session: since when, and what the player staked, won and netted in it (the reality check)',
})

const RealityCheckSettingSchema = v.object({ interval_minutes: RealityCheckIntervalSchema })

export const protectionRealityCheck = defineEndpoint({
  id: 'protection.reality-check',
  method: 'GET',
  path: 'protection/reality-check',
  response: RealityCheckSettingSchema,
  auth: 'required',
  tag: 'protection',
  summary: "The reality check's interval in minutes (15, 30 or 60; 30 until the player chooses)",
})

export const protectionRealityCheckUpdate = defineEndpoint({
  id: 'protection.reality-check.update',
  method: 'PUT',
  path: 'protection/reality-check',
  body: RealityCheckSettingSchema,
  response: RealityCheckSettingSchema,
  auth: 'required',
  tag: 'protection',
  summary: "Sets the reality check's interval",
  errors: { 422: 'interval_minutes other than 15, 30 or 60.' },
})
