import { atom } from 'jotai'

/**
 * UI flags several features share. The side menu's Mission entry opens the missions modal through
 * this flag; the missions feature (a later issue) renders the modal.
 */
export const missionsModalOpenAtom = atom(false)

/**
 * The profile modal. The account menu (shell) opens it; the profile feature renders it, loaded on the
 * first opening.
 */
export const profileModalOpenAtom = atom(false)

/**
 * The deposit modal. The top bar's Depósito opens it; the deposit feature renders it (for authenticated
 * players only), loaded on the first opening.
 */
export const depositModalOpenAtom = atom(false)

/**
 * The phone's full-screen game search is open: the shell hides its top bar while it is (the search covers the
 * screen and has its own back button). The casino feature sets it; the shell reads it.
 */
export const fullScreenSearchOpenAtom = atom(false)

/** The language drawer. The top bar's language button and the profile data page open it; the shell renders it. */
export const languageDrawerOpenAtom = atom(false)
