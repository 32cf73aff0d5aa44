import { useCallback } from 'react'
import { atom, useAtomValue, useSetAtom, type Atom } from 'jotai'
import { atomWithSyncStorage, jsonStorage, type SyncStorage } from '@/shared/storage-atom.ts'
import {
  betId as makeBetId,
  EMPTY_SLIP,
  readStoredSlip,
  togglePick,
  type Pick,
  type Quote,
  type Slip,
} from './rules/slip.ts'

/** The bet slip's UI state, kept across reloads. Server data (events, odds) stays in TanStack Query. */

export const SLIP_STORAGE_KEY = 'sportsSlip'
export const ACCEPT_HIGHER_ODDS_KEY = 'sportsAcceptHigherOdds'

const json = jsonStorage<unknown>()

/** The stored slip, validated on every read: a stale or malformed value reads as what of it is still valid. */
const slipStorage: SyncStorage<Slip> = {
  getItem: (key, initialValue) => {
    const raw = json.getItem(key, null)
    return raw === null ? initialValue : readStoredSlip(raw)
  },
  setItem: (key, value) => json.setItem(key, value),
  subscribe: (key, callback, initialValue) => {
    // Another tab changed the slip: follow it, so two tabs never place different slips under one name.
    if (typeof window === 'undefined') return undefined
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key && event.key !== null) return
      callback(slipStorage.getItem(key, initialValue))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  },
}

export const slipAtom = atomWithSyncStorage<Slip>(SLIP_STORAGE_KEY, EMPTY_SLIP, slipStorage)

/** The player's setting: better odds than the accepted ones are taken without asking. */
export const acceptHigherOddsAtom = atomWithSyncStorage<boolean>(ACCEPT_HIGHER_ODDS_KEY, false, {
  getItem: (key, initialValue) => {
    const raw = json.getItem(key, initialValue)
    return typeof raw === 'boolean' ? raw : initialValue
  },
  setItem: (key, value) => json.setItem(key, value),
})

/** The desktop panel is collapsed (the phone's bottom sheet opens and closes on its own). */
export const slipCollapsedAtom = atom(false)

/** The phone's bottom sheet is open. */
export const slipSheetOpenAtom = atom(false)

const pickedIdsAtom = atom((get) => new Set(get(slipAtom).entries.map((entry) => entry.betId)))

/**
 * One boolean atom per odds button. A derived atom notifies only when its value changes, so a button re-renders when
 * its own pick flips, not when another pick changes. Kept in a map (an atom family) so every button of one value
 * shares the same atom; a few thousand booleans at most.
 */
const isPickedAtoms = new Map<string, Atom<boolean>>()
function isPickedAtom(id: string): Atom<boolean> {
  let found = isPickedAtoms.get(id)
  if (!found) {
    found = atom((get) => get(pickedIdsAtom).has(id))
    isPickedAtoms.set(id, found)
  }
  return found
}

export const betId = makeBetId

/** Whether this value is in the slip; re-renders only when that answer changes. */
export function useIsPicked(id: string): boolean {
  return useAtomValue(isPickedAtom(id))
}

const pickAtom = atom(null, (_get, set, pick: Pick) => set(slipAtom, (slip) => togglePick(slip, pick)))

/** The odds button's action: add at the front, remove the same pick, replace another value of the same market. */
export function usePick(): (pick: Pick) => void {
  const pick = useSetAtom(pickAtom)
  return useCallback((value: Pick) => pick(value), [pick])
}

/** How many entries the slip holds (the phone's badge). */
export const slipCountAtom = atom((get) => get(slipAtom).entries.length)

/**
 * The quotes of the last refused placement (the server's current odds of each changed or suspended selection), with
 * the time they came: they stand until the sports pages' cache holds a newer copy of the event.
 */
export const refusedQuotesAtom = atom<ReadonlyMap<string, Quote & { at: number }>>(new Map())
