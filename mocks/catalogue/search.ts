import { catalogue, type Catalogue, type CatalogueGame, type CatalogueProvider } from './catalogue.ts'
import { normalizeText } from './names.ts'

/**
 * Game search as the lobby's search box needs it: accents and case do not matter ("aviaozinho" finds "Aviãozinho"),
 * and a name that starts with the term comes first, then a name with a word that starts with it, then a name that
 * merely contains it, then the games of a studio whose name matches; within a rank the most viewed first.
 *
 * It answers from an index made once per catalogue: each enabled game's normalized name, and every word of every
 * name in one sorted array, so the words that start with a term are one binary search away.
 */

/** Lower comes first. */
export const SEARCH_RANK = { namePrefix: 0, wordPrefix: 1, substring: 2, provider: 3 } as const

/** How search reads a text: no accents, lower case, apostrophes dropped ("Hold'em" -> "holdem"), single spaces. */
export function normalizeSearch(text: string): string {
  return normalizeText(text)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

const words = (normalized: string) => normalized.split(' ').filter(Boolean)

export interface SearchIndex {
  /** The enabled games that match, best first. An empty or blank term matches nothing. */
  search(term: string): CatalogueGame[]
}

export function buildSearchIndex(source: Pick<Catalogue, 'games' | 'providers'>): SearchIndex {
  const games = source.games.filter((g) => g.status)
  const names = games.map((g) => normalizeSearch(g.game_name))

  // Every (word, game) pair, sorted by word: the pairs whose word starts with a prefix are one contiguous run.
  const pairs: Array<[string, number]> = []
  names.forEach((name, index) => {
    for (const word of new Set(words(name))) pairs.push([word, index])
  })
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]))
  const pairWords = pairs.map((p) => p[0])
  const pairGames = Int32Array.from(pairs, (p) => p[1])

  const providers = source.providers.map((provider) => ({ provider, name: normalizeSearch(provider.name) }))
  const gamesOfProvider = new Map<number, number[]>()
  games.forEach((game, index) => {
    const list = gamesOfProvider.get(game.provider_id) ?? []
    list.push(index)
    gamesOfProvider.set(game.provider_id, list)
  })

  /** First position whose word is >= prefix. */
  const lowerBound = (prefix: string) => {
    let lo = 0
    let hi = pairWords.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((pairWords[mid] ?? '') < prefix) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** Games with a word starting with the prefix. */
  const gamesWithWordPrefix = (prefix: string): Set<number> => {
    const found = new Set<number>()
    for (let i = lowerBound(prefix); i < pairWords.length && (pairWords[i] ?? '').startsWith(prefix); i++) {
      found.add(pairGames[i] ?? 0)
    }
    return found
  }

  const providerMatches = (entry: { provider: CatalogueProvider; name: string }, term: string, termWords: string[]) =>
    entry.name.includes(term) || termWords.every((w) => words(entry.name).some((word) => word.startsWith(w)))

  return {
    search(raw) {
      const term = normalizeSearch(raw)
      if (!term) return []
      const termWords = words(term)
      const rank = new Map<number, number>()

      // Every word of the term starts a word of the name (in any order): a name prefix or a word prefix.
      let candidates: Set<number> | undefined
      for (const word of termWords) {
        const withWord = gamesWithWordPrefix(word)
        candidates = candidates ? new Set([...candidates].filter((i) => withWord.has(i))) : withWord
        if (candidates.size === 0) break
      }
      for (const index of candidates ?? []) {
        rank.set(index, (names[index] ?? '').startsWith(term) ? SEARCH_RANK.namePrefix : SEARCH_RANK.wordPrefix)
      }
      // Inside a word ("anza" in "bonanza").
      names.forEach((name, index) => {
        if (!rank.has(index) && name.includes(term)) rank.set(index, SEARCH_RANK.substring)
      })
      for (const entry of providers) {
        if (!providerMatches(entry, term, termWords)) continue
        for (const index of gamesOfProvider.get(entry.provider.id) ?? []) {
          if (!rank.has(index)) rank.set(index, SEARCH_RANK.provider)
        }
      }

      return [...rank]
        .map(([index, r]) => ({ game: games[index] as CatalogueGame, r }))
        .sort((a, b) => a.r - b.r || b.game.views - a.game.views || a.game.id - b.game.id)
        .map((hit) => hit.game)
    },
  }
}

let shared: SearchIndex | undefined

/** The mock's search index over its catalogue, made on first use. */
export function searchIndex(): SearchIndex {
  return (shared ??= buildSearchIndex(catalogue()))
}
