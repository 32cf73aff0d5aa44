// A former path of ../auth/players.ts, kept only because tests under src/features import it from here (that folder is
// being renamed on a parallel branch). Import from ../auth/players.ts instead; this file goes once those imports do.
export { createPlayer, signInAs } from '../auth/players.ts'
