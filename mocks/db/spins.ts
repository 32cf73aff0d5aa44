// A former path of ../spin/spins.ts, kept only because tests under src/features import it from here (that folder is
// being renamed on a parallel branch). Import from ../spin/spins.ts instead; this file goes once those imports do.
export { SPIN_PRIZES, decodeSpinToken } from '../spin/spins.ts'
