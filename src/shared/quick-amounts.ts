/** Lower and upper limit of an amount, in centavos. */
export interface AmountLimits {
  min: number
  max: number
}

/**
 * The quick-amount rule the deposit and the withdrawal share when their fixed buttons do
 * not fit the limits: min, then min + 25%, 50% and 75% of the range, rounded to whole reais (half up) and clamped
 * to the limits, so every button is an amount the limits accept.
 */
export function spreadQuickAmounts({ min, max }: AmountLimits): number[] {
  const range = max - min
  const spread = [1, 2, 3].map((quarter) => {
    const rounded = Math.floor((min * 4 + range * quarter + 200) / 400) * 100
    return Math.min(max, Math.max(min, rounded))
  })
  return [min, ...spread]
}
