/**
 * Written out by hand rather than through Intl.NumberFormat: the first currency format of a fresh page loads ICU's
 * locale and currency data, 42 to 490 ms of main thread measured in Chromium, and the balance in the header and the
 * lobby's first screen would pay it before their first paint (docs/performance.md). The output is Intl's own for
 * pt-BR and BRL, character for character (src/shared/money.test.ts compares the two over many amounts); the amounts
 * this does not cover (not a whole number of centavos, beyond 15 digits, not finite) still go through Intl, built on
 * first use.
 */
const NBSP = '\u00a0'
/** Up to 15 significant digits a double holds exactly, so centavos / 100 is the amount Intl would print. */
const EXACT_CENTAVOS = 1e15
let brl: Intl.NumberFormat | undefined

/** Integer centavos -> "R$ 1.234,56" (with the no-break space Intl puts after R$; "-R$ 1,00" below zero). Display only. */
export function formatBRL(centavos: number): string {
  if (!Number.isInteger(centavos) || Math.abs(centavos) >= EXACT_CENTAVOS) {
    brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    return brl.format(centavos / 100)
  }
  // Intl signs a negative zero too ("-R$ 0,00").
  const sign = centavos < 0 || Object.is(centavos, -0) ? '-' : ''
  const digits = String(Math.abs(centavos)).padStart(3, '0')
  const reais = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, '.')
  return `${sign}R$${NBSP}${reais},${digits.slice(-2)}`
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
