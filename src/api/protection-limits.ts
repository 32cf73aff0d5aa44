import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { DateTimeSchema, DecimalStringSchema, MoneySchema } from './money.ts'

/**
 * The player's own limits (deposits and losses per day, week and month; minutes logged in per day), which the
 * server enforces. A module of its own: only the limits page and the prompt after registration need it.
 */

const PendingMoneySchema = v.object({
  /** What the limit becomes; null: the limit is removed. */
  value: v.nullable(MoneySchema),
  /** ISO 8601 instant it takes effect. */
  effective_at: DateTimeSchema,
})

/** A money limit of one period: deposits or losses. Amounts in reais on the wire, centavos in the app. */
export const MoneyLimitSchema = v.object({
  /** The limit in force; null: none. */
  value: v.nullable(MoneySchema),
  /** A raised or removed limit waiting for its 24 hours; null: none. */
  pending: v.nullable(PendingMoneySchema),
  /** Deposited (paid and pending PIX codes) or lost (stakes less wins, at least 0) in the current period. */
  used: MoneySchema,
  /** value − used, at least 0; null without a limit. */
  remaining: v.nullable(MoneySchema),
  /** ISO 8601 instant the current period ends (São Paulo calendar: day, week from Monday, month from the 1st). */
  period_ends_at: DateTimeSchema,
})
export type MoneyLimit = v.InferOutput<typeof MoneyLimitSchema>

/** The session time limit: minutes logged in per São Paulo day. */
export const SessionLimitSchema = v.object({
  value: v.nullable(v.pipe(v.number(), v.integer())),
  pending: v.nullable(v.object({ value: v.nullable(v.pipe(v.number(), v.integer())), effective_at: DateTimeSchema })),
  used: v.pipe(v.number(), v.integer(), v.minValue(0)),
  remaining: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  period_ends_at: DateTimeSchema,
})
export type SessionLimit = v.InferOutput<typeof SessionLimitSchema>

export const ProtectionLimitsSchema = v.object({
  deposit_day: MoneyLimitSchema,
  deposit_week: MoneyLimitSchema,
  deposit_month: MoneyLimitSchema,
  loss_day: MoneyLimitSchema,
  loss_week: MoneyLimitSchema,
  loss_month: MoneyLimitSchema,
  session_day: SessionLimitSchema,
  /** Whether the player has saved the limits form once (the prompt after registration and login stops then). */
  prompt_answered: v.boolean(),
})
export type ProtectionLimits = v.InferOutput<typeof ProtectionLimitsSchema>

const MoneyLimitInput = v.nullable(DecimalStringSchema)

/** Every limit, each a decimal string in reais (minutes for the session) or null for none. */
export const ProtectionLimitsBodySchema = v.object({
  deposit_day: MoneyLimitInput,
  deposit_week: MoneyLimitInput,
  deposit_month: MoneyLimitInput,
  loss_day: MoneyLimitInput,
  loss_week: MoneyLimitInput,
  loss_month: MoneyLimitInput,
  session_day: v.nullable(v.pipe(v.number(), v.integer())),
})
export type ProtectionLimitsBody = v.InferInput<typeof ProtectionLimitsBodySchema>

export const protectionLimits = defineEndpoint({
  id: 'protection.limits',
  method: 'GET',
  path: 'protection/limits',
  response: ProtectionLimitsSchema,
  auth: 'required',
  tag: 'protection',
  summary: "The player's deposit, loss and session time limits, with the period's use and pending changes",
  description:
    'Periods are calendar periods in São Paulo time (day from 00:00, week from Monday, month from the 1st). Deposits ' +
    'count paid PIX deposits and codes still waiting for payment (so two codes cannot pass a limit together); losses ' +
    'are stakes less wins in casino rounds and sports bets; session time is the minutes logged in that day.',
})

export const protectionLimitsUpdate = defineEndpoint({
  id: 'protection.limits.update',
  method: 'PUT',
  path: 'protection/limits',
  body: ProtectionLimitsBodySchema,
  response: v.object({ message: v.string(), limits: ProtectionLimitsSchema }),
  auth: 'required',
  tag: 'protection',
  summary: 'Set every limit at once (null removes one); saving also answers the prompt after registration',
  description:
    'A lower limit, or a new one, applies at once; a higher one or a removal only 24 hours later and is answered as ' +
    "`pending` with its `effective_at`. Success: 'Limites salvos.'. Deposit and loss limits from R$ 1,00 to " +
    'R$ 1.000.000,00; the session limit from 5 to 1440 minutes.',
})
