import * as v from 'valibot'

/**
 * Money crosses the wire as reais, either a JSON number (50 or 50.5) or a decimal string
 * ("50.00", "1234.5"). Inside the app it is always integer centavos. Conversion goes through the
 * decimal text, never through float multiplication: 1.005 * 100 is 100.49999999999999.
 */
export function toCentavos(value: number | string): number {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim()
  const match = /^(-)?(\d*)(?:[.,](\d*))?$/.exec(text)
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new Error(`Not a decimal amount: ${JSON.stringify(value)}`)
  }
  const [, sign, whole = '', fraction = ''] = match
  const cents = Number(whole || '0') * 100 + Number((fraction + '00').slice(0, 2))
  // Round half up on the third decimal digit.
  const rounded = cents + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0)
  return sign && rounded !== 0 ? -rounded : rounded
}

function numberToPlainString(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`Not a finite amount: ${n}`)
  // toString can give exponent notation (1e-7); toFixed(10) is exact enough for currency input.
  const s = String(n)
  return /e/i.test(s) ? n.toFixed(10) : s
}

/** 5000 -> "50.00": the decimal string a Laravel backend expects in request bodies. */
export function toDecimal(centavos: number): string {
  if (!Number.isInteger(centavos)) throw new Error(`Centavos must be an integer: ${centavos}`)
  const sign = centavos < 0 ? '-' : ''
  const abs = Math.abs(centavos)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

const DECIMAL_RE = /^\s*-?\d*(?:[.,]\d*)?\s*$/

/** Wire amount (number or decimal string) -> integer centavos. */
export const MoneySchema = v.pipe(
  v.union([
    v.pipe(v.number(), v.finite()),
    v.pipe(v.string(), v.regex(DECIMAL_RE, 'Expected a decimal amount')),
  ]),
  v.transform(toCentavos),
  v.metadata({ description: 'Amount in reais, as a number or a decimal string ("50.00"). Parsed to integer centavos.' }),
)

/** Laravel sends booleans as true/false, 1/0 or "1"/"0". */
export const FlagSchema = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1'])]),
  v.transform((x) => x === true || x === 1 || x === '1'),
)

/** A number that may come as a numeric string. */
export const NumericSchema = v.pipe(
  v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.regex(/^\s*-?\d+(?:\.\d+)?\s*$/))]),
  v.transform(Number),
)
