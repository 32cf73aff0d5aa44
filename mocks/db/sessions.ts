// A former path of ../auth/sessions.ts, kept only because tests under src/features import it from here (that folder is
// being renamed on a parallel branch). Import from ../auth/sessions.ts instead; this file goes once those imports do.
export { idleUserSessions } from '../auth/sessions.ts'
