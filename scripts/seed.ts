// npm run seed: writes mocks/db/seed.json, the mock's seeded database, from mocks/db/seed.ts (faker pt_BR, fixed
// seed and reference date). The browser's mock loads this data instead of faker (~300 KB gzip it would otherwise
// download before the first render); scripts/seed.test.ts fails when the file is stale.
import { writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { seed, SEED } from '@mocks/db/seed.ts'

// Not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an asset URL.
export const SEED_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../mocks/db/seed.json')

/** The exact bytes of mocks/db/seed.json: pretty (readable diffs when the seed changes), a trailing newline. */
export function renderSeed(): string {
  return `${JSON.stringify(seed(SEED), null, 2)}\n`
}

export async function main(): Promise<number> {
  const text = renderSeed()
  await writeFile(SEED_FILE, text)
  console.log(`Wrote ${SEED_FILE} (seed ${SEED}, ${text.length} bytes)`)
  return 0
}
