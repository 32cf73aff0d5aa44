import type { Setting } from '@/api/settings.ts'
import { offeredWelcomeBonusPercent } from '@/shared/welcome-bonus.ts'

/**
 * The promotions page's cards. The spec has no promotions call: the site's promotions are its standing programmes,
 * so the list is derived from the settings (the welcome bonus and its figures) plus the programmes every player has
 * (missions, VIP, referral), each linking to where it is used and to its terms.
 */
export type Promotion =
  | {
      kind: 'welcome-bonus'
      /** settings.initial_bonus, percent of the first deposit. */
      percent: number
      /** Centavos, null without a cap. */
      maxBonus: number | null
      minDeposit: number
      /** Bets needed: the bonus times this (0 when rollover is off). */
      rollover: number
    }
  | { kind: 'missions' }
  | { kind: 'vip' }
  | { kind: 'referral' }

/** The welcome bonus shows only when the settings give one and bonuses before a bet are allowed. */
export function promotionsFrom(setting: Setting): Promotion[] {
  const list: Promotion[] = []
  const percent = offeredWelcomeBonusPercent(setting)
  if (percent > 0) {
    list.push({
      kind: 'welcome-bonus',
      percent,
      maxBonus: typeof setting.max_bonus === 'number' && setting.max_bonus > 0 ? setting.max_bonus : null,
      minDeposit: setting.min_deposit,
      rollover: setting.disable_rollover ? 0 : setting.rollover,
    })
  }
  list.push({ kind: 'missions' }, { kind: 'vip' }, { kind: 'referral' })
  return list
}
