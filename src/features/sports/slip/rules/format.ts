const odds = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Decimal odds as the player reads them in Brazil: 1,85. */
export function formatOdd(odd: number): string {
  return odds.format(odd)
}
