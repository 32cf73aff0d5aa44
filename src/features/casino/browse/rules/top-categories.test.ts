import { describe, expect, it } from 'vitest'
import { splitTopCategories } from './top-categories.ts'

describe('splitTopCategories', () => {
  it('puts at most 5 on top, in order, and the rest after', () => {
    expect(splitTopCategories([1, 2, 3, 4, 5, 6, 7])).toEqual({ top: [1, 2, 3, 4, 5], rest: [6, 7] })
    expect(splitTopCategories([1, 2])).toEqual({ top: [1, 2], rest: [] })
  })
})
