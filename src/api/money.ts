import * as v from 'valibot'
import { tolerate } from './tolerance-kinds.ts'

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
  // Round half up (away from zero) on the third decimal digit.
  const rounded = cents + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0)
  if (!Number.isSafeInteger(rounded)) throw new Error(`Amount out of range: ${JSON.stringify(value)}`)
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

/**
 * Bounds keep every amount a safe integer in centavos (up to about 10 trillion reais): a wire value
 * beyond them is a broken contract, reported as a validation issue rather than a thrown error.
 */
const MAX_REAIS = 9_999_999_999_999
const DECIMAL_RE = /^\s*-?(?:\d{1,13}(?:[.,]\d*)?|[.,]\d+)\s*$/

/** Wire amount (number or decimal string) -> integer centavos. */
export const MoneySchema = v.pipe(
  v.union([
    v.pipe(v.number(), v.finite(), v.minValue(-MAX_REAIS), v.maxValue(MAX_REAIS)),
    v.pipe(v.string(), v.regex(DECIMAL_RE, 'Expected a decimal amount')),
  ]),
  // Before the transform, so the OpenAPI document (built from the wire side) keeps it.
  v.metadata({
    description: 'Amount in reais, as a number or a decimal string ("50.00"). Parsed to integer centavos.',
  }),
  // A backend that formats its amounts for people ("R$ 3,00") is read in a production build (tolerance.ts).
  tolerate({ accepts: ['amount'] }),
  v.transform(toCentavos),
)

/** Laravel sends booleans as true/false, 1/0 or "1"/"0". */
export const FlagSchema = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1'])]),
  v.metadata({ description: 'Laravel boolean: true/false, 1/0 or "1"/"0".' }),
  v.transform((x) => x === true || x === 1 || x === '1'),
)

/** A number that may come as a numeric string. */
export const NumericSchema = v.pipe(
  v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.regex(/^\s*-?\d+(?:\.\d+)?\s*$/))]),
  v.metadata({ description: 'A number, or the same number as a string.' }),
  v.transform(Number),
)

/** Ids are numbers in Laravel but gateways hand out strings; the app keeps them as text. */
export const IdSchema = v.pipe(
  v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.nonEmpty())]),
  v.metadata({ description: 'An id, as a number or a string.' }),
  v.transform(String),
)

/**
 * Amounts the app SENDS: a decimal string with at most two decimals ("50.00", from toDecimal) or a
 * number of reais. Strict, because the app controls what it sends.
 */
export const DecimalStringSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,13}(?:\.\d{1,2})?$/, 'Expected a decimal amount like "50.00"'),
  v.metadata({ description: 'Amount in reais as a decimal string with a dot ("50.00").' }),
)

export const WireAmountSchema = v.union([
  DecimalStringSchema,
  v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_REAIS)),
])

/**
 * A yes/no a plain backend may not send at all (a settings flag its variant lacks): a production build reads it as
 * `false`, as the app behaves without the feature (docs/backend-integration.md). Strictly it is still required.
 */
export const FlagOffWhenMissing = v.pipe(FlagSchema, tolerate({ accepts: ['missing'], default: false }))

/**
 * A moment, as ISO 8601 with its offset or Z (`2026-11-27T14:30:00-03:00`), what the app formats. A backend's own
 * spellings (Laravel's `2026-11-27 14:30:00` in the platform's time, `27/11/2026 14:30`, Unix time) are read in a
 * production build.
 */
export const DateTimeSchema = v.pipe(
  v.string(),
  v.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/,
    'Expected an ISO 8601 date-time',
  ),
  v.metadata({ description: 'A moment in ISO 8601 with its offset: 2026-11-27T14:30:00-03:00.' }),
  tolerate({ accepts: ['date'] }),
)
