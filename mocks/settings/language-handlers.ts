import { profileGetLanguage, profileUpdateLanguage } from '@/api/language.ts'
import { handle } from '../handlers/define.ts'

/** The site's language for visitors (the spec's backend defaults to Brazilian Portuguese). */
export const DEFAULT_SERVER_LANGUAGE = 'pt_BR'

export const languageHandlers = [
  handle(profileGetLanguage, ({ session }) => ({ language: session?.user.language ?? DEFAULT_SERVER_LANGUAGE })),

  // A visitor's choice lives only in the browser; a player's is kept on the account.
  handle(profileUpdateLanguage, ({ session, body, db, now }) => {
    if (session) db.users.update(session.user.id, { language: body.language, updated_at: now.toISOString() })
    return { status: true, language: body.language }
  }),
]
