import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { errorMessages } from './errors.ts'
import { DecimalStringSchema, FlagSchema, IdSchema, MoneySchema } from './money.ts'
import { CpfDigitsSchema } from './player-cpf.ts'

/** The deposit form's request: amount (string), accept_bonus (default true), cpf, gateway, paymentType. */
export const DepositBodySchema = v.object({
  amount: DecimalStringSchema,
  accept_bonus: v.boolean(),
  /**
   * The player's CPF, digits only: the one on file, or the one the player typed when the account has none (the
   * server then keeps it). Never a placeholder: a deposit needs the player's real CPF (src/api/player-cpf.ts).
   */
  cpf: CpfDigitsSchema,
  /** brasilcash (the default), rexpay, digitopay, … */
  gateway: v.pipe(v.string(), v.nonEmpty()),
  /** 'pix' for every gateway shown. */
  paymentType: v.pipe(v.string(), v.nonEmpty()),
})
export type DepositBody = v.InferInput<typeof DepositBodySchema>

const OptionalText = v.optional(v.nullable(v.string()))

/**
 * The gateways answer a PIX request differently: `{id | idTransaction, qrcode}`,
 * `{data: {id, pix_dynamic_code, pix_qr_code_base64}}`, or with `qrcode_base64`. Everything is optional
 * here on purpose: a missing id or code is a case the screen reports in its own words
 * (see normalizeDepositResponse), not a broken contract.
 */
export const DepositResponseSchema = v.nullish(
  v.union([
    v.object({
      status: v.optional(FlagSchema),
      data: v.object({
        id: v.optional(v.nullable(IdSchema)),
        pix_dynamic_code: OptionalText,
        pix_qr_code_base64: OptionalText,
      }),
    }),
    v.object({
      status: v.optional(FlagSchema),
      id: v.optional(v.nullable(IdSchema)),
      idTransaction: v.optional(v.nullable(IdSchema)),
      /** The PIX copy-and-paste text (a BR Code). */
      qrcode: OptionalText,
      qrcode_base64: OptionalText,
      message: OptionalText,
      error: OptionalText,
    }),
  ]),
)
export type DepositResponse = v.InferOutput<typeof DepositResponseSchema>

/** A PIX code to show: the copy-and-paste text (the QR is drawn from it) and the id to poll. */
export interface DepositPix {
  ok: true
  idTransaction: string
  qrcode: string
  /** The gateway's own QR image, base64, when it sends one. */
  qrcodeBase64?: string
}

/**
 * - empty: no answer or no PIX code ('Erro ao gerar o PIX. Tente novamente.')
 * - missing-id: a code but no transaction id ('Erro ao obter ID da transação. Tente novamente.')
 * - rejected: a 2xx that says status false; `messages` holds the server's words
 */
export interface DepositFailure {
  ok: false
  reason: 'empty' | 'missing-id' | 'rejected'
  messages: string[]
}

export type DepositOutcome = DepositPix | DepositFailure

/** One shape out of every gateway's answer. Pure, so the three variants are tested without a server. */
export function normalizeDepositResponse(response: DepositResponse): DepositOutcome {
  if (response == null) return { ok: false, reason: 'empty', messages: [] }
  const { id, qrcode, base64 } =
    'data' in response
      ? { id: response.data.id, qrcode: response.data.pix_dynamic_code, base64: response.data.pix_qr_code_base64 }
      : { id: response.idTransaction ?? response.id, qrcode: response.qrcode, base64: response.qrcode_base64 }
  const code = qrcode?.trim()
  if (!code) {
    if (response.status === false) {
      const said = 'data' in response ? [] : errorMessages({ message: response.message, error: response.error })
      return { ok: false, reason: 'rejected', messages: said }
    }
    return { ok: false, reason: 'empty', messages: [] }
  }
  if (!id) return { ok: false, reason: 'missing-id', messages: [] }
  const pix: DepositPix = { ok: true, idTransaction: id, qrcode: code }
  if (base64) pix.qrcodeBase64 = base64
  return pix
}

