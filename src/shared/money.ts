const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** Integer centavos -> "R$ 1.234,56" (with the no-break space Intl puts after R$). Display only. */
export function formatBRL(centavos: number): string {
  return brl.format(centavos / 100)
}

/**
 * Integer centavos from an amount in reais as a player types it, or null when it is not a plain amount. A comma is
 * the decimal separator ("10,50"); a dot is one too when there is no comma ("10.50", as numeric keypads type), and
 * in "1.234,56" the dots group thousands. At most two decimals: a third would be a different amount than the one
 * sent. The deposit form and the withdraw dialog read their amount fields with it.
 */
export function parseReais(text: string): number | null {
  const trimmed = text.trim()
  const grouped = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{0,2}))?$/.exec(trimmed)
  const match = grouped ?? /^(\d*)(?:[.,](\d{0,2}))?$/.exec(trimmed)
  if (!match) return null
  const integer = (match[1] ?? '').replace(/\./g, '')
  const decimals = match[2] ?? ''
  if (integer === '' && decimals === '') return null
  const centavos = Number(integer || '0') * 100 + Number(decimals.padEnd(2, '0'))
  return Number.isSafeInteger(centavos) ? centavos : null
}
