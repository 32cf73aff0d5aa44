import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { DateTimeSchema, FlagSchema, MoneySchema, NumericSchema, WireAmountSchema } from './money.ts'
import { PageQuerySchema, paginated } from './pagination.ts'
import { WITHDRAW_OWNER_ERRORS, WithdrawCpfSchema } from './player-cpf.ts'

/**
 * The wallet area's calls: the player's wallets, PIX withdrawals, the history and coupons. A module apart from
 * wallet.ts (the balance, which the top bar reads on every page): a contract module in the entry chunk keeps every
 * export any page uses, so these would weigh on every first visit.
 */

export const MyWalletSchema = v.object({
  id: v.number(),
  name: v.optional(v.nullable(v.string())),
  currency: v.string(),
  symbol: v.string(),
  total_balance: MoneySchema,
  balance_bonus: MoneySchema,
  /** 1 means active. */
  active: FlagSchema,
})
export type MyWallet = v.InferOutput<typeof MyWalletSchema>

export const profileMyWallets = defineEndpoint({
  id: 'profile.mywallet',
  method: 'GET',
  path: 'profile/mywallet',
  response: v.object({ wallets: v.array(MyWalletSchema) }),
  auth: 'required',
  tag: 'wallet',
  summary: "The player's wallets ('Minhas Carteiras')",
  description: "Empty message 'Nenhuma carteira disponível'. Failure fallback: 'Erro ao carregar carteiras'.",
})

export const profileActivateWallet = defineEndpoint({
  id: 'profile.mywallet.activate',
  method: 'POST',
  path: 'profile/mywallet/:id',
  body: v.object({}),
  response: v.object({
    status: v.optional(FlagSchema),
    message: v.optional(v.string()),
    wallet: v.optional(v.object({ id: v.optional(v.number()), active: v.optional(FlagSchema) })),
  }),
  auth: 'required',
  tag: 'wallet',
  summary: 'Make a wallet the active one',
  description: "One call, then both wallet lists reload. Success: 'Carteira atualizada com sucesso'.",
})

/** PIX key types of the wallet withdraw dialog and the PIX withdraw page. */
export const PixKeyTypeSchema = v.picklist(['document', 'phoneNumber', 'email', 'randomKey'])
export type PixKeyType = v.InferOutput<typeof PixKeyTypeSchema>

export const PixKeySchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(36))

/** History status: 0 pending, 1 done, anything else cancelled (withdrawals) or no badge (deposits). */
const HistoryStatusSchema = NumericSchema

export const WithdrawalRecordSchema = v.object({
  id: v.optional(v.number()),
  /** A link to the payment proof; none shows 'Processando'. */
  proof: v.optional(v.nullable(v.string()), null),
  type: v.string(),
  amount: MoneySchema,
  status: HistoryStatusSchema,
  dateHumanReadable: v.string(),
  created_at: v.optional(v.nullable(DateTimeSchema)),
})
export type WithdrawalRecord = v.InferOutput<typeof WithdrawalRecordSchema>

/**
 * Pushed on the player's private channel (`App.Models.User.{id}`) when a withdrawal in analysis is approved (status
 * 1, with its proof) or rejected (status 2, refunded): the wallet dialog can follow the request it made.
 */
export const WITHDRAWAL_UPDATED_EVENT = 'withdrawal.updated'
export const WithdrawalUpdatedEventSchema = WithdrawalRecordSchema
export type WithdrawalUpdatedEventWire = v.InferInput<typeof WithdrawalUpdatedEventSchema>

export const DepositRecordSchema = v.object({
  id: v.optional(v.number()),
  type: v.string(),
  amount: MoneySchema,
  status: HistoryStatusSchema,
  dateHumanReadable: v.string(),
  created_at: v.optional(v.nullable(DateTimeSchema)),
})
export type DepositRecord = v.InferOutput<typeof DepositRecordSchema>

/** A PIX withdrawal's request: the wallet's and a paused player's withdraw-only call ask the same. */
export const PixWithdrawBodySchema = v.object({
  /** Reais as a JSON number (the spec: "amount (number)"). */
  amount: v.pipe(v.number(), v.gtValue(0)),
  /** A document key is sent as digits only; it must be the player's own CPF. */
  pix_key: PixKeySchema,
  pix_key_type: PixKeyTypeSchema,
  cpf: WithdrawCpfSchema,
})

