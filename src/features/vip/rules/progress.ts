import type { VipLevel } from '@/api/vip.ts'

export interface NextLevelProgress {
  /** 0-100: the way from the current level's required bet to the next one's. */
  percent: number
  /** Centavos of valid bet still needed. */
  remaining: number
}

/**
 * How far the player is towards the next level: measured from the bet the current level required (0 before the
 * first level), so the bar starts empty at each level-up.
 */
export function nextLevelProgress(
  totalBet: number,
  current: Pick<VipLevel, 'bet_required'> | undefined,
  next: Pick<VipLevel, 'bet_required'>,
): NextLevelProgress {
  const from = current?.bet_required ?? 0
  const span = next.bet_required - from
  const done = totalBet - from
  const percent = span <= 0 ? 100 : Math.floor((Math.max(0, done) * 100) / span)
  return { percent: Math.max(0, Math.min(100, percent)), remaining: Math.max(0, next.bet_required - totalBet) }
}
