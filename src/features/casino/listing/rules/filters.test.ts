import { describe, expect, it } from 'vitest'
import { activeChips, FILTER_GROUPS, toggleChip, withoutFilters, withPage, withTerm } from './filters.ts'

const chip = (value: unknown) => FILTER_GROUPS.flatMap((group) => group.chips).find((c) => c.value === value)!
const base = { page: 3 }

describe('listing filters', () => {
  it('a chip sets its group and goes back to page 1; pressed again it clears the group', () => {
    expect(toggleChip(base, chip('most_viewed'))).toEqual({ popularity: 'most_viewed' })
    expect(toggleChip({ page: 2, popularity: 'most_viewed' }, chip('most_viewed'))).toEqual({})
  })

  it('popularity and type hold one value each; new adds to them', () => {
    expect(toggleChip({ page: 1, popularity: 'most_viewed' }, chip('trending'))).toEqual({ popularity: 'trending' })
    expect(toggleChip({ page: 1, gameType: 'slots' }, chip('live'))).toEqual({ gameType: 'live' })
    expect(toggleChip({ page: 1, gameType: 'slots', searchTerm: 'x' }, chip(true))).toEqual({
      gameType: 'slots',
      searchTerm: 'x',
      isNew: true,
    })
  })

  it('lists the active chips in the groups order', () => {
    expect(activeChips({ gameType: 'table', popularity: 'trending', isNew: true }).map((c) => c.value)).toEqual([
      'trending',
      true,
      'table',
    ])
    expect(activeChips({})).toEqual([])
  })

  it('a term is trimmed, a blank one removed, and both go back to page 1', () => {
    expect(withTerm({ page: 4, gameType: 'live' as const }, '  gates ')).toEqual({
      gameType: 'live',
      searchTerm: 'gates',
    })
    expect(withTerm({ page: 4, searchTerm: 'gates' }, '   ')).toEqual({})
  })

  it('clearing the filters keeps nothing; a page keeps everything but leaves page 1 out', () => {
    expect(withoutFilters({ page: 2, searchTerm: 'x', popularity: 'trending', isNew: true, gameType: 'live' })).toEqual(
      {},
    )
    expect(withPage({ page: 1, gameType: 'live' as const }, 2)).toEqual({ gameType: 'live', page: 2 })
    expect(withPage({ page: 2, gameType: 'live' as const }, 1)).toEqual({ gameType: 'live' })
  })
})
