import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { hasActiveFilters, toCasinoGamesQuery } from './listing-query.ts'

const base = { provider: 'all', category: 'all', page: 1 }

describe('toCasinoGamesQuery', () => {
  it('sends nothing for the whole catalogue on page 1', () => {
    expect(toCasinoGamesQuery(base)).toEqual({})
  })

  it('maps most_viewed to sortBy=views and trending to sortBy=trending, keeping popularity', () => {
    expect(toCasinoGamesQuery({ ...base, popularity: 'most_viewed' })).toEqual({
      popularity: 'most_viewed',
      sortBy: 'views',
    })
    expect(toCasinoGamesQuery({ ...base, popularity: 'trending' })).toEqual({
      popularity: 'trending',
      sortBy: 'trending',
    })
  })

  it('sends isNew only as 1 when the new filter is set', () => {
    expect(toCasinoGamesQuery({ ...base, isNew: true })).toEqual({ isNew: 1 })
    expect(toCasinoGamesQuery({ ...base, isNew: false })).toEqual({})
  })

  it('sends the slugs except all, the type, the trimmed term and pages after the first', () => {
    expect(
      toCasinoGamesQuery({
        provider: 'pixel-gaming',
        category: 'slots',
        page: 3,
        gameType: 'live',
        searchTerm: '  gates ',
      }),
    ).toEqual({ provider: 'pixel-gaming', category: 'slots', page: 3, gameType: 'live', searchTerm: 'gates' })
  })

  it('never sends an empty or undefined value', () => {
    fc.assert(
      fc.property(
        fc.record({
          provider: fc.constantFrom('all', 'pg', ''),
          category: fc.constantFrom('all', 'slots', ''),
          page: fc.integer({ min: 1, max: 50 }),
          searchTerm: fc.option(fc.string(), { nil: undefined }),
          popularity: fc.constantFrom(undefined, 'most_viewed' as const, 'trending' as const),
          isNew: fc.option(fc.boolean(), { nil: undefined }),
          gameType: fc.constantFrom(undefined, 'slots' as const, 'table' as const, 'live' as const),
        }),
        (request) => {
          for (const value of Object.values(toCasinoGamesQuery(request))) {
            expect(value === undefined || value === '').toBe(false)
          }
        },
      ),
    )
  })
})

describe('hasActiveFilters', () => {
  it('is false for a blank term and no chips, true for any chip or term', () => {
    expect(hasActiveFilters({ searchTerm: '   ' })).toBe(false)
    expect(hasActiveFilters({ gameType: 'table' })).toBe(true)
    expect(hasActiveFilters({ searchTerm: 'x' })).toBe(true)
  })
})
