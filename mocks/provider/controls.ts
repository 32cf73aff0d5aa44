import type { KeyValueStorage } from '../db/persistence.ts'
import { persistedStore } from '../persisted-store.ts'

/**
 * The demo panel's provider controls, kept in localStorage like the scenario: the games under maintenance (catalogue
 * ids) and the one-shot "next round wins big".
 */
export const PROVIDER_CONTROLS_STORAGE_KEY = 'jogada:mock-provider'

export interface ProviderControlsState {
  maintenance: number[]
  nextRoundBig: boolean
}

const INITIAL: ProviderControlsState = { maintenance: [], nextRoundBig: false }

export function createProviderControls() {
  const store = persistedStore<ProviderControlsState>(PROVIDER_CONTROLS_STORAGE_KEY, INITIAL)
  const set = (patch: Partial<ProviderControlsState>) => store.commit({ ...store.get(), ...patch }, true)
  return {
    get: store.get,
    subscribe: store.subscribe,
    isUnderMaintenance: (gameId: number) => store.get().maintenance.includes(gameId),
    setMaintenance(gameId: number, on: boolean) {
      const others = store.get().maintenance.filter((id) => id !== gameId)
      set({ maintenance: on ? [...others, gameId] : others })
    },
    setNextRoundBig: (on: boolean) => set({ nextRoundBig: on }),
    /** True once after "next round wins big" was set: the round that reads it is the big one. */
    takeNextRoundBig(): boolean {
      if (!store.get().nextRoundBig) return false
      set({ nextRoundBig: false })
      return true
    },
    reset: () => store.commit(INITIAL, true),
    attachStorage(target: KeyValueStorage) {
      store.attach(target, (stored) => {
        const value = stored && typeof stored === 'object' ? (stored as Partial<ProviderControlsState>) : {}
        return {
          maintenance: Array.isArray(value.maintenance) ? value.maintenance.filter((id) => Number.isInteger(id)) : [],
          nextRoundBig: value.nextRoundBig === true,
        }
      })
    },
  }
}

export const providerControls = createProviderControls()
