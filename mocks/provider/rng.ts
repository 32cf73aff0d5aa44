import { hashText, mulberry32 } from '@/shared/prng.ts'

/**
 * The provider's randomness. Each round draws from its own stream, seeded by the provider's server seed and the
 * round's number, so any round can be replayed from those two values (a test, a dispute) and rounds do not depend on
 * the order in which players played them.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform integer in [0, n). */
  int(n: number): number
}

/** The mock provider's server seed: fixed, so the demo and the tests replay the same rounds. */
export const PROVIDER_SEED = 'jogada-provider-2026'

export function rngFrom(seed: number): Rng {
  const random = mulberry32(seed)
  return {
    next: random,
    int: (n) => Math.floor(random() * n),
  }
}

/** The stream of round `round` under `serverSeed`. */
export function roundRng(serverSeed: string, round: number): Rng {
  return rngFrom(hashText(`${serverSeed}:${round}`))
}

/** A partial Fisher-Yates shuffle: the first `count` items of a random order of `items` (a copy). */
export function drawWithoutReplacement<T>(rng: Rng, items: readonly T[], count = items.length): T[] {
  const out = [...items]
  const n = Math.min(count, out.length)
  for (let i = 0; i < n; i++) {
    const j = i + rng.int(out.length - i)
    const a = out[i] as T
    out[i] = out[j] as T
    out[j] = a
  }
  return out.slice(0, n)
}

/**
 * "Next round wins big" (the demo panel): among `tries` streams derived from the round's own, the one whose outcome
 * pays the most. Deterministic, so the forced round can be replayed too.
 */
export function biggestOf<T>(
  serverSeed: string,
  round: number,
  tries: number,
  play: (rng: Rng) => T,
  win: (outcome: T) => number,
): { outcome: T; stream: number } {
  let best: { outcome: T; stream: number } | undefined
  let bestWin = -1
  for (let stream = 0; stream < tries; stream++) {
    const outcome = play(streamRng(serverSeed, round, stream))
    const value = win(outcome)
    if (value > bestWin) {
      bestWin = value
      best = { outcome, stream }
    }
  }
  if (!best) throw new RangeError('biggestOf: tries must be at least 1')
  return best
}

/** Stream 0 is the round's own stream; the others are the alternatives "wins big" chooses from. */
export function streamRng(serverSeed: string, round: number, stream: number): Rng {
  return stream === 0 ? roundRng(serverSeed, round) : rngFrom(hashText(`${serverSeed}:${round}:${stream}`))
}
