// A former path of ../pix/withdrawals.ts, kept only because tests under src/features import it from here (that folder is
// being renamed on a parallel branch). Import from ../pix/withdrawals.ts instead; this file goes once those imports do.
export { approveWithdrawal, rejectWithdrawal } from '../pix/withdrawals.ts'
