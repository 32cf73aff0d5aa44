import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { FlagSchema, MoneySchema } from './money.ts'
import { WITHDRAW_OWNER_ERRORS } from './player-cpf.ts'
import { PixWithdrawBodySchema } from './wallet-area.ts'

/**
 * Breaks and self-exclusion (/profile/pause) and the one thing a paused player may still do: withdraw the cash
 * balance. A module of its own: only the pause page and the withdraw-only screen use it, so it stays out of the entry.
 */

export const PausePeriodSchema = v.picklist(['day', 'week', 'month', 'days', 'indefinite'])

/** ISO 8601 instant the break ends, or null for an indefinite self-exclusion. */
const PausedUntilSchema = v.nullable(v.string())

export const protectionPause = defineEndpoint({
  id: 'protection.pause',
  method: 'POST',
  path: 'protection/pause',
  body: v.object({
    period: PausePeriodSchema,
    /** Only for `days`: a whole number of days, 1 to 42. */
    days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(42))),
    /** The player's password: a break cannot be undone, so the account's owner confirms it. */
    password: v.pipe(v.string(), v.nonEmpty()),
  }),
  response: v.object({
    status: FlagSchema,
    message: v.string(),
    paused_until: PausedUntilSchema,
  }),
  auth: 'required',
  tag: 'protection',
  summary: 'Take a break (24 hours, a week, a month, 1-42 days) or exclude oneself indefinitely',
  description:
    'Records the break, revokes every session of the player (the app then ends its own) and stops marketing to the ' +
    'player until it ends. Login is then refused with 403 until `paused_until` (see auth/login). A player already ' +
    'paused gets the same answer about the break in force (a retry changes nothing). An indefinite exclusion can ' +
    'only be lifted by support.',
  errors: {
    422: 'Wrong password (Laravel validation): `{ "password": ["A senha informada está incorreta."] }`.',
  },
  idempotent: true,
})

export const protectionPauseBalance = defineEndpoint({
  id: 'protection.pause.balance',
  method: 'GET',
  path: 'protection/pause/withdraw',
  response: v.object({
    /** The cash balance, the only money a paused player can take out. */
    balance: MoneySchema,
    paused_until: PausedUntilSchema,
    min_withdraw: MoneySchema,
    max_withdraw: MoneySchema,
    /**
     * The CPF on the player's account (digits), or null: without one the screen asks for it, since a withdrawal
     * needs it (src/api/player-cpf.ts); a document key must be it. A backend without the field reads as null.
     */
    cpf: v.optional(v.nullable(v.string()), null),
  }),
  // The bearer is the login refusal's withdraw_token, not a session: the handler checks it itself.
  auth: 'none',
  tag: 'protection',
  summary: "A paused player's cash balance, with the login refusal's withdraw_token as the bearer",
  description:
    'Authorization: Bearer <withdraw_token> from the 403 of auth/login (valid 15 minutes). 401 without a valid one. ' +
    '`cpf` is the CPF on the account, which the withdrawal runs under (null: the screen asks for it).',
})

export const protectionPauseWithdraw = defineEndpoint({
  id: 'protection.pause.withdraw',
  method: 'POST',
  path: 'protection/pause/withdraw',
  /** The wallet's withdrawal request; the amount at most the cash balance. */
  body: PixWithdrawBodySchema,
  response: v.object({
    success: FlagSchema,
    message: v.string(),
    /** The cash balance after the request. */
    balance: MoneySchema,
  }),
  auth: 'none',
  tag: 'protection',
  summary: 'Request a PIX withdrawal of the cash balance during a break (withdraw_token as the bearer)',
  description:
    "The same key rules, limits and review as profile/withdraw (the key the player's own, the CPF sent when the " +
    "account has none; the player's own break does not stop it); only the cash balance can be withdrawn. " +
    'Authorization: Bearer ' +
    '<withdraw_token> from the 403 of auth/login.',
  errors: {
    400: 'Limits or insufficient balance: `{ "error": "…" }`. Without a valid withdraw token: 401.',
    422: WITHDRAW_OWNER_ERRORS,
  },
  idempotent: true,
})
