import { atom } from 'jotai'
import { atomWithSyncStorage, jsonStorage, type SyncStorage } from '@/shared/storage-atom.ts'

/** A league's key in the favourites: its country and name (leagues have no id in every answer). */
export const leagueKey = (league: { country: string; name: string }): string => `${league.country}|${league.name}`

/** A favourite league's country and name, read back from its key. */
export function leagueOfKey(key: string): { country: string; name: string } {
  const [country = '', name = ''] = key.split('|')
  return { country, name }
}

export interface SportsFavorites {
  events: number[]
  leagues: string[]
}

const EMPTY: SportsFavorites = { events: [], leagues: [] }
const json = jsonStorage<unknown>()

/** The stored favourites, read defensively: anything that is not a list of the right type reads as empty. */
const favoritesStorage: SyncStorage<SportsFavorites> = {
  getItem: (key, initialValue) => {
    const raw = json.getItem(key, null)
    if (!raw || typeof raw !== 'object') return initialValue
    const stored = raw as Partial<Record<keyof SportsFavorites, unknown>>
    const events = Array.isArray(stored.events) ? stored.events.filter((id): id is number => Number.isInteger(id)) : []
    const leagues = Array.isArray(stored.leagues)
      ? stored.leagues.filter((key): key is string => typeof key === 'string')
      : []
    return { events, leagues }
  },
  setItem: (key, value) => json.setItem(key, value),
}

/** The events and leagues the player starred, on this device, kept across reloads. */
export const sportsFavoritesAtom = atomWithSyncStorage<SportsFavorites>('sportsFavorites', EMPTY, favoritesStorage)

/** The stored favourites outside React: the favourites page's loader starts their requests from them. */
export const readSportsFavorites = (): SportsFavorites => favoritesStorage.getItem('sportsFavorites', EMPTY)

const toggled = <T>(list: T[], item: T): T[] => (list.includes(item) ? list.filter((x) => x !== item) : [item, ...list])

export const toggleFavoriteEventAtom = atom(null, (_get, set, id: number) =>
  set(sportsFavoritesAtom, (favorites) => ({ ...favorites, events: toggled(favorites.events, id) })),
)

export const toggleFavoriteLeagueAtom = atom(null, (_get, set, key: string) =>
  set(sportsFavoritesAtom, (favorites) => ({ ...favorites, leagues: toggled(favorites.leagues, key) })),
)
