import { toCentavos } from '@/api/money.ts'
import { offeredWelcomeBonusPercent, prebetBonusesAllowed, welcomeBonus } from '@/shared/welcome-bonus.ts'
import { db } from '../db/index.ts'
import { isOn } from './wallets.ts'

// What the settings row says about money, read where the handlers and jobs need it (amounts in centavos).

const brlFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** Centavos -> "R$ 1.234,56" (with Intl's no-break space, as the app formats), for the server's messages. */
export function brl(centavos: number): string {
  return brlFormat.format(centavos / 100)
}

const centavosOr = (value: number | string | null | undefined, fallback: number) =>
  value === null || value === undefined || value === '' ? fallback : toCentavos(value)

export interface Limits {
  min: number
  max: number
}

export function depositLimits(): Limits {
  const settings = db.settings.get()
  return { min: toCentavos(settings.min_deposit), max: toCentavos(settings.max_deposit) }
}

/** min_withdraw/max_withdraw (one part of the spec spells them min_withdrawal), 100 and 5000 when missing. */
export function withdrawLimits(): Limits {
  const settings = db.settings.get()
  return {
    min: centavosOr(settings.min_withdraw ?? settings.min_withdrawal, 10_000),
    max: centavosOr(settings.max_withdraw ?? settings.max_withdrawal, 500_000),
  }
}

/**
 * The welcome bonus of a deposit: amount × initial_bonus / 100 (half up to the centavo), at most max_bonus, by the
 * very function the deposit form's preview uses (src/shared/welcome-bonus.ts). Whether it applies (the first paid
 * deposit, accept_bonus) is the caller's decision.
 */
export function welcomeBonusFor(amountCentavos: number): number {
  const settings = db.settings.get()
  // 0 while bonuses before a bet are off (prebet_bonus_disabled): the same rule the screens read.
  return welcomeBonus(amountCentavos, offeredWelcomeBonusPercent(settings), centavosOr(settings.max_bonus, 0))
}

/**
 * Whether bonuses granted before any bet (the welcome bonus, spin prizes, up-front mission rewards) are off, as
 * Lei 14.790 art. 29 forbids them: the mock refuses or grants nothing, so hiding them is not the only guard.
 */
export function prebetBonusDisabled(): boolean {
  return !prebetBonusesAllowed(db.settings.get())
}

/** How many times a deposit must be wagered (balance_deposit_rollover); 0 when rollover is disabled. */
export function depositRolloverTimes(): number {
  const settings = db.settings.get()
  return isOn(settings.disable_rollover) ? 0 : Number(settings.rollover_deposit ?? 0)
}

const GATEWAY_FLAGS = {
  brasilcash: 'brasilcash_is_enable',
  rexpay: 'rexpay_is_enable',
  digitopay: 'digitopay_is_enable',
} as const

/** Whether the settings enable a gateway; gateways the settings do not know are off. */
export function isGatewayEnabled(gateway: string): boolean {
  const flag = GATEWAY_FLAGS[gateway as keyof typeof GATEWAY_FLAGS] as
    (typeof GATEWAY_FLAGS)[keyof typeof GATEWAY_FLAGS] | undefined
  return flag !== undefined && isOn(db.settings.get()[flag])
}

/** The demo panel's switch for prebet_bonus_disabled. */
export function setPrebetBonusDisabled(disabled: boolean): void {
  db.settings.update({ prebet_bonus_disabled: disabled })
}
