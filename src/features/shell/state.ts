import { atom } from 'jotai'
import type { ContactChannel } from '@/shared/contact-links.ts'
import { atomWithSyncStorage, jsonStorage } from '@/shared/storage-atom.ts'

/** Shell UI state only (never server data). */

/** The fixed side menu on desktop; the burger hides it to give the page the full width. */
export const desktopMenuOpenAtom = atom(true)

/** The side menu drawer on phones. */
export const mobileMenuOpenAtom = atom(false)

// The profile data page's language button opens the same drawer: the flag lives in src/shared.
export { languageDrawerOpenAtom } from '@/shared/ui-state.ts'

export type { ContactChannel } from '@/shared/contact-links.ts'

/** Which contact QR modal is open on desktop (phones open the link itself). */
export const contactQrAtom = atom<ContactChannel | null>(null)

/** localStorage `cookieAccepted` (the spec's key): the notice shows until the player accepts. */
export const COOKIE_ACCEPTED_KEY = 'cookieAccepted'
export const cookieAcceptedAtom = atomWithSyncStorage(COOKIE_ACCEPTED_KEY, false, jsonStorage<boolean>())