const depositCommon = {
  method: 'POST',
  body: DepositBodySchema,
  response: DepositResponseSchema,
  auth: 'required',
  tag: 'deposit',
  idempotent: true,
  errors: {
    400: 'The gateway refused the request: `{ "error": "…" }`; each value of the error object is shown as a toast.',
    422:
      'Validation, field -> messages (amount limits, `cpf`: `"O campo CPF não é um CPF válido."`); `cpf` also when ' +
      'it is not the CPF on the account (`"O CPF informado não é o CPF da sua conta."`), is another account\'s ' +
      '(`"O campo CPF já está em uso."`), or a break or self-exclusion is in force on an account with that CPF (the ' +
      "words of that player's login refusal): the deposit is refused and nothing is kept.",
  },
} as const

const depositDescription =
  "Payload: amount, accept_bonus, cpf (the account's, or the one the player typed when none is on file: kept then), " +
  'gateway, paymentType. Response use: id or idTransaction and qrcode, or nested ' +
  "data (id, pix_dynamic_code, pix_qr_code_base64), or qrcode_base64. Success toast 'QR Code gerado com sucesso'. " +
  'The bonus (amount × initial_bonus / 100) applies only when accept_bonus is true.'

export const depositBrasilcash = defineEndpoint({
  ...depositCommon,
  id: 'deposit.brasilcash',
  path: 'brasilcash/qrcode-pix',
  summary: 'Generate a PIX code through BrasilCash (the default gateway)',
  description: depositDescription,
})

export const depositRexpay = defineEndpoint({
  ...depositCommon,
  id: 'deposit.rexpay',
  path: 'rexpay/qrcode-pix',
  summary: 'Generate a PIX code through RexPay',
  description: depositDescription,
})

export const depositPayment = defineEndpoint({
  ...depositCommon,
  id: 'deposit.payment',
  path: 'wallet/deposit/payment',
  summary: 'Generate a PIX code through the other gateways (DigitoPay, …)',
  description: depositDescription,
})

/** The spec sends brasilcash and rexpay to their own paths and every other gateway to wallet/deposit/payment. */
export function depositEndpointFor(
  gateway: string,
): typeof depositBrasilcash | typeof depositRexpay | typeof depositPayment {
  if (gateway === 'brasilcash') return depositBrasilcash
  if (gateway === 'rexpay') return depositRexpay
  return depositPayment
}

export const TransactionStatusSchema = v.object({
  /** Gateways say 'paid' / 'confirmed' (any case); the Laravel backend says 1 for paid, 0 for pending. */
  status: v.union([v.string(), v.number(), v.boolean()]),
  amount: v.optional(v.nullable(MoneySchema)),
})
export type TransactionStatus = v.InferOutput<typeof TransactionStatusSchema>

/** "pending … becomes confirmed when the status check returns paid or confirmed" (the status check's contract). */
export function isPaidStatus(status: TransactionStatus['status']): boolean {
  if (status === true || status === 1) return true
  if (typeof status !== 'string') return false
  const text = status.trim().toLowerCase()
  return text === '1' || text === 'paid' || text === 'confirmed'
}

export const transactionStatus = defineEndpoint({
  id: 'deposit.status',
  method: 'GET',
  path: 'wallet/transaction/status/:id',
  response: TransactionStatusSchema,
  auth: 'required',
  tag: 'deposit',
  summary: 'Payment status of a generated PIX',
  description:
    'Response use: status, amount. Polled every 30 seconds, or on Verificar Pagamento / Verificar Agora; failures are ' +
    "silent. Paid or confirmed shows 'Pagamento confirmado com sucesso!' and reloads the wallet. The mock answers " +
    "'pending', 'paid' or 'expired'.",
  errors: { 404: 'No transaction of this player has that id: `{ "message": "…" }`.' },
})

/**
 * Pushed on the player's private channel (`App.Models.User.{id}`) when a PIX deposit is paid, so the payment status
 * panel can confirm before its next status check. `amount` and `bonus` are reais on the wire (centavos once parsed);
 * `bonus` is the welcome bonus that payment credited (0 when none).
 */
export const PAYMENT_CONFIRMED_EVENT = 'payment.confirmed'

export const PaymentConfirmedEventSchema = v.object({
  /** The id the deposit answer gave (idTransaction, data.id or id): compare it with the one on screen. */
  idTransaction: IdSchema,
  status: v.literal('paid'),
  amount: MoneySchema,
  bonus: v.nullish(MoneySchema, 0),
})
export type PaymentConfirmedEvent = v.InferOutput<typeof PaymentConfirmedEventSchema>
/** What a server sends. */
export type PaymentConfirmedEventWire = v.InferInput<typeof PaymentConfirmedEventSchema>
