// A former path of ../wallet/wallets.ts, kept only because tests under src/features import it from here (that folder is
// being renamed on a parallel branch). Import from ../wallet/wallets.ts instead; this file goes once those imports do.
export { walletOf } from '../wallet/wallets.ts'
