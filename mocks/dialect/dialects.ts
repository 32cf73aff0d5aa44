import { laravelDialect } from './laravel.ts'

/**
 * A test server in another dialect: the same mock backend, each answer rewritten the way another platform would
 * send it (mocks/README.md, "A test server in another dialect"), so the app's tolerant reader and
 * `npm run contract:check` can be proven against a server that is not the contract's twin.
 */
export interface Dialect {
  readonly name: string
  /**
   * Answers one request under the API prefix. `mock` runs the plain mock's handlers (undefined when none answers);
   * the dialect may answer without it (a route it lacks) or rewrite what it answered.
   */
  answer(request: Request, mock: (request: Request) => Promise<Response | undefined>): Promise<Response | undefined>
}

export const dialects: Readonly<Record<string, Dialect>> = { laravel: laravelDialect }

/** The dialect a `--dialect` flag names; throws with the known names for any other. */
export function dialectNamed(name: string): Dialect {
  const dialect = Object.hasOwn(dialects, name) ? dialects[name] : undefined
  if (!dialect) throw new Error(`Unknown dialect "${name}" (known: ${Object.keys(dialects).join(', ')})`)
  return dialect
}
