import * as v from 'valibot'

/**
 * What a production build absorbs when a real backend answers in its own dialect (docs/backend-integration.md). Each
 * kind is declared on the schema it applies to, with `tolerate()`, so the client's reader (tolerance.ts), the OpenAPI
 * document (`x-jogada-tolerates`) and `npm run contract:check` all read the same declaration; no feature repairs an
 * answer itself. Tests and development stay strict: a tolerated answer there is drift and fails.
 */
export const TOLERANCE_KINDS = {
  'decimal-text': 'a number sent as text ("12", "3.5")',
  amount: 'money as formatted text: "R$ 3,00", "3,00", "1.234,56" (read as reais)',
  flag: 'a yes/no as true/false, 1/0, "1"/"0", "true"/"false", "yes"/"no" or "on"/"off"',
  'null-absent': 'null where the field may be left out',
  missing: 'the field left out: its documented default is used',
  neutral: 'a value outside the closed list: read as the documented neutral value',
  case: 'a value of the closed list in other letter case or with spaces ("Pending", "SLOTS ")',
  date: 'a date as "2026-11-27 14:30:00" (UTC, Laravel\'s default), "27/11/2026 14:30" (Brasília), "2026-11-27" or Unix time',
  fraction: 'a progress written as "3/10" (the first number is read)',
  'number-text': 'a text field sent as a number (an id 7 where "7" was expected)',
  page: 'a plain array, or { data } alone, where a paginated list was expected (read as one page)',
  'keyed-list': 'a list sent as an object keyed "0", "1", … (PHP arrays with gaps)',
  'dropped-item': 'a list item that cannot be read even so: dropped, the rest of the list kept',
} as const

export type ToleranceKind = keyof typeof TOLERANCE_KINDS

/** What a schema declares it absorbs. */
export interface ToleranceDeclaration {
  /** The kinds of difference this schema absorbs (see TOLERANCE_KINDS). */
  readonly accepts: readonly ToleranceKind[]
  /** With `missing`: the value used when the field is left out. */
  readonly default?: unknown
  /** With `neutral`: the value an unknown member of a closed list is read as (null: as if absent). */
  readonly neutral?: string | number | null
}

export const TOLERANCE_METADATA_KEY = 'jogadaTolerates' as const

/**
 * A pipe action declaring what a schema absorbs in a production build:
 * `v.pipe(v.picklist(['slots', 'table', 'live']), tolerate({ accepts: ['case', 'neutral'], neutral: 'slots' }))`.
 */
export function tolerate<TInput>(
  declaration: ToleranceDeclaration,
): v.MetadataAction<TInput, { readonly [TOLERANCE_METADATA_KEY]: ToleranceDeclaration }> {
  return v.metadata<TInput, { readonly [TOLERANCE_METADATA_KEY]: ToleranceDeclaration }>({
    [TOLERANCE_METADATA_KEY]: declaration,
  })
}
