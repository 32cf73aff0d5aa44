import { describe, expect, it } from 'vitest'
import { listingNotFound, listingTitle, sameListing } from './listing-title.ts'

describe('listing title', () => {
  const answer = { category_name: 'Slots', provider_name: 'Pixel Gaming' }

  it('names the category, the provider, or both; the whole catalogue has no name', () => {
    expect(listingTitle('all', 'slots', answer)).toEqual({ category: 'Slots' })
    expect(listingTitle('pixel-gaming', 'all', answer)).toEqual({ provider: 'Pixel Gaming' })
    expect(listingTitle('pixel-gaming', 'slots', answer)).toEqual({ category: 'Slots', provider: 'Pixel Gaming' })
    expect(listingTitle('all', 'all', answer)).toBeUndefined()
  })

  it("falls back to the path's slug when the answer leaves a name out", () => {
    expect(listingTitle('all', 'slots', { category_name: null, provider_name: null })).toEqual({ category: 'slots' })
  })
})

describe('listing 404', () => {
  it('the path tells when one filter is set; with both, whether the provider exists decides', () => {
    expect(listingNotFound('all', 'x', undefined)).toBe('category')
    expect(listingNotFound('x', 'all', undefined)).toBe('provider')
    expect(listingNotFound('x', 'y', undefined)).toBeUndefined()
    expect(listingNotFound('x', 'y', true)).toBe('provider')
    expect(listingNotFound('x', 'y', false)).toBe('category')
  })
})

describe('sameListing', () => {
  it('compares the category and the provider only', () => {
    expect(sameListing({ category: 'slots', page: 2 }, { category: 'slots', searchTerm: 'x' })).toBe(true)
    expect(sameListing({ category: 'slots' }, { category: 'crash' })).toBe(false)
    expect(sameListing(undefined, {})).toBe(false)
  })
})
