import * as v from 'valibot'
import type { AnySchema } from './define.ts'
import { NumericSchema } from './money.ts'
import { tolerate } from './tolerance-kinds.ts'

/** One entry of the paginator's `links`: "« Anterior", "1", "2", "Próximo »"; `url` is null when disabled. */
export const PaginatorLinkSchema = v.object({
  url: v.nullable(v.string()),
  label: v.string(),
  active: v.boolean(),
})
export type PaginatorLink = v.InferOutput<typeof PaginatorLinkSchema>

// Laravel echoes `per_page` from the query string, so it may come as text; the app wants numbers.
const Count = NumericSchema
const NullableCount = v.optional(v.nullable(NumericSchema), null)

/**
 * Laravel's length-aware paginator, as `->paginate()` serialises it. The app relies on `data`,
 * `current_page`, `last_page`, `per_page`, `total` and the prev/next URLs; the rest is optional
 * because hand-written backends often leave it out.
 */
export function paginated<TItem extends AnySchema>(item: TItem) {
  // A backend that does not paginate (a plain array, or `{ data }` alone) is read as one page in production.
  return v.pipe(
    v.object({
      current_page: Count,
      data: v.array(item),
      first_page_url: v.optional(v.nullable(v.string()), null),
      from: NullableCount,
      last_page: Count,
      last_page_url: v.optional(v.nullable(v.string()), null),
      links: v.optional(v.array(PaginatorLinkSchema), []),
      next_page_url: v.nullable(v.string()),
      path: v.optional(v.nullable(v.string()), null),
      per_page: Count,
      prev_page_url: v.nullable(v.string()),
      to: NullableCount,
      total: Count,
    }),
    tolerate({ accepts: ['page'] }),
  )
}
/** The parsed page; pagination.test.ts checks it matches what `paginated()` outputs. */
export type Paginated<T> = {
  current_page: number
  data: T[]
  first_page_url: string | null
  from: number | null
  last_page: number
  last_page_url: string | null
  links: PaginatorLink[]
  next_page_url: string | null
  path: string | null
  per_page: number
  prev_page_url: string | null
  to: number | null
  total: number
}

/** `?page=` as the app sends it (a number) and as a server reads it (text). */
export const PageQuerySchema = v.pipe(
  v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.regex(/^[1-9]\d*$/))]),
  v.metadata({ description: 'Page number, from 1.' }),
  v.transform(Number),
)
