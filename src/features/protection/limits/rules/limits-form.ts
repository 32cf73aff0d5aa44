import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toDecimal } from '@/api/money.ts'
import type { ProtectionLimits, ProtectionLimitsBody } from '@/api/protection-limits.ts'
import { formatBRL, parseReais } from '@/shared/money.ts'
import {
  LIMIT_KEYS,
  MAX_MONEY_LIMIT,
  MAX_SESSION_MINUTES,
  MIN_SESSION_MINUTES,
  type LimitKey,
} from '@/shared/protection/limits.ts'

/** What the form holds: the text of each field as typed (reais, or minutes for the session); empty is no limit. */
export type LimitsFormValues = Record<LimitKey, string>

export const MONEY_LIMIT_KEYS = LIMIT_KEYS.filter((key) => key !== 'session_day')

/** 10000 -> "100,00", as the player would type it back; null -> "". */
export function moneyText(centavos: number | null): string {
  return centavos === null ? '' : formatBRL(centavos).replace(/^R\$\s*/, '')
}

/**
 * The fields start from the limit the player asked for last: a pending change when there is one (what they typed
 * then), else the limit in force. Saving the form unchanged then keeps every pending change as it is.
 */
export function initialValues(limits: ProtectionLimits): LimitsFormValues {
  const values = {} as LimitsFormValues
  for (const key of MONEY_LIMIT_KEYS) {
    const limit = limits[key]
    values[key] = moneyText(limit.pending ? limit.pending.value : limit.value)
  }
  const session = limits.session_day
  const minutes = session.pending ? session.pending.value : session.value
  values.session_day = minutes === null ? '' : String(minutes)
  return values
}

export const limitRuleMessages = {
  amount: msg`Digite um valor válido, como 100,00.`,
  minAmount: msg`O limite mínimo é R$ 1,00.`,
  maxAmount: msg`O limite máximo é R$ 1.000.000,00.`,
  minutes: msg`Digite um número inteiro de minutos entre 5 e 1440.`,
} satisfies Record<string, MessageDescriptor>

/** The field's problem, or null: an empty field is "no limit". */
export function validateMoneyLimit(text: string): MessageDescriptor | null {
  if (text.trim() === '') return null
  const centavos = parseReais(text)
  if (centavos === null) return limitRuleMessages.amount
  if (centavos < 100) return limitRuleMessages.minAmount
  if (centavos > MAX_MONEY_LIMIT) return limitRuleMessages.maxAmount
  return null
}

export function validateSessionMinutes(text: string): MessageDescriptor | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (!/^\d+$/.test(trimmed)) return limitRuleMessages.minutes
  const minutes = Number(trimmed)
  return minutes < MIN_SESSION_MINUTES || minutes > MAX_SESSION_MINUTES ? limitRuleMessages.minutes : null
}

/** The PUT body from valid form values. */
export function toBody(values: LimitsFormValues): ProtectionLimitsBody {
  const money = (text: string) => {
    const centavos = text.trim() === '' ? null : parseReais(text)
    return centavos === null ? null : toDecimal(centavos)
  }
  return {
    deposit_day: money(values.deposit_day),
    deposit_week: money(values.deposit_week),
    deposit_month: money(values.deposit_month),
    loss_day: money(values.loss_day),
    loss_week: money(values.loss_week),
    loss_month: money(values.loss_month),
    session_day: values.session_day.trim() === '' ? null : Number(values.session_day.trim()),
  }
}

/** "27/11/2026, 14:30" in the app's language, São Paulo time (the limits' periods are São Paulo's). */
export function formatLimitDateTime(isoText: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(isoText))
}
