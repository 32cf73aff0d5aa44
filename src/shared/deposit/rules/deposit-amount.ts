import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatBRL, parseReais } from '@/shared/money.ts'
import { offeredWelcomeBonusPercent, welcomeBonus } from '@/shared/welcome-bonus.ts'
import type { AmountLimits } from './quick-amounts.ts'

/**
 * The deposit amount's validation and the bonus preview, all in integer centavos.
 *
 * Messages, exact: 'Por favor, insira um valor válido' (not a number, or 0 or less), 'O valor mínimo é de R$ 20,00'
 * and 'O valor máximo é de R$ 5.000,00'. The limit is formatted here with formatBRL (always pt-BR money, as the spec
 * shows BRL) and travels inside the descriptor's `values`, so `i18n._(message)` gives the whole sentence in the
 * active locale.
 */
export const depositAmountMessages = {
  invalid: msg`Por favor, insira um valor válido`,
} satisfies Record<string, MessageDescriptor>

export function minimumAmountMessage(limit: number): MessageDescriptor {
  const amount = formatBRL(limit)
  return msg`O valor mínimo é de ${amount}`
}

export function maximumAmountMessage(limit: number): MessageDescriptor {
  const amount = formatBRL(limit)
  return msg`O valor máximo é de ${amount}`
}

export type AmountCheck =
  | { ok: true; centavos: number }
  | { ok: false; problem: 'invalid'; message: MessageDescriptor }
  | { ok: false; problem: 'below-min' | 'above-max'; message: MessageDescriptor; centavos: number; limit: number }

/** The rule on an amount already in centavos (null: nothing readable was typed). */
export function checkDepositCentavos(centavos: number | null, { min, max }: AmountLimits): AmountCheck {
  if (centavos === null || !Number.isSafeInteger(centavos) || centavos <= 0) {
    return { ok: false, problem: 'invalid', message: depositAmountMessages.invalid }
  }
  if (centavos < min) {
    return { ok: false, problem: 'below-min', message: minimumAmountMessage(min), centavos, limit: min }
  }
  if (centavos > max) {
    return { ok: false, problem: 'above-max', message: maximumAmountMessage(max), centavos, limit: max }
  }
  return { ok: true, centavos }
}

/** The rule on the field's text: `Gerar PIX` is enabled only when this says ok (and nothing is being sent). */
export function checkDepositAmount(text: string, limits: AmountLimits): AmountCheck {
  return checkDepositCentavos(parseReais(text), limits)
}

// --- Bonus -----------------------------------------------------------------------------------------------------

export interface BonusTerms {
  /** The form's accept_bonus checkbox (on by default). */
  acceptBonus: boolean
  /** settings.initial_bonus, a percent (100 = doubles the deposit). */
  initialBonus: number
  /** settings.max_bonus in centavos. Null, absent, or 0 or less: no cap (Laravel leaves an unset decimal at 0). */
  maxBonus?: number | null
}

export interface BonusSettings {
  initial_bonus?: number | null
  max_bonus?: number | null
  prebet_bonus_disabled?: boolean | null
}

/** The form's bonus terms; no bonus at all while bonuses before a bet are off (prebet_bonus_disabled). */
export function bonusTerms(setting: BonusSettings | null | undefined, acceptBonus: boolean): BonusTerms {
  return {
    acceptBonus,
    initialBonus: setting ? offeredWelcomeBonusPercent(setting) : 0,
    maxBonus: setting?.max_bonus ?? null,
  }
}

/** Whether the bonus applies at all: accept_bonus is on and initial_bonus is above 0. */
export function bonusApplies(terms: BonusTerms): boolean {
  return terms.acceptBonus && Number.isFinite(terms.initialBonus) && terms.initialBonus > 0
}

/**
 * bonus = amount × initial_bonus / 100, in centavos rounded half up, capped at max_bonus when there is one; 0 when
 * the bonus does not apply or the amount is not positive. The arithmetic is src/shared/welcome-bonus.ts, the same
 * function the mock settles a paid deposit with.
 *
 * This is the preview the form shows: whether the server grants it (the mock: first deposit only) is its call.
 */
export function depositBonus(amount: number, terms: BonusTerms): number {
  return bonusApplies(terms) ? welcomeBonus(amount, terms.initialBonus, terms.maxBonus) : 0
}

export interface DepositSummary {
  /** Centavos deposited. */
  amount: number
  /** Centavos of bonus (0 when none applies). */
  bonus: number
  /** amount + bonus. */
  total: number
  /** The percent shown beside the bonus: initial_bonus when the bonus applies, else 0. */
  bonusPercent: number
}

export function depositSummary(amount: number, terms: BonusTerms): DepositSummary {
  const bonus = depositBonus(amount, terms)
  return { amount, bonus, total: amount + bonus, bonusPercent: bonusApplies(terms) ? terms.initialBonus : 0 }
}
