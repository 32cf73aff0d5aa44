import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { FlagSchema, MoneySchema, NumericSchema } from './money.ts'
import { GameSchema } from './casino.ts'
import { PageQuerySchema, paginated } from './pagination.ts'
import { UserSchema } from './users.ts'

// profileData (GET profile) is in profile-data.ts: the entry needs it (src/shared/queries.ts) and this module imports
// the casino's GameSchema, which would pull the whole casino contract into the entry chunk.

export const profileEmail = defineEndpoint({
  id: 'profile.email',
  method: 'GET',
  path: 'profile/email',
  response: v.object({ email: v.string() }),
  auth: 'required',
  tag: 'profile',
  summary: "The player's e-mail (profile data page)",
  description: "Only the e-mail comes from the server on that page. Failure: 'Erro ao buscar o email.'",
})

export const ProfileSummarySchema = v.object({
  status: v.optional(FlagSchema, true),
  user: UserSchema,
  /** Total winnings. */
  totalEarnings: MoneySchema,
  /** Number of bets. */
  totalBets: NumericSchema,
  /** Total amount bet. */
  sumBets: MoneySchema,
})
export type ProfileSummary = v.InferOutput<typeof ProfileSummarySchema>

export const profileShow = defineEndpoint({
  id: 'profile.show',
  method: 'GET',
  path: 'profile/',
  response: ProfileSummarySchema,
  auth: 'required',
  tag: 'profile',
  summary: 'The profile modal: user, likes, joined date and statistics',
  description: 'Statistics: total winnings (totalEarnings), total bets (totalBets), total bet (sumBets).',
})

const ProfileActionAnswerSchema = v.object({
  status: v.optional(FlagSchema, true),
  message: v.optional(v.string()),
})

export const profileUploadAvatar = defineEndpoint({
  id: 'profile.uploadAvatar',
  method: 'POST',
  path: 'profile/upload-avatar',
  bodyEncoding: 'multipart',
  body: v.object({ avatar: v.pipe(v.blob(), v.mimeType(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])) }),
  response: v.object({ ...ProfileActionAnswerSchema.entries, avatar: v.optional(v.nullable(v.string())) }),
  auth: 'required',
  tag: 'profile',
  summary: "Change the player's avatar (multipart upload)",
  description: 'The action behind the avatar change is not shown in the spec; the answer carries the new avatar path.',
})

export const profileUpdateName = defineEndpoint({
  id: 'profile.updateName',
  method: 'POST',
  path: 'profile/updateName',
  body: v.object({ name: v.pipe(v.string(), v.minLength(3), v.maxLength(64)) }),
  response: v.object({ ...ProfileActionAnswerSchema.entries, name: v.optional(v.string()) }),
  auth: 'required',
  tag: 'profile',
  summary: "Change the player's name",
  description: 'The action behind the name change is not shown in the spec.',
})

export const profileLike = defineEndpoint({
  id: 'profile.like',
  method: 'POST',
  path: 'profile/like/:user',
  body: v.object({}),
  response: v.object({ ...ProfileActionAnswerSchema.entries, totalLikes: v.optional(NumericSchema) }),
  auth: 'required',
  tag: 'profile',
  summary: "Like a player's profile",
  description: 'The action behind the like counter is not shown in the spec.',
})

/** Favorites and recents: game cards with a total count. */
const GameListAnswerSchema = v.object({ games: paginated(GameSchema) })

export const profileFavorites = defineEndpoint({
  id: 'profile.favorites',
  method: 'GET',
  path: 'profile/favorites',
  query: v.object({ page: v.optional(PageQuerySchema) }),
  response: GameListAnswerSchema,
  auth: 'required',
  tag: 'profile',
  summary: "The player's favorite games",
  description: "Empty message 'No data to show'. Failures are only logged.",
})

export const profileRecents = defineEndpoint({
  id: 'profile.recents',
  method: 'GET',
  path: 'profile/recents',
  query: v.object({ page: v.optional(PageQuerySchema) }),
  response: GameListAnswerSchema,
  auth: 'required',
  tag: 'profile',
  summary: 'Games the player opened recently',
  description: "Empty message 'No data to show'. Failures are only logged.",
})
