import { atom } from 'jotai'

/** The overview's quick withdraw dialog ('Saque rápido'). */
export const quickWithdrawOpenAtom = atom(false)
