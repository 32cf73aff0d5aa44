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
 * The same-site part of a redirect target (path, search and hash), or undefined when it leads elsewhere.
 * A prefix test is not enough: browsers read `/\host` and `/<tab>/host` (a `%09` the router decoded) as
 * protocol-relative URLs, i.e. another site. So the value is resolved the way the browser will resolve it
 * and its origin compared with ours; only what follows the origin is kept.
 */
export function sameSitePath(value: string, origin: string = globalThis.location?.origin ?? 'http://localhost'): string | undefined {
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return undefined
  }
  if (url.origin !== origin) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** Where to go after logging in: only same-site paths, since a full URL here would be an open redirect. */
export const RedirectSearch = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const path = sameSitePath(dataset.value)
        if (path === undefined) {
          addIssue({ message: 'not a same-site path' })
          return NEVER
        }
        return path
      }),
    ),
  ),
  undefined,
)

/**
 * `?user=` and `?pass=` log in from a link (the original site's behaviour). They are read raw from the address, not
 * through the router's search parsing, which JSON-parses values (`1e3` would arrive as `1000`, `"x"` as `x`) and a
 * schema that trims them: a password must reach the server exactly as written.
 */
export function readUrlCredentials(search: string): { user: string | null; pass: string | null } {
  const params = new URLSearchParams(search)
  return { user: params.get('user'), pass: params.get('pass') }
}
