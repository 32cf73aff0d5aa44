import { describe, expect, it } from 'vitest'
import { gameFixture } from '@/testing/casino-fixtures.ts'
import { withFavorite } from './queries.ts'

describe('withFavorite', () => {
  const a = gameFixture({ id: 1 })
  const b = gameFixture({ id: 2 })

  it('marks the game in any shape and keeps every other object as it was', () => {
    const data = { games: { data: [a, b], total: 2 }, providers: [{ id: 9, name: 'P', games: [b] }] }
    const next = withFavorite(data, 1, true)
    expect(next.games.data[0]!.hasFavorite).toBe(true)
    expect(next.games.data[1]).toBe(b)
    expect(next.providers).toBe(data.providers)
    expect(data.games.data[0]!.hasFavorite).toBe(false)
  })

  it('returns the same data when nothing changes', () => {
    const data = [a, b]
    expect(withFavorite(data, 3, true)).toBe(data)
    expect(withFavorite(data, 1, false)).toBe(data)
    expect(withFavorite(undefined, 1, true)).toBeUndefined()
  })
})
