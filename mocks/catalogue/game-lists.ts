import { clock } from '../sim/clock.ts'
import { iso } from '../db/reference.ts'
import { db } from '../db/index.ts'

/**
 * The player's own state about games: favorites, recently opened games and likes. Games live in the catalogue
 * (mocks/catalogue), these rows point at them by catalogue id.
 */

/** Recents keep a game once (its latest opening) and at most this many games per player. */
export const RECENTS_CAP = 50

export function favoriteIds(userId: number): Set<number> {
  return new Set(db.favorites.where((f) => f.user_id === userId).map((f) => f.game_id))
}

/** The player's favorites, the newest first. */
export function favoriteGameIds(userId: number): number[] {
  return db.favorites
    .where((f) => f.user_id === userId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map((f) => f.game_id)
}

/** Stored favorites per game (every player). */
export function favoriteCounts(): Map<number, number> {
  const counts = new Map<number, number>()
  for (const f of db.favorites.all()) counts.set(f.game_id, (counts.get(f.game_id) ?? 0) + 1)
  return counts
}

/** Makes the game a favorite or not; doing what is already so changes nothing (a retry is harmless). */
export function setFavorite(userId: number, gameId: number, favorite: boolean): void {
  const existing = db.favorites.findBy((f) => f.user_id === userId && f.game_id === gameId)
  if (favorite && !existing) db.favorites.insert({ user_id: userId, game_id: gameId, created_at: iso(clock.nowMs()) })
  if (!favorite && existing) db.favorites.remove(existing.id)
}

/** The player's recently opened games, the latest first. */
export function recentGameIds(userId: number): number[] {
  return db.recents
    .where((r) => r.user_id === userId)
    .sort((a, b) => b.played_at.localeCompare(a.played_at) || b.id - a.id)
    .map((r) => r.game_id)
}

/** The game becomes the player's most recent (once in the list), and the oldest beyond RECENTS_CAP drop out. */
export function recordRecent(userId: number, gameId: number): void {
  db.recents.removeWhere((r) => r.user_id === userId && r.game_id === gameId)
  db.recents.insert({ user_id: userId, game_id: gameId, played_at: iso(clock.nowMs()) })
  const overflow = recentGameIds(userId).slice(RECENTS_CAP)
  if (overflow.length > 0) {
    const drop = new Set(overflow)
    db.recents.removeWhere((r) => r.user_id === userId && drop.has(r.game_id))
  }
}

export function likedIds(userId: number): Set<number> {
  return new Set(db.gameLikes.where((l) => l.user_id === userId).map((l) => l.game_id))
}

export function likeCounts(): Map<number, number> {
  const counts = new Map<number, number>()
  for (const l of db.gameLikes.all()) counts.set(l.game_id, (counts.get(l.game_id) ?? 0) + 1)
  return counts
}

/** Likes the game or takes the like back; returns whether it is liked now. */
export function toggleLike(userId: number, gameId: number): boolean {
  const existing = db.gameLikes.findBy((l) => l.user_id === userId && l.game_id === gameId)
  if (existing) {
    db.gameLikes.remove(existing.id)
    return false
  }
  db.gameLikes.insert({ user_id: userId, game_id: gameId, created_at: iso(clock.nowMs()) })
  return true
}
