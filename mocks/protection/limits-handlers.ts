import { toCentavos } from '@/api/money.ts'
import { protectionLimits, protectionLimitsUpdate } from '@/api/protection-limits.ts'
import {
  LIMIT_KEYS,
  MAX_MONEY_LIMIT,
  MAX_SESSION_MINUTES,
  MIN_SESSION_MINUTES,
  type LimitKey,
} from '@/shared/protection/limits.ts'
import { brl } from '../wallet/limits.ts'
import { limitsWire, updateLimits } from './limits.ts'
import { handle, type RequestRules } from '../handlers/define.ts'
import { custom, validateFields, type Rule } from '../handlers/validation.ts'

export const LIMITS_SAVED = 'Limites salvos.'

const AMOUNT_RE = /^\d{1,13}(?:\.\d{1,2})?$/

const decimal: Rule = (value, attribute) =>
  typeof value === 'string' && AMOUNT_RE.test(value) ? null : `O campo ${attribute} deve ser um número.`

const moneyRules = (attribute: string) => ({
  attribute,
  optional: true,
  rules: [
    decimal,
    custom(
      (value) => toCentavos(String(value)) >= 100,
      (name) => `O campo ${name} deve ser de pelo menos ${brl(100)}.`,
    ),
    custom(
      (value) => toCentavos(String(value)) <= MAX_MONEY_LIMIT,
      (name) => `O campo ${name} não pode ser superior a ${brl(MAX_MONEY_LIMIT)}.`,
    ),
  ],
})

/** Laravel's words for each limit: nullable, a decimal from R$ 1,00 to R$ 1.000.000,00; minutes from 5 to 1440. */
const limitsRules: RequestRules = (input) =>
  validateFields(input, {
    deposit_day: moneyRules('limite de depósito diário'),
    deposit_week: moneyRules('limite de depósito semanal'),
    deposit_month: moneyRules('limite de depósito mensal'),
    loss_day: moneyRules('limite de perdas diário'),
    loss_week: moneyRules('limite de perdas semanal'),
    loss_month: moneyRules('limite de perdas mensal'),
    session_day: {
      attribute: 'limite de tempo de sessão',
      optional: true,
      rules: [
        custom(
          (value) => Number.isInteger(value),
          (name) => `O campo ${name} deve ser um número inteiro.`,
        ),
        custom(
          (value) => (value as number) >= MIN_SESSION_MINUTES && (value as number) <= MAX_SESSION_MINUTES,
          (name) => `O campo ${name} deve estar entre ${MIN_SESSION_MINUTES} e ${MAX_SESSION_MINUTES} minutos.`,
        ),
      ],
    },
  })

export const protectionLimitsHandlers = [
  handle(protectionLimits, ({ auth }) => limitsWire(auth.user.id)),

  handle(
    protectionLimitsUpdate,
    ({ auth, body }) => {
      const next = Object.fromEntries(
        LIMIT_KEYS.map((key) => {
          const value = body[key]
          return [key, value === null ? null : key === 'session_day' ? Number(value) : toCentavos(String(value))]
        }),
      ) as Record<LimitKey, number | null>
      updateLimits(auth.user.id, next)
      return { message: LIMITS_SAVED, limits: limitsWire(auth.user.id) }
    },
    { rules: limitsRules },
  ),
]
