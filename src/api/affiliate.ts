import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { FlagSchema, MoneySchema, NumericSchema, WireAmountSchema } from './money.ts'
import { WITHDRAW_OWNER_ERRORS, WithdrawCpfSchema } from './player-cpf.ts'

export const AffiliateInfoSchema = v.object({
  status: v.optional(FlagSchema, true),
  /** Null until generated: the page then shows a generate button. */
  code: v.optional(v.nullable(v.string()), null),
  /** The referral link, `…/register?code=X`. */
  url: v.optional(v.nullable(v.string()), null),
  /** Referred active users. */
  indications: v.optional(NumericSchema, 0),
  wallet: v.object({
    /** Earnings available to withdraw; prefills the withdraw-earnings modal. */
    refer_rewards: MoneySchema,
    currency: v.string(),
    symbol: v.optional(v.string()),
  }),
})

export const affiliatesInfo = defineEndpoint({
  id: 'affiliates.info',
  method: 'GET',
  path: 'profile/affiliates/',
  response: AffiliateInfoSchema,
  auth: 'required',
  tag: 'affiliate',
  summary: "The player's referral code, link, indications and earnings",
  description:
    'Response use: code, url, indications, wallet. The rates come from the user record (affiliate_revenue_share, ' +
    'affiliate_revenue_share_fake, affiliate_cpa).',
})

export const affiliatesGenerate = defineEndpoint({
  id: 'affiliates.generate',
  method: 'GET',
  path: 'profile/affiliates/generate',
  response: v.object({ status: FlagSchema, message: v.optional(v.string()) }),
  auth: 'required',
  tag: 'affiliate',
  summary: 'Generate the referral code',
  description:
    "Response use: status (true reloads the info, 'Your code was generated successfully'). A GET that changes state, as the spec has it.",
})

/** Key types of the affiliate withdraw modal (not the wallet's). */
export const AffiliatePixTypeSchema = v.picklist(['cpf', 'email', 'phone', 'random'])

export const affiliatesRequest = defineEndpoint({
  id: 'affiliates.request',
  method: 'POST',
  path: 'profile/affiliates/request',
  body: v.object({
    amount: WireAmountSchema,
    pix_key: v.pipe(v.string(), v.nonEmpty(), v.maxLength(36)),
    pix_type: AffiliatePixTypeSchema,
    /** The player's CPF, only when the account has none on file (see profile/withdraw). */
    cpf: WithdrawCpfSchema,
  }),
  response: v.object({ status: v.optional(FlagSchema), message: v.optional(v.string()) }),
  auth: 'required',
  tag: 'affiliate',
  summary: 'Withdraw referral earnings',
  description: 'Response use: message; then the page goes to profileWallet. Other rules are server-side.',
  errors: { 400: 'Refused (limits, balance): `{ "error": "…" }`.', 422: WITHDRAW_OWNER_ERRORS },
  idempotent: true,
})
