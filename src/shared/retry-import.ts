/**
 * Lazy chunks (the HTTP client, the message catalogs, the mock) are fetched over the player's connection, which
 * drops: a failed `import()` is retried a couple of times with a short backoff before the failure is reported, and a
 * failure is never kept, so the next call (a `Tentar novamente`, a language switch) fetches again.
 */
export interface RetryOptions {
  /** How many times in all the load is tried. */
  attempts?: number
  /** The wait before the first retry; it doubles before each further one. */
  backoffMs?: number
}

export const RETRY_DEFAULTS: Required<RetryOptions> = { attempts: 3, backoffMs: 250 }

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Tries `load` up to `attempts` times; rejects with the last failure. */
export async function retryImport<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts, backoffMs } = { ...RETRY_DEFAULTS, ...options }
  let failure: unknown
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await wait(backoffMs * 2 ** (attempt - 1))
    try {
      return await load()
    } catch (error) {
      failure = error
    }
  }
  throw failure
}

/**
 * `retryImport` behind a cache of the success only: every caller shares one load in flight and the loaded module,
 * while a rejection is dropped so the next call starts a new load. (Caching the bare `import()` promise kept a
 * rejected one forever: every later call failed without a request.)
 */
export function cachedImport<T>(load: () => Promise<T>, options?: RetryOptions): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () =>
    (pending ??= retryImport(load, options).catch((error: unknown) => {
      pending = undefined
      throw error
    }))
}
