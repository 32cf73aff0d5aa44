import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PixKeyTypeSchema, type PixKeyType } from '@/api/wallet-area.ts'
import { formatBRL, parseReais } from '@/shared/money.ts'
import { pixKeyMessages } from '@/shared/player-cpf.ts'
import { spreadQuickAmounts } from '@/shared/quick-amounts.ts'

/**
 * The withdraw rules, in integer centavos. Two screens, two sets of words:
 *
 * - the wallet's withdraw dialog (wallet/withdraw/request): 'Por favor, insira um valor válido' (not a number, or 0
 *   or less), 'O valor mínimo é de {amount}', 'O valor máximo é de {amount}', 'Saldo insuficiente', and for the key
 *   'Por favor, insira sua chave PIX' and 'Por favor, selecione o tipo de chave';
 * - the PIX withdraw page (profile/withdraw): 0 or less shows nothing (the keypad starts at 0,00), then
 *   'O valor mínimo para saque é {amount}', 'O valor máximo para saque é {amount}',
 *   'Saldo insuficiente para realizar o saque'.
 *
 * The checks run in that order (amount, minimum, maximum, balance), so the message is about the first rule broken.
 * `{amount}` is formatted with formatBRL and carried in the descriptor's values.
 *
 * "Balance" is what the caller passes as `available`: the money the player may withdraw (the wallet's
 * balance_withdrawal in the original; in the mock, the cash balance). This module does not pick the field.
 */

// --- Limits ----------------------------------------------------------------------------------------------------

export const WITHDRAW_FALLBACK_MIN = 10000
export const WITHDRAW_FALLBACK_MAX = 500000

export interface WithdrawLimitSettings {
  min_withdraw?: number | null
  max_withdraw?: number | null
  /** One part of the spec spells the limits this way; either is read, min_withdraw first. */
  min_withdrawal?: number | null
  max_withdrawal?: number | null
}

export interface WithdrawLimits {
  min: number
  max: number
}

/** min_withdraw (or min_withdrawal), else R$ 100; max_withdraw (or max_withdrawal), else R$ 5.000. */
export function withdrawLimits(setting?: WithdrawLimitSettings | null): WithdrawLimits {
  const min = usable(setting?.min_withdraw) ?? usable(setting?.min_withdrawal) ?? WITHDRAW_FALLBACK_MIN
  const max = usable(setting?.max_withdraw) ?? usable(setting?.max_withdrawal) ?? WITHDRAW_FALLBACK_MAX
  return { min, max: Math.max(min, max) }
}

function usable(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined
}

// --- Quick amounts --------------------------------------------------------------------------------------------

export const WITHDRAW_QUICK_DEFAULTS: readonly number[] = [10000, 20000, 50000, 100000]

/**
 * 100, 200, 500 and 1000 reais when min ≤ R$ 100 and max ≥ R$ 1.000; otherwise min, then min plus 25%, 50% and 75%
 * of the range. The same rounding as the deposit's quick amounts: min kept exactly, the spread values rounded to
 * whole reais half up and clamped into [min, max], so every button is an amount the limits accept.
 */
export function withdrawQuickAmounts(setting?: WithdrawLimitSettings | null): number[] {
  const { min, max } = withdrawLimits(setting)
  if (min <= 10000 && max >= 100000) return [...WITHDRAW_QUICK_DEFAULTS]
  return spreadQuickAmounts({ min, max })
}

// --- Messages --------------------------------------------------------------------------------------------------

export const withdrawMessages = {
  invalidAmount: msg`Por favor, insira um valor válido`,
  insufficient: msg`Saldo insuficiente`,
  // Every withdrawal form's words (src/shared/player-cpf.ts): the pause's and the affiliate's say the same.
  pixKeyRequired: pixKeyMessages.keyRequired,
  pixTypeRequired: pixKeyMessages.typeRequired,
  pageInsufficient: msg`Saldo insuficiente para realizar o saque`,
} satisfies Record<string, MessageDescriptor>

function dialogMinimum(limit: number): MessageDescriptor {
  const amount = formatBRL(limit)
  return msg`O valor mínimo é de ${amount}`
}

function dialogMaximum(limit: number): MessageDescriptor {
  const amount = formatBRL(limit)
  return msg`O valor máximo é de ${amount}`
}

function pageMinimum(limit: number): MessageDescriptor {
  const amount = formatBRL(limit)
  return msg`O valor mínimo para saque é ${amount}`
}

function pageMaximum(limit: number): MessageDescriptor {
  const amount = formatBRL(limit)
  return msg`O valor máximo para saque é ${amount}`
}

