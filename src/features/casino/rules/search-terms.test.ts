import { describe, expect, it } from 'vitest'
import { overlayTerm, searchPageTerm } from './search-terms.ts'

describe('overlayTerm', () => {
  it('asks from 2 characters, trimmed', () => {
    expect(overlayTerm(' g ')).toBeNull()
    expect(overlayTerm(' ga ')).toBe('ga')
  })
})

describe('searchPageTerm', () => {
  it('trims and lower-cases, and needs 3 characters', () => {
    expect(searchPageTerm('  GA ')).toBeNull()
    expect(searchPageTerm(undefined)).toBeNull()
    expect(searchPageTerm('  GaTes ')).toBe('gates')
  })
})
