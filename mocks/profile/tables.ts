// Profile likes.
// This domain's tables in the mock database, in the wire shape the contract reads; db/schema.ts composes them all.

/** Who liked whose profile (the like button toggles). */
export interface LikeRecord {
  id: number
  user_id: number
  liked_user_id: number
  created_at: string
}
