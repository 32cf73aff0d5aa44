// A former path of ../auth/mailbox.ts, kept only because tests under src/features import it from here (that folder is
// being renamed on a parallel branch). Import from ../auth/mailbox.ts instead; this file goes once those imports do.
export { mailboxMessages } from '../auth/mailbox.ts'
