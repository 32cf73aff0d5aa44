import type { Game } from '@/api/casino.ts'

/** A parsed game as the cards receive it; override what a test is about. */
export function gameFixture(patch: Partial<Game> = {}): Game {
  const id = patch.id ?? 101
  return {
    id,
    game_name: `Gates of Olympus ${id}`,
    game_code: `gates-of-olympus-${id}`,
    cover: `/storage/games/gates-of-olympus-${id}.svg`,
    status: true,
    distribution: 'pixel-gaming',
    is_featured: false,
    show_home: true,
    has_lobby: false,
    is_mobile: true,
    is_hot: false,
    is_new: false,
    hasFavorite: false,
    hasLike: false,
    provider: { id: 1, code: 'pixel-gaming', name: 'Pixel Gaming' },
    categories: [{ id: 2, name: 'Slots', slug: 'slots' }],
    game_type: 'slots',
    ...patch,
  }
}
