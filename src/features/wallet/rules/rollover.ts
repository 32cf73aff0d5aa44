/**
 * The rollover card of the wallet overview: "Rollover bars are clamped at 0 or more, with two
 * decimals, shown as a percent. The rollover block shows when rollover is not disabled or rollover_deposit or
 * rollover is above 0. The protection bar shows only when rollover_protection is above 0."
 *
 * The spec leaves out what a bar measures (the original printed the remaining amount in reais followed by "%"). Here,
 * with the settings as the mock and the original platform use them (rollover_deposit and rollover are multipliers,
 * rollover_protection a percent) and the wallet's remaining wagering in balance_deposit_rollover and
 * balance_bonus_rollover:
 *
 * - Deposit bar, "Rollover de Depósito": the share of the deposit wagering already done.
 *     required = balance × rollover_deposit   (the cash the requirement locks, times its multiplier)
 *     percent  = (required − balance_deposit_rollover) / required × 100
 * - Bonus bar, "Rollover de Bônus": the share of the bonus wagering already done.
 *     required = balance_bonus × rollover
 *     percent  = (required − balance_bonus_rollover) / required × 100
 * - Protection bar: rollover_protection itself, the most one bet counts towards a requirement, as a percent.
 *
 * The wallet keeps only what is left to wager, not the requirement it started from, so `required` is rebuilt from
 * the money the requirement guards: exact while that money is untouched, an estimate once bets move it. Every
 * percent is clamped to 0..100 (a bar cannot be more than empty or full) and rounded half up to two decimals. When
 * there is nothing to measure against (required 0), the bar is full if nothing is left to wager and empty otherwise.
 *
 * All amounts are integer centavos; multipliers and percents are plain numbers.
 */

export interface RolloverSettings {
  disable_rollover?: boolean | null
  rollover_deposit?: number | null
  rollover?: number | null
  rollover_protection?: number | null
}

export interface RolloverWallet {
  balance: number
  balance_bonus: number
  balance_deposit_rollover: number
  balance_bonus_rollover: number
}

export interface RolloverBar {
  /** 0..100, two decimals. */
  percent: number
  /** Centavos still to wager (the protection bar has none). */
  remaining: number | null
  /** Centavos the percent is measured against (the protection bar has none). */
  required: number | null
}

export interface RolloverCard {
  /** The whole block; when false the other fields are null. */
  visible: boolean
  deposit: RolloverBar | null
  bonus: RolloverBar | null
  protection: RolloverBar | null
}

const positive = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0

export function isRolloverDisabled(setting: RolloverSettings): boolean {
  return setting.disable_rollover === true
}

/** The block shows when rollover is not disabled, or when rollover_deposit or rollover is above 0. */
export function showRolloverBlock(setting: RolloverSettings): boolean {
  return !isRolloverDisabled(setting) || positive(setting.rollover_deposit) > 0 || positive(setting.rollover) > 0
}

/** The protection bar shows only when rollover_protection is above 0 (and the block shows at all). */
export function showProtectionBar(setting: RolloverSettings): boolean {
  return showRolloverBlock(setting) && positive(setting.rollover_protection) > 0
}

/** A percent clamped to 0..100 and rounded half up to two decimals. */
export function toBarPercent(value: number): number {
  if (Number.isNaN(value)) return 0
  const clamped = Math.min(100, Math.max(0, value))
  return Math.round(clamped * 100) / 100
}

/** The share of `required` already wagered when `remaining` is left, as a bar percent. */
export function rolloverProgress(remaining: number, required: number): number {
  const left = Math.max(0, remaining)
  if (!(required > 0)) return left === 0 ? 100 : 0
  return toBarPercent(((required - left) / required) * 100)
}

function bar(remaining: number, locked: number, multiplier: number | null | undefined): RolloverBar {
  const required = Math.round(Math.max(0, locked) * positive(multiplier))
  const left = Math.max(0, remaining)
  return { percent: rolloverProgress(left, required), remaining: left, required }
}

/**
 * The card's content. Inside a visible block, each bar follows its own setting the way the block does: the deposit
 * bar unless rollover is disabled and rollover_deposit is 0, the bonus bar likewise with rollover.
 */
export function rolloverCard(wallet: RolloverWallet, setting: RolloverSettings): RolloverCard {
  if (!showRolloverBlock(setting)) return { visible: false, deposit: null, bonus: null, protection: null }
  const enabled = !isRolloverDisabled(setting)
  return {
    visible: true,
    deposit:
      enabled || positive(setting.rollover_deposit) > 0
        ? bar(wallet.balance_deposit_rollover, wallet.balance, setting.rollover_deposit)
        : null,
    bonus:
      enabled || positive(setting.rollover) > 0
        ? bar(wallet.balance_bonus_rollover, wallet.balance_bonus, setting.rollover)
        : null,
    protection: showProtectionBar(setting)
      ? { percent: toBarPercent(positive(setting.rollover_protection)), remaining: null, required: null }
      : null,
  }
}

const percentFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** 33.3 -> "33,30%" (pt-BR, like the money on the same card). */
export function formatBarPercent(percent: number): string {
  return `${percentFormat.format(percent)}%`
}
