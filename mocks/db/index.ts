import { clock } from '../sim/clock.ts'
import { createDb } from './db.ts'

export type { Db } from './db.ts'
export type * from './schema.ts'
// No faker behind this file (the browser loads it): the generator, db/seed.ts, is imported directly where needed.
export { DEMO_PLAYER, REFERENCE_DATE } from './reference.ts'
export { seedData } from './seed-data.ts'

/** The mock's database: memory in Node, localStorage-backed in the browser (mocks/browser.ts attaches it). */
export const db = createDb({ now: () => clock.now() })
