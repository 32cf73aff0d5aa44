import type { EndpointWireResponse } from '@/api/define.ts'
import { toCentavos, toDecimal } from '@/api/money.ts'
import type { profileVip, vipLevels } from '@/api/vip.ts'
import { onActivity, type BetActivity } from '../wallet/activity.ts'
import { db } from '../db/index.ts'
import type { VipLevelRecord } from './tables.ts'
import { iso } from '../db/reference.ts'
import { creditBonus } from '../wallet/wallets.ts'

type WireVip = EndpointWireResponse<typeof profileVip>
type WireLevels = EndpointWireResponse<typeof vipLevels>
type WireLevel = NonNullable<WireLevels['nivelToday']>[number]

function table(period: VipLevelRecord['bet_period']): VipLevelRecord[] {
  return db.vipLevels.where((row) => row.bet_period === period).sort((a, b) => a.bet_level - b.bet_level)
}

const toWireLevel = ({
  id,
  bet_symbol,
  bet_level,
  bet_required,
  bet_period,
  bet_bonus,
}: VipLevelRecord): WireLevel => ({
  id,
  bet_symbol,
  bet_level,
  bet_required,
  bet_period,
  bet_bonus,
})

/** The four tables: level-up bonus (the backend's nivelToday), weekly, monthly and annual. */
export function vipTables(): WireLevels {
  return {
    nivelToday: table('daily').map(toWireLevel),
    nivelWeekly: table('weekly').map(toWireLevel),
    nivelMonthly: table('monthly').map(toWireLevel),
    nivelYearly: table('yearly').map(toWireLevel),
  }
}

/** The level a total valid bet (centavos) reaches: the highest whose bet_required it covers, 0 below the first. */
export function levelFor(
  totalBet: number,
  levels: readonly Pick<VipLevelRecord, 'bet_level' | 'bet_required'>[],
): number {
  let reached = 0
  for (const level of levels) {
    if (totalBet >= toCentavos(level.bet_required)) reached = Math.max(reached, level.bet_level)
  }
  return reached
}

/** VIP belongs to the player, not to one wallet: points and valid bet add up over all their wallets. */
function playerTotals(userId: number): { points: number; totalBet: number } {
  return db.wallets
    .where((wallet) => wallet.user_id === userId)
    .reduce(
      (sum, wallet) => ({
        points: sum.points + wallet.vip_points,
        totalBet: sum.totalBet + toCentavos(wallet.total_bet),
      }),
      { points: 0, totalBet: 0 },
    )
}

/** GET profile/vip/: the player's points, level and next level, and the four tables. */
export function vipOf(userId: number): WireVip {
  const { points, totalBet } = playerTotals(userId)
  const levels = table('daily')
  const level = levelFor(totalBet, levels)
  const next = levels.find((row) => row.bet_level === level + 1)
  return {
    vipPoints: points,
    vipLevel: level,
    totalBet: toDecimal(totalBet),
    nextLevel: next ? toWireLevel(next) : null,
    ...vipTables(),
  }
}

/**
 * A bet that takes the player's valid bet past one or more levels pays each new level's level-up bonus once (into
 * the bonus balance, with the settings' rollover) and records it, so that no level ever pays twice; the wallets'
 * vip_level follows. The debit has already added the stake to total_bet when the listeners run.
 */
export function recordVipBet(bet: Pick<BetActivity, 'userId' | 'amount' | 'at'>): number[] {
  const levels = table('daily')
  const { totalBet } = playerTotals(bet.userId)
  const before = levelFor(totalBet - bet.amount, levels)
  const after = levelFor(totalBet, levels)
  if (after <= before) return []
  const paid: number[] = []
  for (const level of levels) {
    if (level.bet_level <= before || level.bet_level > after) continue
    if (db.vipLevelUps.findBy((row) => row.user_id === bet.userId && row.level === level.bet_level)) continue
    db.vipLevelUps.insert({
      user_id: bet.userId,
      level: level.bet_level,
      amount: level.bet_bonus,
      paid_at: iso(bet.at),
    })
    creditBonus(bet.userId, toCentavos(level.bet_bonus), 'vip')
    paid.push(level.bet_level)
  }
  for (const wallet of db.wallets.where((row) => row.user_id === bet.userId)) {
    if (wallet.vip_level !== after) db.wallets.update(wallet.id, { vip_level: after })
  }
  return paid
}

let unsubscribe: (() => void) | undefined

/** Follows every bet (mocks/wallet/activity.ts) from the moment the VIP handlers load; once. */
export function followVipLevels(): void {
  unsubscribe ??= onActivity((activity) => {
    if (activity.type === 'bet') recordVipBet(activity)
  })
}
