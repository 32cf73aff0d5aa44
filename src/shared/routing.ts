import * as v from 'valibot'

/**
 * Route params and search parsed with valibot. In `params.parse`, returning false makes the router
 * treat the URL as not matching that route, so `/casino/game/abc` ends on the not-found page instead
 * of an error. Call it inside an inline arrow (`parse: (raw) => parseParams(Schema, raw)`): the
 * router infers the parsed type from that arrow.
 */
export function parseParams<TSchema extends v.GenericSchema>(schema: TSchema, raw: unknown): v.InferOutput<TSchema> | false {
  const result = v.safeParse(schema, raw)
  return result.success ? result.output : false
}

/** Numeric ids in paths: digits only, 1 or more. */
export const IdParam = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number), v.minValue(1))

/** A non-empty slug or token segment. */
export const SlugParam = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))

/** `?page=` : an integer from 1; anything else reads as page 1. */
export const PageSearch = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1)

/**
 * An optional free-text search value. The router JSON-parses search values, so `?q=123` arrives as a
 * number: turn it back into text. Anything else (objects, empty text) reads as absent.
 */
export const OptionalText = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
      v.trim(),
      v.minLength(1),
      v.maxLength(200),
    ),
  ),
  undefined,
)

/**
 * Where to go after logging in. Only same-site paths: a full URL here would be an open redirect.
 */
export const RedirectSearch = v.fallback(
  v.optional(v.pipe(v.string(), v.check((path) => path.startsWith('/') && !path.startsWith('//')))),
  undefined,
)
