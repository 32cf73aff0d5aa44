import { spreadQuickAmounts, type AmountLimits } from '@/shared/quick-amounts.ts'

/**
 * Quick deposit amounts, all in integer centavos.
 *
 * - 20, 50, 100 and 200 reais when the minimum is at most R$ 20 and the maximum at least R$ 200;
 * - otherwise the minimum, then the minimum plus 25%, 50% and 75% of the range (max − min).
 *
 * Rounding: the minimum is kept exactly (it is a real limit, a button below it would fail validation); the three
 * spread values are rounded to whole reais, half up, and then clamped into [min, max]. Whole reais because a button
 * reading "R$ 1.263,75" is noise; the clamp because rounding can step past a limit that is not itself whole reais
 * (min R$ 20,50: a rounded R$ 20 would be refused). So the four values are always within [min, max] and
 * non-decreasing, and strictly ascending once the range is at least R$ 4 (the spread values then sit one real apart
 * or more).
 *
 * The limits come from the settings' min_deposit and max_deposit; when the settings lack them the calculation uses
 * R$ 20 and R$ 5.000. A maximum below the minimum (a misconfigured server) is read as equal to the minimum.
 */

export const DEPOSIT_QUICK_DEFAULTS: readonly number[] = [2000, 5000, 10000, 20000]
export const DEPOSIT_FALLBACK_MIN = 2000
export const DEPOSIT_FALLBACK_MAX = 500000

export type { AmountLimits }

/** The settings fields this rule reads (amounts already in centavos, as the contract parses them). */
export interface DepositLimitSettings {
  min_deposit?: number | null
  max_deposit?: number | null
}

/**
 * The deposit limits in centavos, with the spec's fallbacks for what the settings lack. The amount validation
 * uses the same limits, so a quick amount is always a valid amount.
 */
export function depositLimits(setting?: DepositLimitSettings | null): AmountLimits {
  const min = usable(setting?.min_deposit) ?? DEPOSIT_FALLBACK_MIN
  const max = usable(setting?.max_deposit) ?? DEPOSIT_FALLBACK_MAX
  return { min, max: Math.max(min, max) }
}

export function depositQuickAmounts(setting?: DepositLimitSettings | null): number[] {
  const { min, max } = depositLimits(setting)
  const first = DEPOSIT_QUICK_DEFAULTS[0] ?? 0
  const last = DEPOSIT_QUICK_DEFAULTS[DEPOSIT_QUICK_DEFAULTS.length - 1] ?? 0
  if (min <= first && max >= last) return [...DEPOSIT_QUICK_DEFAULTS]
  return spreadQuickAmounts({ min, max })
}

export { spreadQuickAmounts }

/** A limit the settings really give: a finite, non-negative integer of centavos; anything else falls back. */
function usable(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined
}
