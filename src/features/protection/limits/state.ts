import { atom } from 'jotai'

/** The limits prompt after a registration or a login, while the player has not answered it. */
export const limitsPromptOpenAtom = atom(false)
