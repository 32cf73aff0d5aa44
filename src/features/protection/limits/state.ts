import { atom } from 'jotai'

/** The limits prompt after a registration or a login, while the player has not answered it. */
export const limitsPromptOpenAtom = atom(false)

/**
 * The prompt is to be asked (the player signed in and has not answered it) but not shown yet: it waits until no
 * money screen is in progress (`moneyInProgressAtom`), so it never covers a deposit being made or a PIX code.
 */
export const limitsPromptDueAtom = atom(false)
