// A former path of ../pix/deposits.ts, kept only because tests under src/features import it from here (that folder is
// being renamed on a parallel branch). Import from ../pix/deposits.ts instead; this file goes once those imports do.
export { settleDeposit } from '../pix/deposits.ts'