export const profileWithdraw = defineEndpoint({
  id: 'profile.withdraw',
  method: 'POST',
  path: 'profile/withdraw',
  body: PixWithdrawBodySchema,
  response: v.object({
    success: FlagSchema,
    message: v.optional(v.string()),
    errors: v.optional(v.record(v.string(), v.union([v.string(), v.array(v.string())]))),
    /** The request just made (status 0, in analysis); a backend may leave it out. */
    withdrawal: v.optional(WithdrawalRecordSchema),
  }),
  auth: 'required',
  tag: 'wallet',
  summary: 'Request a PIX withdrawal (PIX withdraw page)',
  description:
    'Response use: success, message; on success the page goes home. A success response with success false and no ' +
    "message shows 'Erro ao processar sua solicitação'.",
  errors: {
    400: 'Limits per day/week/month/year or insufficient balance: `{ "error": "…" }`.',
    422: WITHDRAW_OWNER_ERRORS,
  },
  idempotent: true,
})

export const WithdrawRequestBodySchema = v.object({
  pix_key: PixKeySchema,
  pix_type: PixKeyTypeSchema,
  amount: WireAmountSchema,
  type: v.literal('pix'),
  currency: v.string(),
  symbol: v.string(),
  accept_terms: v.literal(true),
  cpf: WithdrawCpfSchema,
})

export const walletWithdrawRequest = defineEndpoint({
  id: 'wallet.withdraw.request',
  method: 'POST',
  path: 'wallet/withdraw/request',
  body: WithdrawRequestBodySchema,
  response: v.object({
    status: v.optional(FlagSchema),
    message: v.optional(v.string()),
    /** The request just made (status 0, 'Em análise'), so the dialog can follow it; a backend may leave it out. */
    withdrawal: v.optional(WithdrawalRecordSchema),
  }),
  auth: 'required',
  tag: 'wallet',
  summary: 'Request a PIX withdrawal (wallet dialog)',
  description:
    "After a successful request the dialog shows pending ('Em análise'). Success: 'Solicitação de saque enviada com sucesso'.",
  errors: {
    400: 'Limits per day/week/month/year or insufficient balance: `{ "error": "…" }`.',
    422: WITHDRAW_OWNER_ERRORS,
  },
  idempotent: true,
})

const HistoryQuerySchema = v.object({ page: v.optional(PageQuerySchema) })

export const walletWithdrawHistory = defineEndpoint({
  id: 'wallet.withdraw.history',
  method: 'GET',
  path: 'wallet/withdraw',
  query: HistoryQuerySchema,
  response: v.object({ withdraws: paginated(WithdrawalRecordSchema) }),
  auth: 'required',
  tag: 'wallet',
  summary: "The player's withdrawals, paged",
  description:
    "Status 1 is Concluído, 0 Pendente, anything else Cancelado. Failures: 'Ocorreu um erro ao processar a resposta do " +
    "servidor' (unreadable) and 'Ocorreu um erro na comunicação com o servidor' (no response).",
})

export const walletDepositHistory = defineEndpoint({
  id: 'wallet.deposit.history',
  method: 'GET',
  path: 'wallet/deposit',
  query: HistoryQuerySchema,
  response: v.object({ deposits: paginated(DepositRecordSchema) }),
  auth: 'required',
  tag: 'wallet',
  summary: "The player's deposits, paged",
  description: 'Status 1 is Concluído, 0 Pendente, anything else shows no badge.',
})

export const couponRedeem = defineEndpoint({
  id: 'profile.coupon.redeem',
  method: 'POST',
  path: 'profile/coupon/redeem',
  body: v.object({ code: v.pipe(v.string(), v.regex(/\S/, 'Informe o código do cupom.'), v.maxLength(64)) }),
  response: v.object({ status: v.optional(FlagSchema), message: v.optional(v.string()) }),
  auth: 'required',
  tag: 'wallet',
  summary: 'Redeem a coupon code',
  description:
    "Response use: message. An empty code sends nothing. Success: 'Cupom aplicado com sucesso!' (or the server message); " +
    "failure: the server message or 'Erro ao aplicar o cupom'.",
  errors: { 400: 'An unknown, expired or exhausted code, or one the player already used: `{ "message": "…" }`.' },
  idempotent: true,
})
