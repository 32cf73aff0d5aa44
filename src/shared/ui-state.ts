import { atom } from 'jotai'

/**
 * UI flags several features share. The side menu's Mission entry opens the missions modal through
 * this flag; the missions feature (a later issue) renders the modal.
 */
export const missionsModalOpenAtom = atom(false)
