// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIRST_ROW, GRID_FIRST } from '../../src/features/casino/lobby/rules/home-games.ts'
import { floorScreen, storageUrl } from './first-screen.ts'

const API = 'http://127.0.0.1:4010/api/'

const game = (id: number, flags: { show_home?: unknown; is_mobile?: unknown }) => ({
  id,
  game_name: `Jogo ${id}`,
  cover: `/storage/games/jogo-${id}.svg`,
  provider: { name: 'Estúdio' },
  ...flags,
})

describe('floorScreen', () => {
  it("draws the home grid's first cards on a phone: home games meant for phones only, in the backend's order", () => {
    const games = [
      game(1, { show_home: true, is_mobile: true }),
      game(2, { show_home: true, is_mobile: false }),
      game(3, { show_home: false, is_mobile: true }),
      game(4, { show_home: 1, is_mobile: '1' }),
      game(5, { show_home: '0', is_mobile: true }),
      ...Array.from({ length: 20 }, (_, index) => game(10 + index, { show_home: true, is_mobile: true })),
    ]
    const screen = floorScreen(
      { providers: [{ games: games.slice(0, 5) }, { games: games.slice(5) }, {}] },
      { banners: [] },
      API,
    )
    expect(screen.cards).toHaveLength(GRID_FIRST.phone)
    expect(screen.cards.slice(0, 3).map((card) => card.id)).toEqual([1, 4, 10])
    expect(screen.cards[0]).toEqual({
      id: 1,
      name: 'Jogo 1',
      provider: 'Estúdio',
      cover: 'http://127.0.0.1:4010/storage/games/jogo-1.svg',
    })
    expect(screen.eager).toBe(FIRST_ROW.phone)
  })

  it("takes the first carousel banner that has an image, the phone's image first", () => {
    const screen = floorScreen(
      { providers: [] },
      {
        banners: [
          { type: 'home', mobile_image: '/storage/banners/home.svg' },
          { type: 'carousel', description: 'Sem imagem' },
          { type: 'carousel', mobile_image: null, display_image: 'banners/pix.svg', description: 'PIX' },
          { type: 'carousel', mobile_image: '/storage/banners/later.svg' },
        ],
      },
      API,
    )
    expect(screen.banner).toEqual({ src: 'http://127.0.0.1:4010/storage/banners/pix.svg', alt: 'PIX' })
    expect(screen.cards).toEqual([])
  })

  it('has no banner when no carousel banner has an image', () => {
    expect(floorScreen({ providers: [] }, { banners: [{ type: 'carousel' }] }, API).banner).toBeNull()
  })
})

describe('storageUrl', () => {
  it("resolves the backend's paths on the API's origin and leaves full URLs and the site's own paths", () => {
    expect(storageUrl('/storage/x.svg', API)).toBe('http://127.0.0.1:4010/storage/x.svg')
    expect(storageUrl('storage/x.svg', API)).toBe('http://127.0.0.1:4010/storage/x.svg')
    expect(storageUrl('uploads/x.png', API)).toBe('http://127.0.0.1:4010/storage/uploads/x.png')
    expect(storageUrl('https://cdn.example/x.png', API)).toBe('https://cdn.example/x.png')
    expect(storageUrl('/brand/logo.svg', API)).toBe('/brand/logo.svg')
    expect(storageUrl(null, API)).toBeNull()
  })
})
