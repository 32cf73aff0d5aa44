import { describe, expect, it } from 'vitest'
import { gameFixture } from '@/testing/casino-fixtures.ts'
import { homeGridGames, wantsMobileGames } from './home-games.ts'

const CHROME_DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

describe('wantsMobileGames', () => {
  it('on a phone-sized screen, or on Android at any width', () => {
    expect(wantsMobileGames(true, CHROME_DESKTOP)).toBe(true)
    expect(wantsMobileGames(false, ANDROID_TABLET)).toBe(true)
    expect(wantsMobileGames(false, CHROME_DESKTOP)).toBe(false)
  })
})

describe('homeGridGames', () => {
  const games = [
    gameFixture({ id: 1, show_home: true, is_mobile: true }),
    gameFixture({ id: 2, show_home: true, is_mobile: false }),
    gameFixture({ id: 3, show_home: false, is_mobile: true }),
  ]

  it('keeps the show_home games, in order and as the same objects (the cards are memoised)', () => {
    const grid = homeGridGames(games, false)
    expect(grid.map((game) => game.id)).toEqual([1, 2])
    expect(grid[0]).toBe(games[0])
  })

  it('keeps only the mobile ones for phones and Android', () => {
    expect(homeGridGames(games, true).map((game) => game.id)).toEqual([1])
  })
})
