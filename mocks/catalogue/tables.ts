// The player's own state about games: favorites, recents, likes.
// This domain's tables in the mock database, in the wire shape the contract reads; db/schema.ts composes them all.

/**
 * A game a player marked as a favorite (POST games/favorite/{id}). Games are not rows of this database: they come
 * from the catalogue the mock builds in code (mocks/catalogue), so `game_id` is a catalogue id.
 */
export interface FavoriteRecord {
  id: number
  user_id: number
  game_id: number
  created_at: string
}

/** A game a player opened (GET games/single/{id}): one row per player and game, its latest opening. */
export interface RecentRecord {
  id: number
  user_id: number
  game_id: number
  played_at: string
}

/** A like on a game (POST games/like/{id} toggles it). */
export interface GameLikeRecord {
  id: number
  user_id: number
  game_id: number
  created_at: string
}
