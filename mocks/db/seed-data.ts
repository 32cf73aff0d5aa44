import seedJson from './seed.json' with { type: 'json' }
import type { DbData } from './schema.ts'

// The seeded database as data: db/seed.ts generates it with faker (`npm run seed` writes seed.json, a test proves
// the file equals seed(SEED)), so neither the browser's mock nor the tests and the mock server load faker to start.
const SEED_TEXT = JSON.stringify(seedJson)

/** A fresh copy of the seeded database (deep-equal to `seed(SEED)`; callers own and mutate it). */
export function seedData(): DbData {
  return JSON.parse(SEED_TEXT) as DbData
}
