/**
 * The welcome bonus of a deposit, in integer centavos: amount × percent / 100 rounded half up to the centavo, at
 * most the cap. One function for the deposit form's preview and the mock's settlement, so the bonus the form
 * announces is the bonus the wallet receives. Pure and dependency-free: mocks/ imports it too.
 *
 * - `percent` is settings.initial_bonus (100 doubles the deposit); 0, negative or not a number: no bonus.
 * - `capCentavos` is settings.max_bonus in centavos; null, absent, or 0 or less: no cap (Laravel leaves an unset
 *   decimal at 0, which the original never read as "no bonus").
 * - The amount must be a positive safe integer of centavos; anything else gives 0.
 *
 * The percent is read as its exact decimal text (33.33 is 3333/100, not the nearest binary fraction) and the product
 * is taken on BigInt, so 4.35 % of R$ 30,00 is R$ 1,31 (130.5 centavos, half up) on every engine, where
 * `Math.round(3000 * 4.35 / 100)` gives 130.
 */
export function welcomeBonus(amountCentavos: number, percent: number, capCentavos?: number | null): number {
  if (!Number.isSafeInteger(amountCentavos) || amountCentavos <= 0) return 0
  if (!Number.isFinite(percent) || percent <= 0) return 0
  const bonus = percentOfHalfUp(amountCentavos, percent)
  return typeof capCentavos === 'number' && capCentavos > 0 ? Math.min(bonus, capCentavos) : bonus
}

/** A positive finite number as an exact decimal: digits × 10^-scale (its shortest round-trip text, as JS prints it). */
function exactDecimal(value: number): { digits: bigint; scale: number } {
  let text = String(value)
  if (/e/i.test(text)) {
    // 1e21 and above are integers; below 1e-6 JS prints an exponent: write the fraction out.
    if (value >= 1) return { digits: BigInt(value), scale: 0 }
    text = value.toFixed(100).replace(/0+$/, '')
  }
  const [whole = '0', fraction = ''] = text.split('.')
  return { digits: BigInt(whole + fraction), scale: fraction.length }
}

/** round_half_up(centavos × percent / 100) on BigInt. */
function percentOfHalfUp(centavos: number, percent: number): number {
  const { digits, scale } = exactDecimal(percent)
  const numerator = BigInt(centavos) * digits
  const denominator = 100n * 10n ** BigInt(scale)
  return Number((2n * numerator + denominator) / (2n * denominator))
}

/** The settings a bonus offer depends on, in the client's shape or the wire's (the mock reads its stored row). */
export interface BonusOfferSettings {
  initial_bonus?: number | string | null
  /** Lei 14.790 art. 29: no bonus granted before a bet (welcome bonus, spin prizes, up-front mission rewards). */
  prebet_bonus_disabled?: boolean | number | string | null
}

/** Whether the site may grant bonuses before any bet: the settings' `prebet_bonus_disabled` is off (Laravel's flag). */
export function prebetBonusesAllowed(setting: BonusOfferSettings): boolean {
  const flag = setting.prebet_bonus_disabled
  return !(flag === true || flag === 1 || flag === '1')
}

/**
 * The welcome bonus percent the site offers: initial_bonus, or 0 when bonuses before a bet are off. Every screen
 * that announces it and the mock that pays it read this, so no screen advertises what the server would not pay.
 */
export function offeredWelcomeBonusPercent(setting: BonusOfferSettings): number {
  if (!prebetBonusesAllowed(setting)) return 0
  const percent = Number(setting.initial_bonus ?? 0)
  return Number.isFinite(percent) && percent > 0 ? percent : 0
}
