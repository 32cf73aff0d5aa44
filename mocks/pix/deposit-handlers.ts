import { depositBrasilcash, depositPayment, depositRexpay, transactionStatus, type DepositBody } from '@/api/deposit.ts'
import { toCentavos } from '@/api/money.ts'
import { createDeposit, depositStatusWord, findPlayerDeposit } from './deposits.ts'
import { brl, depositLimits, isGatewayEnabled } from '../wallet/limits.ts'
import { isValidCpfDigits } from '../auth/players.ts'
import type { PixDepositRecord } from './tables.ts'
import { keepCpf, moneyCpf } from '../protection/cpf-gate.ts'
import { depositRefusal } from '../protection/limits.ts'
import { handle, reply, type HandlerContext, type RequestRules } from '../handlers/define.ts'
import { custom, required, validateFields, type Rule } from '../handlers/validation.ts'

/** 400 when the settings switch the gateway off (or name none the platform has). */
export const GATEWAY_UNAVAILABLE = { error: 'Gateway de pagamento indisponível no momento.' } as const
export const TRANSACTION_NOT_FOUND = { message: 'Transação não encontrada.' } as const

const AMOUNT_RE = /^\d{1,13}(?:\.\d{1,2})?$/

function amountOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return toCentavos(value)
  return typeof value === 'string' && AMOUNT_RE.test(value.trim()) ? toCentavos(value.trim()) : null
}

const numeric: Rule = (value, attribute) =>
  amountOf(value) === null ? `O campo ${attribute} deve ser um número.` : null

const isBoolean: Rule = (value, attribute) =>
  [true, false, 0, 1, '0', '1'].includes(value as never) ? null : `O campo ${attribute} deve ser verdadeiro ou falso.`

/**
 * The deposit controller's validation, with the limits of the settings: amount between min_deposit and
 * max_deposit, a valid CPF (never a placeholder: see mocks/protection/cpf-gate.ts), the bonus flag, a gateway and
 * PIX as the payment type.
 */
export const depositRules: RequestRules = (input) => {
  const { min, max } = depositLimits()
  return validateFields(input, {
    amount: {
      attribute: 'valor',
      rules: [
        required,
        numeric,
        custom(
          (value) => (amountOf(value) ?? 0) >= min,
          () => `O valor mínimo de depósito é ${brl(min)}.`,
        ),
        custom(
          (value) => (amountOf(value) ?? 0) <= max,
          () => `O valor máximo de depósito é ${brl(max)}.`,
        ),
      ],
    },
    cpf: {
      attribute: 'CPF',
      rules: [
        required,
        custom(
          (value) => typeof value === 'string' && isValidCpfDigits(value),
          (attribute) => `O campo ${attribute} não é um CPF válido.`,
        ),
      ],
    },
    accept_bonus: { attribute: 'aceitar bônus', rules: [required, isBoolean] },
    gateway: { attribute: 'gateway', rules: [required] },
    paymentType: {
      attribute: 'tipo de pagamento',
      rules: [
        required,
        custom(
          (value) => value === 'pix',
          (attribute) => `O campo ${attribute} selecionado é inválido.`,
        ),
      ],
    },
  })
}

type DepositContext = HandlerContext<typeof depositBrasilcash>

/**
 * Creates the pending deposit through `gateway`, or answers: 422 when the CPF is not the player's, is excluded or is
 * another account's (mocks/protection/cpf-gate.ts), 400 when that gateway is off or the player's limits refuse it.
 * A CPF the player gave now is kept once the deposit is created.
 */
function generate(
  gateway: string,
  { auth, body }: Pick<DepositContext, 'auth'> & { body: DepositBody },
): PixDepositRecord | Response {
  const cpf = moneyCpf(auth.user, body.cpf)
  if (!cpf.ok) return cpf.refusal
  if (!isGatewayEnabled(gateway)) return reply.error(400, GATEWAY_UNAVAILABLE)
  // The player's own deposit limits (mocks/protection/limits.ts): the remaining allowance is in the message.
  const overLimit = depositRefusal(auth.user.id, toCentavos(body.amount))
  if (overLimit) return reply.error(400, { error: overLimit })
  const deposit = createDeposit({
    userId: auth.user.id,
    gateway,
    amountCentavos: toCentavos(body.amount),
    acceptBonus: body.accept_bonus,
    cpf: cpf.cpf,
  })
  keepCpf(auth.user.id, cpf)
  return deposit
}

/**
 * Each gateway answers in its own shape, so the app's normalizeDepositResponse meets all three:
 * BrasilCash `{status, idTransaction, qrcode}`, RexPay `{data: {id, pix_dynamic_code, pix_qr_code_base64}}`, the
 * others (DigitoPay…) through wallet/deposit/payment `{status, id, qrcode}`. The QR image is drawn by the app from
 * the code, so no gateway here sends one.
 */
export const depositHandlers = [
  handle(
    depositBrasilcash,
    (context) => {
      const deposit = generate('brasilcash', context)
      if (deposit instanceof Response) return deposit
      return { status: true, idTransaction: deposit.transaction_id, qrcode: deposit.qrcode }
    },
    { rules: depositRules },
  ),

  handle(
    depositRexpay,
    (context) => {
      const deposit = generate('rexpay', context)
      if (deposit instanceof Response) return deposit
      return { data: { id: deposit.transaction_id, pix_dynamic_code: deposit.qrcode, pix_qr_code_base64: null } }
    },
    { rules: depositRules },
  ),

  handle(
    depositPayment,
    (context) => {
      const deposit = generate(context.body.gateway.trim().toLowerCase(), context)
      if (deposit instanceof Response) return deposit
      return { status: true, id: deposit.transaction_id, qrcode: deposit.qrcode }
    },
    { rules: depositRules },
  ),

  // Due jobs run before every request (handle()), so a check at or after the payment time already sees it paid.
  handle(transactionStatus, ({ auth, params }) => {
    const deposit = findPlayerDeposit(auth.user.id, params.id ?? '')
    if (!deposit) return reply.error(404, TRANSACTION_NOT_FOUND)
    return { status: depositStatusWord(deposit), amount: deposit.amount }
  }),
]