export type WithdrawAmountProblem = 'invalid' | 'below-min' | 'above-max' | 'insufficient'

export interface WithdrawAmountIssue {
  problem: WithdrawAmountProblem
  message: MessageDescriptor
}

// --- Wallet dialog ---------------------------------------------------------------------------------------------

/** The dialog's amount rule on centavos (null: nothing readable typed). Null result: the amount is fine. */
export function dialogAmountIssue(
  centavos: number | null,
  limits: WithdrawLimits,
  available: number,
): WithdrawAmountIssue | null {
  if (centavos === null || !Number.isSafeInteger(centavos) || centavos <= 0) {
    return { problem: 'invalid', message: withdrawMessages.invalidAmount }
  }
  if (centavos < limits.min) return { problem: 'below-min', message: dialogMinimum(limits.min) }
  if (centavos > limits.max) return { problem: 'above-max', message: dialogMaximum(limits.max) }
  if (centavos > available) return { problem: 'insufficient', message: withdrawMessages.insufficient }
  return null
}

export interface WithdrawDialogValues {
  /** The amount as typed. */
  amount: string
  /** The key as typed (masked). */
  pixKey: string
  /** The chosen key type; empty or null before a choice. */
  pixType: PixKeyType | '' | null
}

export interface WithdrawDialogErrors {
  amount?: MessageDescriptor
  pixKey?: MessageDescriptor
  pixType?: MessageDescriptor
}

export type WithdrawDialogCheck =
  | { ok: true; centavos: number; pixType: PixKeyType; errors: WithdrawDialogErrors }
  | { ok: false; errors: WithdrawDialogErrors }

/** Every field's message at once; submit is enabled only when ok (and nothing is being sent). */
export function checkWithdrawDialog(
  values: WithdrawDialogValues,
  limits: WithdrawLimits,
  available: number,
): WithdrawDialogCheck {
  const errors: WithdrawDialogErrors = {}
  const centavos = parseReais(values.amount)
  const amountIssue = dialogAmountIssue(centavos, limits, available)
  if (amountIssue) errors.amount = amountIssue.message
  if (values.pixKey.trim() === '') errors.pixKey = withdrawMessages.pixKeyRequired
  const pixType = isPixKeyType(values.pixType) ? values.pixType : null
  if (!pixType) errors.pixType = withdrawMessages.pixTypeRequired
  if (amountIssue || errors.pixKey || !pixType || centavos === null) return { ok: false, errors }
  return { ok: true, centavos, pixType, errors }
}

function isPixKeyType(value: string | null): value is PixKeyType {
  return value !== null && (PixKeyTypeSchema.options as readonly string[]).includes(value)
}

// --- PIX withdraw page -----------------------------------------------------------------------------------------

/**
 * The page's amount message, re-evaluated on every amount change: null for 0 or less (nothing typed yet is not an
 * error), else the first broken rule of minimum, maximum and balance.
 */
export function pageAmountIssue(
  centavos: number,
  limits: WithdrawLimits,
  available: number,
): WithdrawAmountIssue | null {
  if (!Number.isFinite(centavos) || centavos <= 0) return null
  if (centavos < limits.min) return { problem: 'below-min', message: pageMinimum(limits.min) }
  if (centavos > limits.max) return { problem: 'above-max', message: pageMaximum(limits.max) }
  if (centavos > available) return { problem: 'insufficient', message: withdrawMessages.pageInsufficient }
  return null
}

export interface WithdrawPageValues {
  /** Centavos from the keypad. */
  amount: number
  /** The key as typed (masked). */
  pixKey: string
  acceptTerms: boolean
}

/**
 * Whether 'Solicitar Saque' may be pressed: terms accepted (on by default), an amount above 0, a key. The amount's
 * own rules are not part of it: "a submit with an error shows it and sends nothing", so the button stays pressable
 * and `pageSubmit` decides.
 */
export function canPressWithdraw(values: WithdrawPageValues): boolean {
  return values.acceptTerms && values.amount > 0 && values.pixKey.trim() !== ''
}

/** What a press of 'Solicitar Saque' does: send, or show the amount's message (none for 0) and send nothing. */
export function pageSubmit(
  values: WithdrawPageValues,
  limits: WithdrawLimits,
  available: number,
): { send: true } | { send: false; message: MessageDescriptor | null } {
  const issue = pageAmountIssue(values.amount, limits, available)
  if (issue) return { send: false, message: issue.message }
  if (!canPressWithdraw(values)) return { send: false, message: null }
  return { send: true }
}
