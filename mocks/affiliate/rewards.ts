/**
 * The affiliate programme's reward rules, pure (centavos in, centavos out); mocks/affiliate/referrals.ts applies
 * them to the database.
 *
 * - CPA (cost per acquisition): the referrer's `affiliate_cpa` is paid once, when the referred player's first
 *   deposit is paid.
 * - Revenue share: `affiliate_revenue_share` percent of the referred player's net losses (stakes minus wins). Only
 *   the net loss above the highest one already shared pays, so a referred player's wins are made up for before the
 *   referrer earns again, and nothing already paid is ever taken back.
 */

export interface ShareState {
  /** Stakes minus wins so far. */
  netLoss: number
  /** The highest net loss already shared. */
  sharedBase: number
}

export interface ShareStep extends ShareState {
  /** Centavos to credit the referrer now (0 or more). */
  credit: number
}

/** The referrer's part of a net loss, rounded down to the centavo (the house never pays a fraction up). */
export function shareOf(netLoss: number, percent: number): number {
  if (netLoss <= 0 || percent <= 0) return 0
  return Math.floor((netLoss * Math.min(percent, 100)) / 100)
}

/**
 * One bet (a positive `delta`, the stake) or one win (a negative `delta`, the amount won) of a referred player:
 * the new running figures and what the referrer earns by it. Computed from the running totals rather than per
 * event, so rounding never adds up to more than the share of the whole.
 */
export function applyActivity(state: ShareState, delta: number, percent: number): ShareStep {
  const netLoss = state.netLoss + delta
  if (netLoss <= state.sharedBase) return { netLoss, sharedBase: state.sharedBase, credit: 0 }
  const credit = shareOf(netLoss, percent) - shareOf(state.sharedBase, percent)
  return { netLoss, sharedBase: netLoss, credit: Math.max(0, credit) }
}

/** The CPA due at a paid deposit: the configured amount the first time, nothing after. */
export function cpaDue(alreadyPaid: boolean, cpaCentavos: number): number {
  return alreadyPaid ? 0 : Math.max(0, cpaCentavos)
}

/** The percent the page shows: the `_fake` value when the operator set one, otherwise the real share. */
export function displayedShare(real: number, fake: number | null | undefined): number {
  return fake ?? real
}
