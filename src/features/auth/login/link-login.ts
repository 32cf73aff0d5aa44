import type { SessionUser } from '@/shared/session.ts'
import { digitsOnly } from '@/shared/br/masks.ts'
import { parseLoginIdentifier } from '../rules/login-identifier.ts'

/**
 * Whether a `/login?user=…&pass=…` link may log in without asking (docs/architecture.md, "Start-up and security"):
 * only when it came from the site itself, either the page before was of this origin (`document.referrer`) or the
 * app navigated to it (a history entry after the document's first one). A link from elsewhere (no referrer, another
 * origin) could put the visitor in someone else's account, whose PIX deposits would credit that account.
 */
export function linkFromSite(referrer: string, origin: string, historyIndex: number): boolean {
  if (historyIndex > 0) return true
  try {
    return referrer !== '' && new URL(referrer).origin === origin
  } catch {
    return false
  }
}

/** Whether the signed-in player (if any) is someone other than the link's `user` (an e-mail or a phone). */
export function signedInAsOther(current: SessionUser | null, user: string): boolean {
  if (!current) return false
  const parsed = parseLoginIdentifier(user)
  if (!parsed) return true
  if (parsed.kind === 'email') return current.email.toLowerCase() !== parsed.email.toLowerCase()
  const phone = typeof current.phone === 'string' ? digitsOnly(current.phone) : ''
  return phone !== parsed.digits
}
