import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { GameType } from '@/api/casino.ts'
import type { ListingFilters } from '../../rules/listing-query.ts'
import type { ListingSearch } from './listing-search.ts'

/** One chip: its group, its value and its words. */
export type FilterChip =
  | { group: 'popularity'; value: 'most_viewed' | 'trending'; label: MessageDescriptor }
  | { group: 'isNew'; value: true; label: MessageDescriptor }
  | { group: 'gameType'; value: GameType; label: MessageDescriptor }

export type FilterGroup = FilterChip['group']

/** The listing's filter chips, in their groups: popularity (one of two), new, type (one of three). */
export const FILTER_GROUPS: ReadonlyArray<{ group: FilterGroup; label: MessageDescriptor; chips: FilterChip[] }> = [
  {
    group: 'popularity',
    label: msg`Popularidade`,
    chips: [
      { group: 'popularity', value: 'most_viewed', label: msg`Mais vistos` },
      { group: 'popularity', value: 'trending', label: msg`Tendências` },
    ],
  },
  { group: 'isNew', label: msg`Novidades`, chips: [{ group: 'isNew', value: true, label: msg`Novos` }] },
  {
    group: 'gameType',
    label: msg`Tipo`,
    chips: [
      { group: 'gameType', value: 'slots', label: msg`Slots` },
      { group: 'gameType', value: 'table', label: msg`Mesa` },
      { group: 'gameType', value: 'live', label: msg`Ao vivo` },
    ],
  },
]

const ALL_CHIPS = FILTER_GROUPS.flatMap((group) => group.chips)

export function isChipActive(filters: ListingFilters, chip: FilterChip): boolean {
  return filters[chip.group] === chip.value
}

/**
 * The search after a chip is pressed: a chip of a group replaces the group's other value (popularity and type hold
 * one value each), pressing the active chip clears its group, and any change goes back to page 1.
 */
export function toggleChip(search: ListingSearch, chip: FilterChip): Partial<ListingSearch> {
  const next = isChipActive(search, chip) ? undefined : chip.value
  return compactSearch({ ...search, [chip.group]: next, page: 1 })
}

/** The chips that are on, in the groups' order (the active filter tags). */
export function activeChips(filters: ListingFilters): FilterChip[] {
  return ALL_CHIPS.filter((chip) => isChipActive(filters, chip))
}

/** The search with the term replaced (trimmed; blank removes it) and page 1. */
export function withTerm<T extends { searchTerm?: string | undefined; page?: number }>(
  search: T,
  term: string,
): Partial<T> {
  return compactSearch({ ...search, searchTerm: term.trim() || undefined, page: 1 })
}

/** The search without any term or chip, on page 1 (the empty state's "clear filters"). */
export function withoutFilters(search: ListingSearch): Partial<ListingSearch> {
  return compactSearch({
    ...search,
    searchTerm: undefined,
    popularity: undefined,
    isNew: undefined,
    gameType: undefined,
    page: 1,
  })
}

/** The search showing page `number` with everything else kept. */
export function withPage<T extends { page?: number }>(search: T, page: number): Partial<T> {
  return compactSearch({ ...search, page })
}

/**
 * Leaves out what has no value, and page 1 (the default), so the address holds only what differs from the plain
 * listing: `?gameType=live`, not `?page=1&gameType=live&isNew=`.
 */
export function compactSearch<T extends object>(search: T): Partial<T> {
  const out: Partial<Record<string, unknown>> = {}
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue
    out[key] = value
  }
  return out as Partial<T>
}
