import { clock } from '../sim/clock.ts'
import { createDb } from './db.ts'

export type { Db } from './db.ts'
export type * from './schema.ts'
export { createDb } from './db.ts'
export { DEMO_PLAYER, REFERENCE_DATE, SEED, seed } from './seed.ts'
export { buildUser, createSeedFaker } from './factories.ts'

/** The mock's database: memory in Node, localStorage-backed in the browser (mocks/browser.ts attaches it). */
export const db = createDb({ now: () => clock.now() })
