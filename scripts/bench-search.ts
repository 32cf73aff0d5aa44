// The casino mock's own costs, measured in this process: building the catalogue (5,000 games, done once when the
// mock starts), building the search index, and one search over it (p50 / p95 / max per term group). Run by
// `npm run bench` before Lighthouse, or alone: node scripts/run-ts.mjs scripts/bench-search.ts [--rounds N]
import { buildCatalogue, catalogue, catalogueBuildMs } from '../mocks/catalogue/catalogue.ts'
import { buildSearchIndex } from '../mocks/catalogue/search.ts'

/** Short terms are the costly ones: the overlay searches from 2 characters, and they match the most games. */
const TERM_GROUPS: Record<string, string[]> = {
  '2 characters': ['sw', 'ga', 'ro', 'bl', 'fo', 'bo', 'ma', 'de', 'ti', 'av'],
  popular: ['Fruit Party', 'Sweet Bonanza', 'Gates of Olympus', 'Spaceman', 'Football', 'Blackjack'],
  'accents, case, studios': ['aviaozinho', 'ROLETA RELAMPAGO', 'bacará', 'pixel gaming', 'evoluzione', 'Tigre Dourado'],
  'no match': ['xyzzy', 'qwertyuiop'],
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

const ms = (value: number) => `${value.toFixed(3)} ms`

export function main(args: string[]): number {
  const roundsArg = args.indexOf('--rounds')
  const rounds = Math.max(1, Number(roundsArg >= 0 ? args[roundsArg + 1] : 200) || 200)

  // The first build is the one the browser pays at start (cold code); later ones show the steady cost.
  const first = catalogueBuildMs()
  const rebuilds: number[] = []
  // CPU time as well as wall time: on a busy machine the wall clock mostly measures waiting for a core.
  const cpuStart = process.cpuUsage()
  for (let i = 0; i < 10; i++) {
    const start = performance.now()
    buildCatalogue()
    rebuilds.push(performance.now() - start)
  }
  const cpu = process.cpuUsage(cpuStart)
  rebuilds.sort((a, b) => a - b)

  const indexStart = performance.now()
  const index = buildSearchIndex(catalogue())
  const indexMs = performance.now() - indexStart

  console.log(`catalogue: ${catalogue().games.length} games, ${catalogue().providers.length} studios`)
  console.log(`  first build   ${ms(first)}`)
  console.log(
    `  rebuild p50   ${ms(percentile(rebuilds, 50))} wall, ${ms((cpu.user + cpu.system) / 1000 / 10)} CPU on average (10 builds)`,
  )
  console.log(`  search index  ${ms(indexMs)}`)
  console.log(`search (${rounds} rounds per term):`)

  const all: number[] = []
  for (const [group, terms] of Object.entries(TERM_GROUPS)) {
    const samples: number[] = []
    let hits = 0
    for (let round = 0; round < rounds; round++) {
      for (const term of terms) {
        const start = performance.now()
        hits += index.search(term).length
        samples.push(performance.now() - start)
      }
    }
    samples.sort((a, b) => a - b)
    all.push(...samples)
    const average = Math.round(hits / rounds / terms.length)
    console.log(
      `  ${group.padEnd(24)} p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}  max ${ms(samples.at(-1) ?? 0)}  (${average} results on average)`,
    )
  }
  all.sort((a, b) => a - b)
  console.log(
    `  ${'all terms'.padEnd(24)} p50 ${ms(percentile(all, 50))}  p95 ${ms(percentile(all, 95))}  max ${ms(all.at(-1) ?? 0)}`,
  )
  return 0
}
